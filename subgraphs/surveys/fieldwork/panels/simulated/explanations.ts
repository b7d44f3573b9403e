import type { Answer, AnswerQuestion } from '../../../answers';
import { likertPoints } from '../../../answers';
import { LIKERT_LABELS } from '../../../answers';
import type { FollowupRequest } from './panel';
import { findPrice } from './answers';
import * as P from './phrases';
import type { Profile } from './profile';
import type { Rng } from './rng';

/**
 * Simulated respondents' written explanations, screen-recording transcriptions and follow-up
 * replies: sentence templates from phrases.ts filled with the question, the answer and the
 * person, picked with the respondent's seeded stream (so the same draw gives the same text).
 */

/** Who is talking: the full drawn profile (not only the survey's reporting traits). */
export interface Speaker {
  profile: Profile;
  country: string;
}

type Vars = Record<string, string>;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const NOUNS: Record<string, string> = { image: 'image', imageSet: 'set of images', mockup: 'mockup', product: 'product' };
const LEVELS: Record<string, readonly string[]> = LIKERT_LABELS;
/** What a prompt is about, for remarks like "For a logo, …"; the first of these words it names. */
const TOPICS = [
  'name',
  'logo',
  'design',
  'packaging',
  'package',
  'flavor',
  'flavour',
  'color',
  'colour',
  'slogan',
  'tagline',
  'headline',
  'label',
  'icon',
  'ad',
  'advert',
  'banner',
  'cover',
  'bottle',
  'box',
  'menu',
  'website',
  'app',
  'homepage',
  'thumbnail',
  'title',
  'font',
  'brand',
  'mascot',
  'scent',
  'recipe',
  'snack',
  'drink',
  'product',
  'feature',
  'offer',
];
const CHOICE_TYPES = new Set(['single_select', 'head_to_head', 'ranked', 'multi_select', 'likert']);
const CURRENCY: Record<string, string> = { GB: '£', DE: '€', FR: '€', ES: '€', IT: '€', JP: '¥', IN: '₹' };
const TASK_VERBS = new Set(
  (
    'find buy add sign search locate book order check change create open go navigate subscribe cancel update compare choose ' +
    'pick get look try start log register contact download share set use explore browse purchase complete return track read ' +
    'watch filter sort apply remove edit upload pay request schedule reset select view visit enable turn make save leave'
  ).split(' '),
);

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Lower-cases a leading capital unless it is "I" or starts an acronym. */
const decap = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const clip = (s: string, max = 80) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/** Fills {key} placeholders; {Key} gives the value capitalised, and "a {key}" becomes "an …" before a vowel. */
function fill(template: string, vars: Vars): string {
  const anBefore = (w = '') => /^([aeiou]|honest|hour)/i.test(w);
  return template
    .replace(/\b([Aa]) \{(\w+)\}/g, (whole, a: string, key: string) => (anBefore(vars[key]) ? `${a}n {${key}}` : whole))
    .replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = vars[key.charAt(0).toLowerCase() + key.slice(1)];
      if (value === undefined) return whole;
      return /^[A-Z]/.test(key) ? cap(value) : value;
    });
}

/** How a respondent would name an option: its label, or "the second image" when it has none. */
export function describeOption(q: AnswerQuestion, optionId: string): string {
  const i = q.options.findIndex((o) => o.id === optionId);
  const o = q.options[i];
  if (!o) return 'that one';
  if (o.label) return o.kind === 'text' ? `"${clip(o.label)}"` : clip(o.label);
  return `the ${ORDINALS[i] ?? `number ${i + 1}`} ${NOUNS[o.kind] ?? 'option'}`;
}

function topicOf(prompt: string): string | null {
  const words: string[] = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  return TOPICS.find((t) => words.includes(t) || words.includes(`${t}s`)) ?? null;
}

