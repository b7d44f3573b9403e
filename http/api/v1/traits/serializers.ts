import type { Static } from '@sinclair/typebox';
import type { TraitsQuery } from '../../../../graph-client/generated';
import type { Trait } from './schemas';

export function serializeTrait(t: TraitsQuery['traits'][number]): Static<typeof Trait> {
  return { trait_name: t.name, permalink: t.permalink };
}
