import type { PanelAnswerInput } from '../../graph-client/generated';
import { Type, type Static } from '@sinclair/typebox';

/** What a question page posts: the question, the explanation, and its type's own fields (see toAnswerInput). */
export const AnswerForm = Type.Object(
  {
    questionId: Type.String({ minLength: 1, maxLength: 64 }),
    explanation: Type.Optional(Type.String({ maxLength: 4000 })),
    choice: Type.Optional(Type.String({ maxLength: 64 })),
    selected: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10 })])),
    score: Type.Optional(Type.String({ maxLength: 4 })),
    x: Type.Optional(Type.String({ maxLength: 12 })),
    y: Type.Optional(Type.String({ maxLength: 12 })),
    region: Type.Optional(Type.String({ maxLength: 20 })),
    tooCheap: Type.Optional(Type.String({ maxLength: 20 })),
    bargain: Type.Optional(Type.String({ maxLength: 20 })),
    expensive: Type.Optional(Type.String({ maxLength: 20 })),
    tooExpensive: Type.Optional(Type.String({ maxLength: 20 })),
    media: Type.Optional(Type.String({ maxLength: 2048 })),
    mediaTranscription: Type.Optional(Type.String({ maxLength: 4000 })),
    /** A video file chosen instead of recording (multipart; the bytes). */
    recording: Type.Optional(Type.Unsafe<Buffer>({})),
  },
  // rank.<option id> and statement.<option id>: one per option.
  { patternProperties: { '^(rank|statement)\\.[0-9a-f-]{36}$': Type.String({ maxLength: 4 }) }, additionalProperties: false },
);
export type AnswerForm = Static<typeof AnswerForm>;

/** The click test without a pointer: nine regions of the image, each recorded at its centre. */
export const CLICK_REGIONS = ['top left', 'top', 'top right', 'left', 'centre', 'right', 'bottom left', 'bottom', 'bottom right'] as const;

const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : Number(s.trim().replace(',', '.')));
const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const prefixed = (form: Record<string, unknown>, prefix: string) =>
  Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) && typeof v === 'string' ? [{ id: k.slice(prefix.length), value: num(v) }] : []));

/**
 * The GraphQL answer input for a posted form, by question type. Only shape is handled here;
 * the domain's answer rules judge the values (a missing choice, ranks out of order, prices).
 */
export function toAnswerInput(type: string, form: AnswerForm): PanelAnswerInput {
  const base = { questionId: form.questionId, explanation: form.explanation ?? null };
  switch (type) {
    case 'head_to_head':
    case 'single_select':
      return { ...base, chosenOption: form.choice ?? null };
    case 'multi_select':
      return { ...base, selectedOptions: list(form.selected) };
    case 'ranked':
      return { ...base, ranking: prefixed(form, 'rank.').map((r) => ({ option: r.id, rank: r.value ?? 0 })) };
    case 'likert':
      return { ...base, statements: prefixed(form, 'statement.').map((s) => ({ id: s.id, statement: '', value: s.value ?? 0 })) };
    case 'rating':
      return { ...base, score: num(form.score) ?? null };
    case 'click_test':
      return { ...base, clicks: [clickOf(form)].flatMap((c) => (c ? [{ number: 1, ...c }] : [])) };
    case 'price_sensitivity':
      return {
        ...base,
        prices: { tooCheap: num(form.tooCheap) ?? 0, bargain: num(form.bargain) ?? 0, expensive: num(form.expensive) ?? 0, tooExpensive: num(form.tooExpensive) ?? 0 },
      };
    case 'screen_recording':
      return { questionId: form.questionId, explanation: null, media: form.media ?? null, mediaTranscription: form.mediaTranscription ?? null };
    default:
      return base;
  }
}

/** A precise click (x, y in percent, from the page's script), else the centre of the chosen region. */
function clickOf(form: AnswerForm): { xCoord: number; yCoord: number } | null {
  const x = num(form.x);
  const y = num(form.y);
  if (x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y)) return { xCoord: x, yCoord: y };
  const i = CLICK_REGIONS.indexOf(form.region as (typeof CLICK_REGIONS)[number]);
  return i < 0 ? null : { xCoord: (i % 3) * 33.33 + 16.67, yCoord: Math.floor(i / 3) * 33.33 + 16.67 };
}
