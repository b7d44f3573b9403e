import { TraitExample, TraitListExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../string-enum';

export const TraitsQuery = Type.Object(
  {
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Respondent country (ISO 3166-1 alpha-2, any case); US when omitted.' })),
    kind: Type.Optional(StringEnum(['targeting', 'reporting'], { description: 'Only this kind; both when omitted (targeting first).' })),
  },
  { additionalProperties: false },
);

export const Trait = Type.Object(
  {
    object: Type.Literal('trait'),
    permalink: Type.String({ description: 'Stable id used in a survey’s targeting or reporting list.' }),
    name: Type.String({ description: 'Human-readable name with a category prefix, e.g. "Gender: Female"; a reporting trait is named by its category.' }),
    category: Type.String({ description: 'e.g. "Gender", "Region", "Household income".' }),
    kind: Type.String({ enum: ['targeting', 'reporting'] }),
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
  },
  { $id: 'Trait', additionalProperties: false, title: 'Trait', examples: [TraitExample] },
);

export const TraitList = Type.Object(
  {
    object: Type.Literal('list'),
    data: Type.Array(Trait),
    hasMore: Type.Boolean({ description: 'Always false: a country’s catalogue is returned whole.' }),
    nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Always null: the list is not paged.' }),
  },
  { $id: 'TraitList', additionalProperties: false, title: 'TraitList', examples: [TraitListExample] },
);
