import type { Static } from '@sinclair/typebox';
import type { TraitsQuery } from '../../../../graph-client/generated';
import type { Trait, TraitList } from './schemas';

export function serializeTrait(t: TraitsQuery['traits'][number]): Static<typeof Trait> {
  return {
    object: 'trait',
    permalink: t.permalink,
    name: t.name,
    category: t.category,
    kind: t.kind.toLowerCase(),
    country: t.country,
  };
}

/** The whole catalogue in one list envelope (not paged: it is small and bounded). */
export function serializeTraitList(traits: TraitsQuery['traits']): Static<typeof TraitList> {
  return { object: 'list', data: traits.map(serializeTrait), hasMore: false, nextCursor: null };
}
