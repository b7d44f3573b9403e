import { containsPhrase, sameWord, wordsOf } from './words';

/**
 * The figures of issue 43, for one question and pooled over questions. Words are compared as
 * words.ts reads them: lower-cased and lemmatised by wink-nlp, a word matching another when
 * their lemmas, their Porter stems or their written forms are equal ("Colours" = color,
 * "standing" = "stands", "calm" = "calming").
 *
 * - A theme label **names** a reason when it contains, as consecutive words, the reason's label
 *   or one of its synonyms ("easy to read logo" names `legible`, whose label is "easy to read";
 *   "read" does not). A label may name more than one reason.
 * - **Theme precision**: themes whose label names a reason of the question / themes.
 * - **Recall of recurring reasons**: a reason is recurring when at least three explanations of the
 *   half are labelled with it; recalled when some theme's label names it. Recalled / recurring.
 * - **Option/prompt-word share**: themes whose label has words other than stop words, every one of
 *   them a word of the prompt or of an option's label (likert: the statement) / themes. Target 0.
 * - **Top reason in top three**: the half's most frequent reason (by its labels; when several tie,
 *   any of them) is named by one of the first three themes. No themes: no.
 * - **Coverage** (for reading, not scored): the engine reports how many explanations a theme
 *   covers, not which; an explanation is taken as covered when it contains the theme's label or
 *   one of its phrases by the same rule, and the reasons of those explanations are counted.
 *
 * Pooled figures add numerators and denominators over questions (a question with more themes
 * weighs more), as the existing fixture spec does.
 */

export interface Reason {
  id: string;
  label: string;
  synonyms: string[];
}

export interface LabelledExplanation {
  text: string;
  /** Reason ids a person labelled it with; [] when it gives none. */
  reasons: string[];
}

/** A theme as the engine reported it. */
export interface ThemeSeen {
  label: string;
  count: number;
  phrases: string[];
}

export interface ThemeScore {
  label: string;
  count: number;
  /** Reason ids the label names; [] when it names none. */
  names: string[];
  /** Whether the label is only words of the prompt and the options. */
  topicOnly: boolean;
  /** Explanations taken as covered (see coverage above), and their reasons' counts ("" for none). */
  covered: number;
  coveredReasons: Record<string, number>;
}

export interface QuestionScore {
  themes: ThemeScore[];
  /** Themes that name a reason. */
  naming: number;
  /** Themes that are only prompt and option words. */
  topicOnly: number;
  /** Explanations per reason id in the half, most frequent first. */
  counts: [string, number][];
  recurring: string[];
  recalled: string[];
  /** The half's most frequent reasons (several when tied). */
  top: string[];
  topInTopThree: boolean;
}

export interface Pooled {
  questions: number;
  themes: number;
  naming: number;
  recurring: number;
  recalled: number;
  topicOnly: number;
  topInTopThree: number;
  precision: number | null;
  recall: number | null;
  topicShare: number | null;
}

/** Explanations a reason needs in the half to be recurring. */
export const RECURRING = 3;
/** The themes a customer reads first (the summary's first sentence names three). */
const FIRST_THEMES = 3;

/** Reason ids whose label or one of whose synonyms the theme label contains. */
export function reasonsNamed(label: string, reasons: Reason[]): string[] {
  return reasons.filter((r) => [r.label, ...r.synonyms].some((s) => containsPhrase(label, s))).map((r) => r.id);
}

/** Whether every word of the label other than stop words is a word of one of the topic texts (the prompt, the options' labels); false when it has no such word. */
export function onlyTopicWords(label: string, topic: string[]): boolean {
  const content = wordsOf(label).filter((w) => !w.stop);
  if (!content.length) return false;
  const known = topic.flatMap(wordsOf);
  return content.every((w) => known.some((k) => sameWord(k, w)));
}

/** Explanations per reason, most frequent first, then by id. */
export function reasonCounts(explanations: LabelledExplanation[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const e of explanations) for (const r of new Set(e.reasons)) counts.set(r, (counts.get(r) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** The explanations (indexes) containing the theme's label or one of its phrases. */
export function covered(theme: ThemeSeen, explanations: LabelledExplanation[]): number[] {
  const phrases = [...new Set([theme.label, ...theme.phrases])];
  return explanations.flatMap((e, i) => (phrases.some((p) => containsPhrase(e.text, p)) ? [i] : []));
}

export function scoreQuestion(input: { reasons: Reason[]; topic: string[]; explanations: LabelledExplanation[]; themes: ThemeSeen[] }): QuestionScore {
  const { reasons, topic, explanations } = input;
  const themes = input.themes.map((t): ThemeScore => {
    const members = covered(t, explanations);
    const coveredReasons: Record<string, number> = {};
    for (const i of members) {
      for (const r of explanations[i].reasons.length ? explanations[i].reasons : ['']) coveredReasons[r] = (coveredReasons[r] ?? 0) + 1;
    }
    return { label: t.label, count: t.count, names: reasonsNamed(t.label, reasons), topicOnly: onlyTopicWords(t.label, topic), covered: members.length, coveredReasons };
  });
  const counts = reasonCounts(explanations);
  const recurring = counts.filter(([, n]) => n >= RECURRING).map(([id]) => id);
  const named = new Set(themes.flatMap((t) => t.names));
  const most = counts.length ? counts[0][1] : 0;
  const top = counts.filter(([, n]) => n === most && n > 0).map(([id]) => id);
  const firstNamed = new Set(themes.slice(0, FIRST_THEMES).flatMap((t) => t.names));
  return {
    themes,
    naming: themes.filter((t) => t.names.length > 0).length,
    topicOnly: themes.filter((t) => t.topicOnly).length,
    counts,
    recurring,
    recalled: recurring.filter((id) => named.has(id)),
    top,
    topInTopThree: top.some((id) => firstNamed.has(id)),
  };
}

export function pool(scores: QuestionScore[]): Pooled {
  const sum = (f: (s: QuestionScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const ratio = (a: number, b: number) => (b ? a / b : null);
  const themes = sum((s) => s.themes.length);
  const naming = sum((s) => s.naming);
  const recurring = sum((s) => s.recurring.length);
  const recalled = sum((s) => s.recalled.length);
  const topicOnly = sum((s) => s.topicOnly);
  return {
    questions: scores.length,
    themes,
    naming,
    recurring,
    recalled,
    topicOnly,
    topInTopThree: scores.filter((s) => s.topInTopThree).length,
    precision: ratio(naming, themes),
    recall: ratio(recalled, recurring),
    topicShare: ratio(topicOnly, themes),
  };
}
