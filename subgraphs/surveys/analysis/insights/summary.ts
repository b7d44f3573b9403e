import type { InsightQuestion, InsightResponse, QuestionInsight } from './insights';
import { NEUTRAL_BAND } from './terms';
import { topReasons, type FoundTheme, type ThemeCount } from './themes';

/**
 * The insight's summary: two or three sentences put together from the themes and their counts
 * (extractive: every figure in it is one of the insight's own). One sentence on the reasons
 * given most often; one comparing the groups that answered differently (the two options chosen
 * most, or high and low scores); one on sentiment.
 */

export interface SummaryInput {
  question: InsightQuestion;
  insight: QuestionInsight;
  found: FoundTheme[];
  responses: InsightResponse[];
  sentiments: (number | null)[];
  minCount: number;
  /** False when the language could not be split into words (no themes were looked for). */
  themesRead: boolean;
}

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', es: 'Spanish', fr: 'French', it: 'Italian', ja: 'Japanese', und: 'undetermined-language' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a, b and c"; labels that hold commas themselves are listed with semicolons. */
function joined(parts: string[], separator = ', '): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(separator)} and ${parts[parts.length - 1]}`;
}

function list(items: ThemeCount[]): string {
  return joined(
    items.map((t) => `${t.label} (${t.count})`),
    items.some((t) => t.label.includes(',')) ? '; ' : ', ',
  );
}

/**
 * A label of more than one word: a phrase, or words said alike. A theme of one word is a word
 * that recurs, never a reason with a count (here, and on the results page).
 */
export const isReason = (label: string) => label.trim().includes(' ');

function optionName(q: InsightQuestion, optionId: string): string {
  const i = q.options.findIndex((o) => o.id === optionId);
  const label = q.options[i]?.label;
  return label ? `"${label.length > 60 ? `${label.slice(0, 59).trimEnd()}…` : label}"` : `option ${i + 1}`;
}

/** High and low score bands of a rating question: score10 7–10 and 0–4, stars5 4–5 and 1–2. */
function bands(variant: string | null): { high: [number, number]; low: [number, number] } {
  return variant === 'stars5' ? { high: [4, 5], low: [1, 2] } : { high: [7, 10], low: [0, 4] };
}

export function summarise({ question, insight, found, responses, sentiments, minCount, themesRead }: SummaryInput): string {
  const n = insight.responses;
  if (n === 0) return 'No explanations were given, so there are no reasons to read.';
  const language = LANGUAGE_NAMES[insight.language] ?? insight.language;
  const sentences: string[] = [];
  // A reason is said in words a person would use: a phrase ("hard to see") or words said alike
  // ("calm, serene and tranquil"). A lone word with a count reads as a word count, not a reason.
  const top = insight.themes
    .filter((t) => isReason(t.label))
    .slice(0, 3)
    .map((t) => ({ label: t.label, count: t.count }));
  // Lone words among the first three themes are named as words people use, without a count.
  const words = insight.themes
    .slice(0, 3)
    .filter((t) => !isReason(t.label))
    .map((t) => `"${t.label}"`);
  const alsoWords = words.length ? `; the ${words.length === 1 ? 'word' : 'words'} ${joined(words)} also ${words.length === 1 ? 'recurs' : 'recur'}` : '';
  sentences.push(
    !themesRead
      ? `${plural(n, 'explanation')} ${n === 1 ? 'was' : 'were'} counted, but themes are not extracted from ${language} text: it cannot be split into words offline.`
      : insight.themes.length === 0
        ? `${plural(n, 'explanation')} ${n === 1 ? 'was' : 'were'} read; no reason recurs in ${minCount} or more of them.`
        : top.length === 0
          ? `Across ${plural(n, 'explanation')}, no reason recurs in the same words; the words used most often are ${joined(words)}.`
          : `Across ${plural(n, 'explanation')}, the ${top.length === 1 ? 'reason given most often is' : 'reasons given most often are'} ${list(top)}${alsoWords}.`,
  );

  const groups: { name: string; size: number; reasons: ThemeCount[] }[] = [];
  if (insight.perOption.length) {
    for (const o of [...insight.perOption].sort(
      (a, b) => b.chosenBy - a.chosenBy || question.options.findIndex((x) => x.id === a.optionId) - question.options.findIndex((x) => x.id === b.optionId),
    )) {
      const reasons = o.for.filter((r) => isReason(r.label)).slice(0, 2);
      if (o.chosenBy > 0 && reasons.length) groups.push({ name: `chose ${optionName(question, o.optionId)}`, size: o.chosenBy, reasons });
    }
  } else if (question.type === 'rating') {
    const { high, low } = bands(question.variant);
    for (const [from, to] of [high, low]) {
      const members = new Set(responses.flatMap((r, i) => (r.score !== null && r.score >= from && r.score <= to ? [i] : [])));
      const reasons = topReasons(found, members, found.length)
        .filter((r) => isReason(r.label))
        .slice(0, 2);
      if (reasons.length) groups.push({ name: `scored ${from}–${to}`, size: members.size, reasons });
    }
  }
  if (groups.length >= 2) {
    const [a, b] = groups;
    sentences.push(`Respondents who ${a.name} (${a.size}) most often mention ${list(a.reasons)}; those who ${b.name} (${b.size}) mention ${list(b.reasons)}.`);
  } else if (groups.length === 1) {
    sentences.push(`Respondents who ${groups[0].name} (${groups[0].size}) most often mention ${list(groups[0].reasons)}.`);
  }

  if (insight.sentiment === null) {
    sentences.push(`Sentiment is not computed for ${language} text: no offline model for it.`);
  } else {
    const scored = insight.sentiment.filter((s) => s.positive + s.negative + s.neutral > 0);
    if (scored.length >= 2) {
      const sorted = [...scored].sort(
        (x, y) => y.score - x.score || question.options.findIndex((o) => o.id === x.optionId) - question.options.findIndex((o) => o.id === y.optionId),
      );
      const [best, worst] = [sorted[0], sorted[sorted.length - 1]];
      if (best.score !== worst.score) {
        sentences.push(`Explanations read most positive about ${optionName(question, best.optionId)} and least about ${optionName(question, worst.optionId)}.`);
      }
    } else if (insight.sentiment.length === 0) {
      const values = sentiments.map((s) => s ?? 0);
      const positive = values.filter((s) => s > NEUTRAL_BAND).length;
      const negative = values.filter((s) => s < -NEUTRAL_BAND).length;
      sentences.push(`Of the explanations, ${positive} read as positive, ${negative} as negative and ${n - positive - negative} as neutral.`);
    }
  }
  return sentences.slice(0, 3).join(' ');
}
