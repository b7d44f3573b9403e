import { describe, expect, it } from 'vitest';
import type { AnswerQuestion } from '../../answers';
import { createSimulatedPanel, type PanelSurvey } from '../../fieldwork';
import { englishAnalyser } from './english';
import { computeInsight, type InsightResponse } from './insights';

/**
 * The engine on what test mode shows clients: the simulated panel's explanations of a
 * head-to-head question, 100 respondents drawn the way collection draws them.
 */
const H2H: AnswerQuestion = {
  id: 'q-h2h',
  type: 'head_to_head',
  variant: null,
  prompt: 'Which packaging design would you pick up first?',
  context: null,
  likertScale: null,
  options: [
    { id: 'opt-a', kind: 'text', label: 'Kraft paper bag', mediaUrl: null },
    { id: 'opt-b', kind: 'text', label: 'Clear plastic tub', mediaUrl: null },
  ],
};
const OTHER: AnswerQuestion = { ...H2H, id: 'q-rating', type: 'rating', variant: 'score10', prompt: 'How much do you like the logo?', options: [] };
const survey: PanelSurvey = { id: 'srv-insights', country: 'US', targeting: [], reporting: ['gender', 'age'], questions: [H2H, OTHER] };

function drawResponses(n: number): InsightResponse[] {
  const panel = createSimulatedPanel('insights-seed');
  return Array.from({ length: n }, (_, seq) => {
    const sub = panel.draw(survey, seq);
    const a = sub.answers.find((x) => x.questionId === H2H.id)!;
    return { id: `resp-${seq}-${sub.panelRespondentId}`, text: a.explanation ?? '', chosen: [a.answer.chosenOption!], score: null };
  });
}

const question = { id: H2H.id, type: H2H.type, prompt: H2H.prompt, variant: null, options: H2H.options.map((o) => ({ id: o.id, label: o.label })) };

describe('insights on the simulated panel', () => {
  const responses = drawResponses(100);
  const insight = computeInsight({ question, responses, computedAt: '2026-01-01T00:00:00.000Z' }, englishAnalyser);

  it('finds themes with consistent counts, quoting real responses of the question', () => {
    const ids = new Set(responses.map((r) => r.id));
    expect(insight.responses).toBe(100);
    expect(insight.language).toBe('en');
    expect(insight.method).toBe('wink-nlp');
    expect(insight.themes.length).toBeGreaterThanOrEqual(3);
    for (const t of insight.themes) {
      expect(t.count).toBeGreaterThanOrEqual(3);
      expect(t.count).toBeLessThanOrEqual(100);
      expect(t.share).toBe(Math.round((t.count / 100) * 1000) / 1000);
      expect(t.quotes).toHaveLength(2);
      for (const id of t.quotes) expect(ids.has(id)).toBe(true);
      // The compared things' own names are not reasons.
      expect(['bag', 'tub', 'packaging', 'design']).not.toContain(t.label);
    }
    // Themes come most frequent first.
    expect(insight.themes.map((t) => t.count)).toEqual([...insight.themes.map((t) => t.count)].sort((a, b) => b - a));
  });

  it('splits the reasons by option and scores the sentiment of each option’s explanations', () => {
    const chosen = (o: string) => responses.filter((r) => r.chosen[0] === o).length;
    expect(insight.perOption.map((o) => [o.optionId, o.chosenBy])).toEqual([
      ['opt-a', chosen('opt-a')],
      ['opt-b', chosen('opt-b')],
    ]);
    for (const o of insight.perOption) {
      expect(o.for.length).toBeGreaterThan(0);
      for (const r of o.for) expect(r.count).toBeLessThanOrEqual(o.chosenBy);
      for (const r of o.against) expect(r.count).toBeLessThanOrEqual(100 - o.chosenBy);
    }
    expect(insight.sentiment!.map((s) => s.optionId)).toEqual(['opt-a', 'opt-b']);
    for (const s of insight.sentiment!) {
      expect(s.positive + s.negative + s.neutral).toBe(chosen(s.optionId));
      expect(s.score).toBeGreaterThanOrEqual(-1);
      expect(s.score).toBeLessThanOrEqual(1);
    }
    expect(insight.summary).toMatch(
      /^Across 100 explanations, the reasons given most often are .+\. Respondents who chose "(Kraft paper bag|Clear plastic tub)" \(\d+\) most often mention/,
    );
  });

  it('gives the same insight for the same answers in any order', () => {
    const shuffled = [...responses].sort((a, b) => a.text.length - b.text.length || (a.id < b.id ? 1 : -1));
    expect(computeInsight({ question, responses: shuffled, computedAt: '2026-01-01T00:00:00.000Z' }, englishAnalyser)).toEqual(insight);
  });
});