function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Remarks only this kind of person would make; age keeps the life-stage ones believable. */
function personaRemarks(p: Profile): string[] {
  const out: string[] = [];
  const age = p.get('Age');
  if (age) {
    const span = /^(\d+)-(\d+)$/.exec(age);
    out.push(`As someone in the ${age} age bracket, I think that shapes what I look for.`);
    out.push(`Being ${span ? `between ${span[1]} and ${span[2]}` : age}, I probably notice different things than others would.`);
  }
  const young = age === '18-24' || age === '25-34';
  const older = age === '55-64' || age === '65 or older';
  if (p.get('Parent') === 'Has children under 18') {
    out.push('As a parent, I always think about whether it would work for my kids.', 'With kids at home, I need things to be simple and quick.');
  }
  if (p.get('Pet owner') === 'Dog') out.push('As a dog owner, I tend to be practical about these things.');
  if (p.get('Pet owner') === 'Cat') out.push('As a cat owner, I like things that are low-fuss.');
  const job = p.get('Employment');
  if (job === 'Student' && young) out.push("As a student, I'm pretty careful with money.");
  if (job === 'Retired' && older) out.push('Since I retired I take more time comparing things like this.');
  if (job === 'Self-employed') out.push('Running my own business, I appreciate things that look professional.');
  if (p.get('Shopping') === 'Shops online weekly') out.push('I shop online most weeks, so I see a lot of this kind of thing.');
  return out;
}

/** Adds at most one persona remark or closer, keeping explanations to 1–3 sentences. */
function finish(rng: Rng, sentences: string[], who: Speaker): string {
  const remarks = personaRemarks(who.profile);
  if (sentences.length < 3 && remarks.length && rng.chance(0.3)) sentences.push(rng.pick(remarks));
  else if (sentences.length < 3 && rng.chance(0.15)) sentences.push(rng.pick(P.CLOSERS));
  return sentences.slice(0, 3).join(' ');
}

function baseVars(rng: Rng, q: AnswerQuestion): Vars {
  const vars: Vars = { adj: rng.pick(P.ADJECTIVES), neg: rng.pick(P.NEGATIVES) };
  const topic = topicOf(q.prompt);
  if (topic) vars.topic = topic;
  return vars;
}

