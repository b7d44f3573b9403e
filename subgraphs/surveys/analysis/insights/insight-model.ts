import { z } from 'zod';
import { config, type Config } from '../../../../platform/config';
import { guardedRequest, outboundPolicy, type OutboundPolicy } from '../../../../platform/http/guarded-fetch';
import type { InsightQuestion, InsightResponse, QuestionInsight } from './insights';

/**
 * The insight's optional language model (issue 43; docs/decisions.md, "An insight written by a
 * model"): an OpenAI-compatible chat API writes the summary and relabels the themes the offline
 * engine found. It is sent the question, its explanations and the engine's counts, nothing else
 * (no ids, no team, no respondent data), and changes no count: themes, their explanations,
 * quotes and sentiment stay the engine's. Any failure keeps the offline insight.
 */

export interface InsightModel {
  /** The model's name, as the insight's `method` reports it. */
  model: string;
  /** The insight with the model's summary and labels; rejects on any failure (the caller keeps the offline one). */
  rewrite(question: InsightQuestion, responses: InsightResponse[], insight: QuestionInsight): Promise<QuestionInsight>;
}

/** Explanations sent per question at most (the first by response id, as the engine reads them), and characters of each. */
export const MODEL_EXPLANATIONS = 200;
export const MODEL_TEXT_CHARS = 400;
const MAX_SUMMARY = 700;
const MAX_LABEL = 60;

export const SYSTEM_PROMPT = [
  'You summarise why survey respondents answered as they did, for the customer who ran the survey.',
  "You are given the question, its options, the respondents' explanations (numbered, each with the answer given),",
  'and the reasons ("themes") a counting engine found, each with how many explanations give it and the words it was found by.',
  'Reply with one JSON object: {"summary": string, "themes": [{"n": number, "label": string}]}.',
  'summary: two or three plain sentences naming the main reasons as a person would, per option where it helps;',
  'use only the counts you were given; never present a single word with a count as a reason; no markdown.',
  'themes: every theme you were given, by its n, with a short label (2 to 6 words) that says the reason as a respondent would;',
  'a label is never just the name of an option or words of the question.',
].join(' ');

const Reply = z.object({
  summary: z.string().trim().min(1).max(MAX_SUMMARY),
  themes: z.array(z.object({ n: z.number().int().min(1), label: z.string().trim().min(1).max(MAX_LABEL) })),
});

/** What is sent for one question: its wording, the explanations and the engine's counts. */
export function modelInput(question: InsightQuestion, responses: InsightResponse[], insight: QuestionInsight): string {
  const optionLabel = (id: string) => question.options.find((o) => o.id === id)?.label ?? 'an option';
  const answerOf = (r: InsightResponse) => (r.score !== null ? `score ${r.score}` : r.chosen.length ? r.chosen.map(optionLabel).join(', ') : 'no choice');
  const read = responses.filter((r) => r.text.trim() !== '').slice(0, MODEL_EXPLANATIONS);
  return JSON.stringify({
    question: { type: question.type, prompt: question.prompt, options: question.options.map((o) => o.label ?? '') },
    explanations: read.map((r, i) => ({ n: i + 1, answer: answerOf(r), text: r.text.slice(0, MODEL_TEXT_CHARS) })),
    explanationsInAll: insight.responses,
    themes: insight.themes.map((t, i) => ({ n: i + 1, count: t.count, words: t.phrases })),
    perOption: insight.perOption.map((o) => ({ option: optionLabel(o.optionId), chosenBy: o.chosenBy })),
  });
}

/** The insight with the model's answer applied, or an Error saying why the answer cannot be used. */
export function applyReply(insight: QuestionInsight, content: string, model: string): QuestionInsight | Error {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return new Error('the model did not answer JSON');
  }
  const reply = Reply.safeParse(parsed);
  if (!reply.success) return new Error(`the model's answer has another shape: ${reply.error.issues[0]?.message ?? 'invalid'}`);
  const labels = new Map(reply.data.themes.map((t) => [t.n, t.label.replace(/\s+/g, ' ')]));
  if (labels.size !== insight.themes.length || insight.themes.some((_, i) => !labels.has(i + 1))) {
    return new Error(`the model labelled ${labels.size} themes of ${insight.themes.length}`);
  }
  const renamed = new Map(insight.themes.map((t, i) => [t.label, labels.get(i + 1)!]));
  const rename = <T extends { label: string }>(x: T): T => ({ ...x, label: renamed.get(x.label) ?? x.label });
  return {
    ...insight,
    summary: reply.data.summary.replace(/\s+/g, ' '),
    themes: insight.themes.map(rename),
    perOption: insight.perOption.map((o) => ({ ...o, for: o.for.map(rename), against: o.against.map(rename) })),
    method: `${insight.method}; summary and theme labels by ${model}`,
  };
}

export interface InsightModelOptions {
  /** INSIGHT_API_URL: the API's base; requests go to `<base>/v1/chat/completions`. */
  baseUrl: string;
  /** INSIGHT_API_KEY, sent as a bearer token and nowhere else. */
  apiKey: string;
  model: string;
  timeoutMs: number;
  policy: OutboundPolicy;
}

export function openAiInsightModel(o: InsightModelOptions): InsightModel {
  const endpoint = `${o.baseUrl.replace(/\/+$/, '')}/v1/chat/completions`;
  return {
    model: o.model,
    async rewrite(question, responses, insight) {
      if (!insight.themes.length) return insight;
      const res = await guardedRequest(
        endpoint,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${o.apiKey}`, 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'SurveyFeedbackService-Insights/1.0' },
          body: JSON.stringify({
            model: o.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: modelInput(question, responses, insight) },
            ],
          }),
          timeoutMs: o.timeoutMs,
          maxBodyBytes: 1024 * 1024,
          onTooLarge: 'fail',
        },
        o.policy,
      );
      // The provider's body is not repeated: it may echo what was sent.
      if (res.status < 200 || res.status >= 300) throw new Error(`the insight model answered HTTP ${res.status}`);
      let content: unknown;
      try {
        content = (JSON.parse(res.body.toString('utf8')) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        throw new Error('the insight model did not answer JSON');
      }
      if (typeof content !== 'string') throw new Error('the insight model sent no message');
      const applied = applyReply(insight, content, o.model);
      if (applied instanceof Error) throw applied;
      return applied;
    },
  };
}

/** The configured model, or null (the default: the offline engine alone). */
export function insightModelFromConfig(c: Config = config()): InsightModel | null {
  if (!c.INSIGHT_API_URL || !c.INSIGHT_API_KEY) return null;
  return openAiInsightModel({ baseUrl: c.INSIGHT_API_URL, apiKey: c.INSIGHT_API_KEY, model: c.INSIGHT_API_MODEL, timeoutMs: c.INSIGHT_API_TIMEOUT_MS, policy: outboundPolicy(c) });
}
