import { describe, expect, it } from 'vitest';
import type { AnswerQuestion } from '../../../answers';
import { validateAnswer } from '../../../answers';
import type { QuestionType } from '../../../answers';
import { createSimulatedPanel, simulatedFollowupKind, type PanelSurvey } from './index';

const img = (n: number) => `https://cdn.example.com/${n}.png`;
const text = (...labels: string[]) => labels.map((label, i) => ({ id: `opt-${i}`, kind: 'text', label, mediaUrl: null }));
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `img-${i}`, kind: 'image', label: null, mediaUrl: img(i) }));
const q = (id: string, type: QuestionType, extra: Partial<AnswerQuestion> = {}): AnswerQuestion => ({
  id,
  type,
  variant: null,
  prompt: 'Which do you prefer?',
  context: null,
  likertScale: null,
  options: [],
  ...extra,
});

/** Every question type, with the variants that change what a valid answer is. */
const QUESTIONS: AnswerQuestion[] = [
  q('q-h2h', 'head_to_head', { prompt: 'Which logo works better?', options: images(2) }),
  q('q-h2h-mockup', 'head_to_head', {
    options: [
      { id: 'm1', kind: 'mockup', label: null, mediaUrl: null },
      { id: 'm2', kind: 'product', label: 'Acme Cold Brew 500 ml', mediaUrl: null },
    ],
  }),
  q('q-single', 'single_select', { prompt: 'Which name do you prefer for a cold brew coffee?', options: text('Nova', 'Orbit', 'Drift', 'Summit') }),
  q('q-multi', 'multi_select', { prompt: 'Which features matter to you?', options: text('Price', 'Speed', 'Design', 'Support', 'Battery') }),
  q('q-multi-2', 'multi_select', { options: text('Yes please', 'Maybe later') }),
  q('q-ranked', 'ranked', { prompt: 'Rank these flavors', options: text('Vanilla', 'Mocha', 'Caramel', 'Hazelnut', 'Plain', 'Salted', 'Oat', 'Coconut', 'Chai', 'Mint') }),
  q('q-likert5', 'likert', { prompt: 'How satisfied are you?', likertScale: 'satisfaction5', options: text('Delivery was fast.', 'The packaging was sturdy') }),
  q('q-likert7', 'likert', { prompt: 'How far do you agree?', likertScale: 'agreement7', options: text('It is easy to use', 'It looks good', 'It is good value') }),
  q('q-freq', 'likert', { prompt: 'How often?', likertScale: 'frequency5', options: text('I drink coffee at work') }),
  q('q-score', 'rating', { prompt: 'How likely are you to recommend the app?' }),
  q('q-stars', 'rating', { variant: 'stars5', prompt: 'Rate the website' }),
  q('q-click', 'click_test', { prompt: 'Where would you click to add this to your cart?', context: { type: 'image', value: null, mediaUrl: img(9) } }),
  q('q-price', 'price_sensitivity', { prompt: 'At what price…', context: { type: 'text', value: 'A 500 ml bottle of cold brew, usually $12.99', mediaUrl: null } }),
  q('q-price-eur', 'price_sensitivity', { context: { type: 'text', value: 'Ein Becher, 2,49 €', mediaUrl: null } }),
  q('q-price-none', 'price_sensitivity', { context: { type: 'image', value: null, mediaUrl: img(3) } }),
  q('q-screen', 'screen_recording', { prompt: 'Show us', context: { type: 'text', value: 'Find the returns page', mediaUrl: null } }),
  q('q-open', 'open_ended', { prompt: 'What comes to mind when you see this logo?' }),
];

const survey = (over: Partial<PanelSurvey> = {}): PanelSurvey => ({
  id: 'srv-0001',
  country: 'US',
  targeting: [],
  reporting: ['gender', 'age'],
  questions: QUESTIONS,
  ...over,
});
const seqs = (n: number) => Array.from({ length: n }, (_, i) => i);
const answerTo = (sub: ReturnType<ReturnType<typeof createSimulatedPanel>['draw']>, id: string) => sub.answers.find((a) => a.questionId === id)!;

