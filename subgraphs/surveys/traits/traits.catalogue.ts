import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const TRAIT_KINDS = ['targeting', 'reporting'] as const;
export type TraitKind = (typeof TRAIT_KINDS)[number];

/** One trait of the catalogue, as the service hands it out. */
export interface Trait {
  /** Human-readable, with a category prefix: "Gender: Female"; a reporting trait is the category itself. */
  traitName: string;
  /** Stable public id (docs/decisions.md, Traits): "gender-female", "region-us-california". */
  permalink: string;
  /** "Gender", "Household income", … */
  category: string;
  kind: TraitKind;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export type Catalogue = ReadonlyMap<string, Readonly<Record<TraitKind, readonly Trait[]>>>;

/** Categories whose values differ by country; their permalinks carry the country: region-us-…, household-income-us-…. */
export const COUNTRY_SPECIFIC_CATEGORIES: readonly string[] = ['Region', 'Household income'];

/** Every list is served whole (no paging on v2), so it stays bounded. */
export const MAX_TRAITS_PER_LIST = 100;

const PERMALINK = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Lower-case ASCII slug: diacritics and apostrophes dropped, other runs of non-alphanumerics become "-". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const TraitRow = z.strictObject({ trait_name: z.string().min(1), permalink: z.string().regex(PERMALINK, 'not a lower-case slug') });

const CountryFile = z
  .strictObject({
    country: z.string().regex(/^[A-Z]{2}$/, 'not an upper-case ISO 3166-1 alpha-2 code'),
    countryName: z.string().min(1),
    targeting: z.array(TraitRow).min(1).max(MAX_TRAITS_PER_LIST),
    reporting: z.array(TraitRow).min(1).max(MAX_TRAITS_PER_LIST),
  })
  .superRefine((file, ctx) => {
    const issue = (where: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: where, message });
    const cc = file.country.toLowerCase();
    for (const kind of TRAIT_KINDS) {
      const seen = new Set<string>();
      const names = new Set<string>();
      file[kind].forEach((row, i) => {
        if (seen.has(row.permalink)) issue([kind, i, 'permalink'], `duplicate permalink ${row.permalink}`);
        if (names.has(row.trait_name)) issue([kind, i, 'trait_name'], `duplicate trait_name ${row.trait_name}`);
        seen.add(row.permalink);
        names.add(row.trait_name);
      });
    }
    file.targeting.forEach((row, i) => {
      const category = categoryOf(row.trait_name);
      if (!category) return issue(['targeting', i, 'trait_name'], `"${row.trait_name}" has no "Category: value" form`);
      const prefix = COUNTRY_SPECIFIC_CATEGORIES.includes(category) ? `${slugify(category)}-${cc}-` : `${slugify(category)}-`;
      if (!row.permalink.startsWith(prefix)) issue(['targeting', i, 'permalink'], `${row.permalink} must start with ${prefix}`);
    });
    const targetingCategories = new Set(file.targeting.map((r) => categoryOf(r.trait_name)));
    file.reporting.forEach((row, i) => {
      if (row.permalink !== slugify(row.trait_name)) issue(['reporting', i, 'permalink'], `${row.permalink} must be ${slugify(row.trait_name)}`);
      if (!targetingCategories.has(row.trait_name)) issue(['reporting', i, 'trait_name'], `no targeting traits in category ${row.trait_name}`);
    });
  });

/** "Gender: Female" → "Gender"; null without a category prefix. */
function categoryOf(traitName: string): string | null {
  const m = /^([^:]+): \S/.exec(traitName);
  return m ? m[1] : null;
}

/**
 * Validates the country files (file name → parsed JSON) into the catalogue. Throws with every
 * problem found: bad shape, duplicates within a country and kind, permalinks that break the
 * rules, and a shared permalink naming different traits in different countries.
 */
export function parseCatalogue(files: Record<string, unknown>): Catalogue {
  const problems: string[] = [];
  const catalogue = new Map<string, Record<TraitKind, Trait[]>>();
  const nameOfShared = new Map<string, { name: string; country: string }>();
  for (const [file, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = CountryFile.safeParse(json);
    if (!parsed.success) {
      for (const i of parsed.error.issues) problems.push(`${file}: ${i.path.join('.')}: ${i.message}`);
      continue;
    }
    const { country } = parsed.data;
    if (file !== `${country.toLowerCase()}.json`) problems.push(`${file}: holds country ${country}; name it ${country.toLowerCase()}.json`);
    const lists = {} as Record<TraitKind, Trait[]>;
    for (const kind of TRAIT_KINDS) {
      lists[kind] = parsed.data[kind].map((row) => ({
        traitName: row.trait_name,
        permalink: row.permalink,
        category: kind === 'reporting' ? row.trait_name : categoryOf(row.trait_name)!,
        kind,
        country,
      }));
    }
    for (const t of [...lists.targeting, ...lists.reporting]) {
      const key = `${t.kind}:${t.permalink}`;
      const first = nameOfShared.get(key);
      if (!first) nameOfShared.set(key, { name: t.traitName, country });
      else if (first.name !== t.traitName) problems.push(`${file}: ${t.permalink} is "${t.traitName}" here but "${first.name}" in ${first.country}`);
    }
    catalogue.set(country, lists);
  }
  if (problems.length) throw new Error(`invalid trait catalogue:\n${problems.join('\n')}`);
  return catalogue;
}

/** Reads and validates every data/<cc>.json file. */
export function loadCatalogue(dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data')): Catalogue {
  const files: Record<string, unknown> = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) files[f] = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  return parseCatalogue(files);
}
