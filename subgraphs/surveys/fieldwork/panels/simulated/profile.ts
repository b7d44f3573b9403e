import type { RespondentTrait } from '../../../answers';
import { listTraits } from '../../../traits/traits.service';
import type { Rng } from './rng';

/** A simulated person: one value per targeting category, e.g. "Age" → "25-34", "Parent" → "Has children under 18". */
export type Profile = ReadonlyMap<string, string>;

/** "Age: 25-34" → "25-34". */
const valueOf = (traitName: string) => traitName.slice(traitName.indexOf(': ') + 2);

/**
 * Draws a person who matches the survey's targeting: in a targeted category the value is one of
 * the targeted ones (targeting ORs within a category, ANDs across), elsewhere any value. Values
 * are uniform; the panel does not try to mirror census shares.
 */
export function drawProfile(rng: Rng, country: string, targeting: readonly string[]): Profile {
  const profile = new Map<string, string>();
  for (const [category, values] of candidatesFor(country, targeting)) profile.set(category, rng.pick(values));
  return profile;
}

/**
 * Per category, the values a person may have under the targeting, in catalogue order. The same
 * for every respondent of a survey, so kept per (country, targeting) rather than rebuilt per draw.
 */
const candidates = new Map<string, [category: string, values: string[]][]>();
const CANDIDATES_MAX = 1000;

function candidatesFor(country: string, targeting: readonly string[]): [string, string[]][] {
  const key = `${country}\u0000${targeting.join('\u0000')}`;
  let found = candidates.get(key);
  if (!found) {
    const targeted = new Set(targeting);
    const byCategory = new Map<string, { value: string; targeted: boolean }[]>();
    for (const t of listTraits(country, 'targeting')) {
      const values = byCategory.get(t.category) ?? [];
      values.push({ value: valueOf(t.traitName), targeted: targeted.has(t.permalink) });
      byCategory.set(t.category, values);
    }
    found = [...byCategory].map(([category, values]) => {
      const hits = values.filter((v) => v.targeted);
      return [category, (hits.length ? hits : values).map((v) => v.value)];
    });
    if (candidates.size >= CANDIDATES_MAX) candidates.clear();
    candidates.set(key, found);
  }
  return found;
}

/** The survey's reporting traits for the person, in the survey's order ({trait: "Age", value: "25-34"}). */
export function reportingTraits(country: string, reporting: readonly string[], profile: Profile): RespondentTrait[] {
  // A reporting trait's name is its category (the catalogue checks every one has targeting values).
  const nameOf = new Map(listTraits(country, 'reporting').map((t) => [t.permalink, t.traitName]));
  const out: RespondentTrait[] = [];
  for (const permalink of reporting) {
    const trait = nameOf.get(permalink);
    const value = trait === undefined ? undefined : profile.get(trait);
    if (trait !== undefined && value !== undefined) out.push({ trait, value });
  }
  return out;
}
