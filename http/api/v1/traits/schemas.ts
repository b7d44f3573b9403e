import { Type } from '@sinclair/typebox';

export const TraitsQuery = Type.Object(
  {
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Two-letter respondent country code (ISO 3166-1 alpha-2, any case); US when omitted.' })),
  },
  { additionalProperties: false },
);

export const Trait = Type.Object(
  {
    trait_name: Type.String({ description: 'Human-readable name with a category prefix, e.g. "Gender: Female".' }),
    permalink: Type.String({ description: 'Stable id to put in a survey’s targeting or reporting array.' }),
  },
  { additionalProperties: false, title: 'Trait' },
);

export const TraitList = Type.Array(Trait, { title: 'TraitList' });
