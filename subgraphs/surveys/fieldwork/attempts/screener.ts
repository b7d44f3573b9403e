import type { RespondentTrait } from '../../answers';
import { listTraits } from '../../traits/traits.service';
import type { ScreenerAnswer } from './attempt.entity';

/** One screener question: a trait category and every value the country's catalogue has for it. */
export interface ScreenerQuestion {
  category: string;
  values: { permalink: string; label: string }[];
}

/** "Age: 25-34" → "25-34". */
const valueLabel = (traitName: string) => traitName.slice(traitName.indexOf(': ') + 2);

interface ScreenedSurvey {
  country: string;
  targeting: readonly string[];
  reporting: readonly string[];
}

/**
 * What the screener asks: every category the survey targets (to screen people out) and every
 * reporting category (so results break down by it), in catalogue order. Empty when the survey
 * neither targets nor reports.
 */
export function screenerFor(survey: ScreenedSurvey): ScreenerQuestion[] {
  const targeting = listTraits(survey.country, 'targeting');
  const targeted = new Set(targeting.filter((t) => survey.targeting.includes(t.permalink)).map((t) => t.category));
  const reportingNames = new Set(
    listTraits(survey.country, 'reporting')
      .filter((t) => survey.reporting.includes(t.permalink))
      .map((t) => t.traitName),
  );
  const out = new Map<string, ScreenerQuestion>();
  for (const t of targeting) {
    if (!targeted.has(t.category) && !reportingNames.has(t.category)) continue;
    const q = out.get(t.category) ?? { category: t.category, values: [] };
    q.values.push({ permalink: t.permalink, label: valueLabel(t.traitName) });
    out.set(t.category, q);
  }
  return [...out.values()];
}

export type ScreenResult = { eligible: true; traits: RespondentTrait[] } | { eligible: false };

/**
 * Checks screener answers: one value of each asked category, each a value that category has
 * (else null: the form was not answered). Someone whose value in a targeted category is not a
 * targeted one is not eligible (targeting ORs within a category and ANDs across categories).
 * The eligible get the survey's reporting traits, in the survey's reporting order.
 */
export function screen(survey: ScreenedSurvey, answers: readonly ScreenerAnswer[]): ScreenResult | null {
  const questions = screenerFor(survey);
  const chosen = new Map<string, string>();
  for (const q of questions) {
    const picked = answers.filter((a) => a.category === q.category);
    if (picked.length !== 1 || !q.values.some((v) => v.permalink === picked[0].value)) return null;
    chosen.set(q.category, picked[0].value);
  }
  if (answers.length !== questions.length) return null;
  const targeting = listTraits(survey.country, 'targeting');
  for (const q of questions) {
    const targetedHere = targeting.filter((t) => t.category === q.category && survey.targeting.includes(t.permalink)).map((t) => t.permalink);
    if (targetedHere.length && !targetedHere.includes(chosen.get(q.category)!)) return { eligible: false };
  }
  const byName = new Map(listTraits(survey.country, 'reporting').map((t) => [t.permalink, t.traitName]));
  const labelOf = new Map(targeting.map((t) => [t.permalink, valueLabel(t.traitName)]));
  const traits: RespondentTrait[] = [];
  for (const permalink of survey.reporting) {
    const category = byName.get(permalink);
    const value = category === undefined ? undefined : chosen.get(category);
    if (category !== undefined && value !== undefined) traits.push({ trait: category, value: labelOf.get(value)! });
  }
  return { eligible: true, traits };
}

/**
 * Quotas (docs/decisions.md "Respondent app"): each targeted value of a category may fill an even
 * share of the sample, rounded up, so one value cannot crowd out the others. Returns the targeted
 * values the person holds, each with its quota.
 */
export function quotasOf(survey: ScreenedSurvey & { sampleSize: number }, answers: readonly ScreenerAnswer[]): { category: string; value: string; quota: number }[] {
  const targeting = listTraits(survey.country, 'targeting').filter((t) => survey.targeting.includes(t.permalink));
  const out: { category: string; value: string; quota: number }[] = [];
  for (const a of answers) {
    const inCategory = targeting.filter((t) => t.category === a.category);
    if (inCategory.some((t) => t.permalink === a.value)) out.push({ category: a.category, value: a.value, quota: Math.ceil(survey.sampleSize / inCategory.length) });
  }
  return out;
}