/** The written explanation of an answer; null for screen recordings (the transcription explains them). */
export function explain(rng: Rng, q: AnswerQuestion, a: Answer, who: Speaker): string | null {
  const v = baseVars(rng, q);
  const say = (bank: readonly string[]) => fill(rng.pick(bank), v);
  const s: string[] = [];
  // A question without the options its type needs (never valid) is talked about like an open one.
  const type = q.options.length || !CHOICE_TYPES.has(q.type) ? q.type : 'open_ended';
  switch (type) {
    case 'screen_recording':
      return null;
    case 'single_select':
    case 'head_to_head': {
      v.choice = describeOption(q, a.chosenOption!);
      const others = q.options.filter((o) => o.id !== a.chosenOption);
      if (others.length) v.other = describeOption(q, rng.pick(others).id);
      s.push(say(P.CHOICE_OPENERS));
      if (rng.chance(0.85)) s.push(say(P.CHOICE_REASONS));
      if (v.other && rng.chance(0.35)) s.push(say(P.CONTRASTS));
      else if (v.topic && rng.chance(0.3)) s.push(say(P.TOPIC_REMARKS));
      break;
    }
    case 'ranked': {
      const order = [...a.ranking!].sort((x, y) => x.rank - y.rank);
      v.top = describeOption(q, order[0].option);
      v.bottom = describeOption(q, order[order.length - 1].option);
      s.push(say(P.RANK_OPENERS));
      if (rng.chance(0.8)) s.push(say(P.CHOICE_REASONS));
      if (rng.chance(0.35)) s.push(say(P.RANK_BOTTOM));
      break;
    }
    case 'multi_select':
      v.list = listOf(a.selectedOptions!.map((id) => describeOption(q, id)));
      s.push(say(P.MULTI_OPENERS));
      if (rng.chance(0.8)) s.push(say(P.MULTI_REASONS));
      break;
    case 'likert':
      s.push(...likertSentences(rng, q, a, v));
      break;
    case 'rating': {
      const score = a.score!;
      v.score = scoreText(q, score);
      const share = q.variant === 'stars5' ? (score - 1) / 4 : score / 10;
      s.push(say(P.RATING_OPENERS));
      s.push(say(share >= 0.75 ? P.RATING_HIGH : share <= 0.4 ? P.RATING_LOW : P.RATING_MID));
      break;
    }
    case 'click_test': {
      const clicks = a.clicks!;
      v.where = regionOf(clicks[0].xCoord, clicks[0].yCoord);
      const goal = clickGoal(q.prompt);
      s.push(say(P.CLICK_OPENERS));
      if (goal && rng.chance(0.5)) s.push(fill(rng.pick(P.CLICK_GOALS), { ...v, goal }));
      else s.push(say(P.CLICK_REASONS));
      if (clicks.length > 1 && rng.chance(0.6)) s.push(fill(rng.pick(P.CLICK_MORE), { where: regionOf(clicks[1].xCoord, clicks[1].yCoord) }));
      break;
    }
    case 'price_sensitivity': {
      const symbol = findPrice(q.context?.value)?.symbol ?? CURRENCY[who.country] ?? '$';
      const money = (n: number) => `${symbol}${Number.isInteger(n) || symbol === '¥' ? Math.round(n) : n.toFixed(2)}`;
      const p = a.prices!;
      Object.assign(v, { tooCheap: money(p.tooCheap), bargain: money(p.bargain), expensive: money(p.expensive), tooExpensive: money(p.tooExpensive) });
      const groups = [P.PRICE_TOO_CHEAP, P.PRICE_BARGAIN, P.PRICE_EXPENSIVE, P.PRICE_TOO_EXPENSIVE];
      // Two of the four thresholds, in price order, read like a person thinking it through.
      const chosen = rng.shuffle([0, 1, 2, 3]).slice(0, 2).sort();
      for (const i of chosen) s.push(say(groups[i]));
      if (rng.chance(0.35)) s.push(say(P.PRICE_REASONS));
      break;
    }
    case 'open_ended':
      s.push(say(P.OPEN_OPENERS));
      if (rng.chance(0.8)) s.push(say(P.OPEN_DETAILS));
      if (v.topic && rng.chance(0.25)) s.push(say(P.OPEN_TOPIC));
      break;
  }
  return finish(rng, s, who);
}

/** "8 out of 10", "1 star", "4 stars". */
function scoreText(q: AnswerQuestion, score: number): string {
  return q.variant === 'stars5' ? `${score} star${score === 1 ? '' : 's'}` : `${score} out of 10`;
}

function likertSentences(rng: Rng, q: AnswerQuestion, a: Answer, v: Vars): string[] {
  const scale = q.likertScale && LEVELS[q.likertScale] ? q.likertScale : 'agreement5';
  const points = likertPoints(scale);
  const mid = (points + 1) / 2;
  // Talk about the statement the person felt most strongly about.
  const st = [...a.statements!].sort((x, y) => Math.abs(y.value - mid) - Math.abs(x.value - mid))[0];
  v.statement = `"${clip(st.statement.replace(/[.!]+$/, ''))}"`;
  v.level = LEVELS[scale][st.value - 1].toLowerCase();
  const reasons = st.value > mid ? P.LIKERT_POSITIVE : st.value < mid ? P.LIKERT_NEGATIVE : P.LIKERT_NEUTRAL;
  const out = [fill(rng.pick(P.LIKERT_OPENERS), v)];
  if (rng.chance(0.85)) out.push(fill(rng.pick(reasons), v));
  return out;
}

function regionOf(x: number, y: number): string {
  const col = x < 33 ? 0 : x < 67 ? 1 : 2;
  const row = y < 33 ? 0 : y < 67 ? 1 : 2;
  return [
    ['the top left corner', 'the top', 'the top right corner'],
    ['the left side', 'the middle', 'the right side'],
    ['the bottom left corner', 'the bottom', 'the bottom right corner'],
  ][row][col];
}

/** "Where would you click to add this to your cart?" → "add this to my cart". */
function clickGoal(prompt: string): string | null {
  const m = /\bclick\b[^?.!]*?\bto ([a-z][^?.!]*)/i.exec(prompt);
  if (!m) return null;
  return m[1]
    .trim()
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'I');
}

