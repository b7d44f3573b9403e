import type { Static } from '@sinclair/typebox';
import type { GraphTrait as TraitNode } from '../../../../graph-client/graph-types';
export type { TraitNode };
import type { Trait } from './schemas';

export function serializeTrait(t: TraitNode): Static<typeof Trait> {
  return { trait_name: t.name, permalink: t.permalink };
}