describe('simulated panel: draw', () => {
  const panel = createSimulatedPanel('seed-a');

  it('is deterministic in seed, survey and seq', () => {
    expect(createSimulatedPanel('seed-a').draw(survey(), 7)).toEqual(panel.draw(survey(), 7));
    expect(createSimulatedPanel('seed-b').draw(survey(), 7)).not.toEqual(panel.draw(survey(), 7));
    expect(panel.draw(survey({ id: 'srv-0002' }), 7)).not.toEqual(panel.draw(survey(), 7));
    expect(panel.draw(survey(), 8)).not.toEqual(panel.draw(survey(), 7));
  });

  it('gives every seq its own panelRespondentId of the form sim_<seq>_<8 hex>', () => {
    const ids = seqs(300).map((s) => panel.draw(survey(), s).panelRespondentId);
    expect(new Set(ids).size).toBe(300);
    ids.forEach((id, s) => expect(id).toMatch(new RegExp(`^sim_${s}_[0-9a-f]{8}$`)));
  });

  it('respects targeting, reported through the survey’s reporting traits in order', () => {
    const targeted = survey({ targeting: ['gender-female', 'age-25-34', 'age-35-44'], reporting: ['gender', 'age'] });
    const ages = new Set<string>();
    for (const s of seqs(200)) {
      const { traits } = panel.draw(targeted, s);
      expect(traits.map((t) => t.trait)).toEqual(['Gender', 'Age']);
      expect(traits[0].value).toBe('Female');
      expect(['25-34', '35-44']).toContain(traits[1].value);
      ages.add(traits[1].value);
    }
    expect(ages.size).toBe(2);
  });

  it('reports categories with multi-word names and skips unknown reporting traits', () => {
    const s = survey({ country: 'gb', targeting: ['household-income-gb-under-20000', 'pet-owner-dog'], reporting: ['pet-owner', 'nope', 'household-income', 'region'] });
    const { traits } = panel.draw(s, 3);
    expect(traits.map((t) => t.trait)).toEqual(['Pet owner', 'Household income', 'Region']);
    expect(traits[0].value).toBe('Dog');
  });

  it('answers every question type validly, over 200 respondents', () => {
    for (const s of seqs(200)) {
      const sub = panel.draw(survey(), s);
      expect(sub.answers.map((a) => a.questionId)).toEqual(QUESTIONS.map((x) => x.id));
      sub.answers.forEach((a, i) => {
        const problem = validateAnswer(QUESTIONS[i], a.answer, a.explanation);
        expect(problem, `seq ${s}, ${QUESTIONS[i].id}: ${JSON.stringify(a)}`).toBeNull();
      });
    }
  });

  it('gives screen recordings a media URL and a transcription, and no explanation', () => {
    for (const s of seqs(20)) {
      const a = answerTo(panel.draw(survey(), s), 'q-screen');
      expect(a.explanation).toBeNull();
      expect(a.answer.media).toBe(`https://media.sandbox.invalid/recordings/srv-0001/${s}/q-screen.webm`);
      expect(a.answer.mediaTranscription!.length).toBeGreaterThan(20);
      expect(a.answer.mediaTranscription).toMatch(/returns page/i);
    }
  });

  it('writes varied explanations: at least 90 distinct of 100 on one question', () => {
    const texts = seqs(100).map((s) => answerTo(panel.draw(survey(), s), 'q-single').explanation!);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(90);
    // Each names the chosen option.
    seqs(100).forEach((s) => {
      const a = answerTo(panel.draw(survey(), s), 'q-single');
      const label = QUESTIONS[2].options.find((o) => o.id === a.answer.chosenOption)!.label!;
      expect(a.explanation).toContain(label);
    });
  });

  it('skews choices: some options are clearly more popular than others', () => {
    const counts = new Map(QUESTIONS[2].options.map((o) => [o.id, 0]));
    for (const s of seqs(400)) {
      const chosen = answerTo(panel.draw(survey(), s), 'q-single').answer.chosenOption!;
      counts.set(chosen, counts.get(chosen)! + 1);
    }
    const shares = [...counts.values()].map((c) => c / 400);
    expect(Math.max(...shares) - Math.min(...shares)).toBeGreaterThan(0.15);
  });

  it('centres price answers on the price named in the context', () => {
    const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const prices = seqs(200).map((s) => answerTo(panel.draw(survey(), s), 'q-price').answer.prices!);
    expect(mid(prices.map((p) => p.bargain))).toBeLessThan(12.99);
    expect(mid(prices.map((p) => p.expensive))).toBeGreaterThan(12.99);
    expect(mid(prices.map((p) => p.expensive))).toBeLessThan(20);
    const plain = seqs(200).map((s) => answerTo(panel.draw(survey(), s), 'q-price-none').answer.prices!);
    expect(mid(plain.map((p) => p.bargain))).toBeLessThan(20);
    expect(mid(plain.map((p) => p.expensive))).toBeGreaterThan(20);
  });
});

describe('simulated panel: follow-ups', () => {
  const s = survey();
  const request = (panelRespondentId: string) => {
    const sub = createSimulatedPanel('seed-a').draw(s, 0);
    return {
      surveyId: s.id,
      seq: 0,
      panelRespondentId,
      traits: sub.traits,
      question: QUESTIONS[2],
      answer: answerTo(sub, 'q-single').answer,
      explanation: answerTo(sub, 'q-single').explanation,
      followup: 'Would you buy it at this price?',
    };
  };

  it('answers about 80%, declines about 10% and lets about 10% expire', () => {
    const kinds = seqs(1000).map((i) => simulatedFollowupKind('seed-a', s.id, `sim_${i}_x`));
    const share = (k: string) => kinds.filter((x) => x === k).length / 1000;
    expect(share('answer')).toBeGreaterThan(0.74);
    expect(share('answer')).toBeLessThan(0.86);
    for (const k of ['decline', 'expire']) {
      expect(share(k)).toBeGreaterThan(0.06);
      expect(share(k)).toBeLessThan(0.14);
    }
  });

  it('follows simulatedFollowupKind, with the configured delay and a short answer', () => {
    const panel = createSimulatedPanel('seed-a', { followupDelayMs: 50 });
    const idOf = (kind: string) =>
      seqs(200)
        .map((i) => `sim_${i}_x`)
        .find((id) => simulatedFollowupKind('seed-a', s.id, id) === kind)!;
    const answered = panel.followup(request(idOf('answer')));
    expect(answered).toMatchObject({ kind: 'answer', afterMs: 50 });
    expect(answered.kind === 'answer' && answered.answer.length).toBeGreaterThan(10);
    expect(answered).toEqual(panel.followup(request(idOf('answer'))));
    expect(panel.followup(request(idOf('decline')))).toEqual({ kind: 'decline', afterMs: 50 });
    expect(panel.followup(request(idOf('expire')))).toEqual({ kind: 'expire' });
    expect(createSimulatedPanel('seed-a').followup(request(idOf('decline')))).toEqual({ kind: 'decline', afterMs: 2000 });
  });
});
