import { SurveysError } from '../surveys.errors';
import { findUnknownTraits, normalizeCountry, type TraitKind } from '../traits/traits.service';

/**
 * Refuses a survey whose country has no trait catalogue (400 on `country`) or that names a
 * targeting or reporting permalink unknown in its country (422 on `targeting[i]`/`reporting[i]`,
 * every unknown permalink listed in `extra.unknown`).
 */
export function assertTraitsAvailable(country: string, targeting: string[], reporting: string[]): void {
  normalizeCountry(country);
  for (const [kind, list] of [
    ['targeting', targeting],
    ['reporting', reporting],
  ] as [TraitKind, string[]][]) {
    const unknown = findUnknownTraits(country, kind, list);
    if (unknown.length) {
      throw new SurveysError(
        'trait_unavailable',
        `${kind === 'targeting' ? 'Targeting' : 'Reporting'} trait "${unknown[0]}" is not available in ${country}; see GET /v2/traits?country=${country}&kind=${kind}.`,
        `${kind}[${list.indexOf(unknown[0])}]`,
        { unknown },
      );
    }
  }
}
