import { loadCatalogue, TRAIT_KINDS, type Catalogue, type Trait, type TraitKind } from './traits.catalogue';
import { TraitsError } from './traits.errors';

export { TRAIT_KINDS, type Trait, type TraitKind };

/** The country whose traits are listed when none is given (spec: v1 GET /traits/*). */
export const DEFAULT_TRAIT_COUNTRY = 'US';

// Loaded and validated once, at import: a bad data file stops the process at boot.
const CATALOGUE: Catalogue = loadCatalogue();

/** Country codes with a trait catalogue, sorted. */
export function supportedCountries(): string[] {
  return [...CATALOGUE.keys()].sort();
}

/**
 * The canonical (upper-case) code of a supported country; codes are matched case-insensitively.
 * Throws TraitsError country_unsupported otherwise.
 */
export function normalizeCountry(country?: string | null): string {
  const code = (country ?? DEFAULT_TRAIT_COUNTRY).trim().toUpperCase();
  if (CATALOGUE.has(code)) return code;
  const supported = supportedCountries();
  throw new TraitsError('country_unsupported', `Traits are not available for country "${country}". Supported countries: ${supported.join(', ')}.`, {
    param: 'country',
    extra: { supportedCountries: supported },
  });
}

/** The targeting or reporting traits of a country (default US), in catalogue order. */
export function listTraits(country: string | null | undefined, kind: TraitKind): readonly Trait[] {
  if (!TRAIT_KINDS.includes(kind)) throw new TraitsError('kind_invalid', `Trait kind must be one of ${TRAIT_KINDS.join(', ')}.`, { param: 'kind' });
  return CATALOGUE.get(normalizeCountry(country))![kind];
}

/**
 * The permalinks that are not `kind` traits of `country`, each once, in the order given; empty
 * when all are known. The survey service rejects a survey naming any of them.
 */
export function findUnknownTraits(country: string, kind: TraitKind, permalinks: readonly string[]): string[] {
  const known = new Set(listTraits(country, kind).map((t) => t.permalink));
  return [...new Set(permalinks.filter((p) => !known.has(p)))];
}
