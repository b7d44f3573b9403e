import type { Static } from '@sinclair/typebox';
import type { Trait } from './schemas';

export interface TraitNode {
  traitName: string;
  permalink: string;
  category: string;
  kind: 'TARGETING' | 'REPORTING';
  country: string;
}

export function serializeTrait(t: TraitNode): Static<typeof Trait> {
  return { trait_name: t.traitName, permalink: t.permalink };
}