/** A 2–4 sentence think-aloud of doing the task in context.value. */
export function transcribe(rng: Rng, q: AnswerQuestion, who: Speaker): string {
  const task = (q.context?.value ?? q.prompt).trim().replace(/[.!?]+$/, '');
  const imperative = TASK_VERBS.has(task.split(/\s+/)[0].toLowerCase());
  const v: Vars = { task: imperative ? decap(task) : task, phone: who.profile.get('Smartphone') ?? 'phone' };
  const middles = rng.shuffle(P.TASK_MIDDLES).slice(0, rng.int(0, 2));
  const start = fill(rng.pick(imperative ? P.TASK_STARTS : P.TASK_STARTS_QUOTED), v);
  return [start, ...middles.map((m) => fill(m, v)), rng.pick(P.TASK_ENDS)].join(' ');
}

/** Whether the original answer was broadly favourable, for follow-ups like "Would you buy it?". */
function sentimentOf(q: AnswerQuestion, a: Answer): 'pos' | 'neg' | 'neutral' {
  if (q.type === 'rating' && a.score !== undefined) {
    const share = q.variant === 'stars5' ? (a.score - 1) / 4 : a.score / 10;
    return share >= 0.7 ? 'pos' : share <= 0.4 ? 'neg' : 'neutral';
  }
  if (q.type === 'likert' && a.statements?.length && q.likertScale && LEVELS[q.likertScale]) {
    const mean = a.statements.reduce((t, s) => t + s.value, 0) / a.statements.length;
    const mid = (likertPoints(q.likertScale) + 1) / 2;
    return mean > mid + 0.5 ? 'pos' : mean < mid - 0.5 ? 'neg' : 'neutral';
  }
  return 'pos';
}

/** 1–2 sentences answering the client's follow-up question in light of the original answer. */
export function followupReply(rng: Rng, req: FollowupRequest): string {
  const { question: q, answer: a } = req;
  const v = baseVars(rng, q);
  const mood = sentimentOf(q, a);
  const feel = mood === 'neg' ? v.neg : v.adj;
  let recall: string;
  if (a.chosenOption)
    recall = rng.pick([
      `I went with ${describeOption(q, a.chosenOption)} mainly because it felt ${feel}.`,
      `${cap(describeOption(q, a.chosenOption))} just felt more ${feel} to me than the rest.`,
    ]);
  else if (q.type === 'rating' && a.score !== undefined) recall = `I gave it ${scoreText(q, a.score)} because overall it felt ${feel}.`;
  else if (a.selectedOptions?.length) recall = `I only picked ${listOf(a.selectedOptions.map((id) => describeOption(q, id)))} because those are what I'd actually use.`;
  else recall = `My main impression was that it felt ${feel}.`;

  const f = req.followup.toLowerCase();
  // A second word, so the reply does not repeat the one the recall used.
  const also = rng.pick((mood === 'neg' ? P.NEGATIVES : P.ADJECTIVES).filter((w) => w !== feel));
  let reply: string;
  if (/\b(price|pay|cost|expensive|cheap|afford|worth)/.test(f)) reply = rng.pick(P.FOLLOWUP_PRICE);
  else if (/\b(change|improve|better|different|missing|add|fix)/.test(f)) reply = rng.pick(P.FOLLOWUP_CHANGE);
  else if (/\b(would you|recommend|buy|purchase|use it|try)\b/.test(f)) reply = rng.pick(mood === 'neg' ? P.FOLLOWUP_NO : P.FOLLOWUP_YES);
  else
    reply = rng.pick([
      `Mostly it was about first impressions; it came across as ${also}.`,
      `It's hard to pin down, but it also felt ${also} to me.`,
      'It was mostly a gut feeling, but a fairly strong one.',
    ]);

  if (rng.chance(0.25)) return reply;
  const first = rng.chance(0.6) ? `${rng.pick(P.FOLLOWUP_LEADS)} ${decap(recall)}` : recall;
  return `${first} ${reply}`;
}
