import { Int32 } from '../../int32';
import { Type } from '@sinclair/typebox';

const HttpsUrl = Type.String({ maxLength: 2048, pattern: '^https://' });
// Shape only, as v2's: the surveys domain takes https URLs, and our own hosted media's URLs even on http:// (development; isMediaUrlAllowed).
const MediaUrl = Type.String({ maxLength: 2048, pattern: '^https?://', description: 'An https URL, or a URL from media upload or generation (http:// only in development).' });
const TEMPLATE_ID_PATTERN = '^cmb_[a-z0-9]{24}$';

/** An option sent with a template: the same fields as `questions[].options[]` of POST /v1/surveys. */
export const TemplateOptionBody = Type.Object(
  {
    value: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Text of a text option; label of any other.' })),
    mediaUrl: Type.Optional(MediaUrl),
    asin: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{10}$', description: 'Amazon Standard Identification Number: a product option.' })),
    imageSet: Type.Optional(Type.Array(MediaUrl, { maxItems: 10 })),
    mockup: Type.Optional(
      Type.Object(
        {
          image: HttpsUrl,
          title: Type.Optional(Type.String({ maxLength: 500 })),
          currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
          numRatings: Type.Optional(Int32({ minimum: 0 })),
          reviewScore: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
          rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
          reviews: Type.Optional(Int32({ minimum: 0 })),
          price: Type.Optional(Type.Number({ minimum: 0 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);

/**
 * `template` of POST /v1/surveys (docs/decisions.md, Templates): an id from GET /v1/templates, the
 * values of its blanks, and the options of its question. The survey's `sampleSize` and `country`
 * stay top-level body fields and are checked against the template's limits too. Counts, option
 * kinds and blank names are deliberately not limited here: the domain checks them against the
 * template and answers 422 with every violation at once.
 */
export const TemplateRequest = Type.Object(
  {
    id: Type.String({ pattern: TEMPLATE_ID_PATTERN, description: 'A template id from GET /v1/templates.' }),
    blanks: Type.Optional(
      Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2048 }), {
        maxProperties: 50,
        description: 'Blank name → value, e.g. {"product_name": "Nova"}; every blank of the template is required.',
      }),
    ),
    options: Type.Optional(Type.Array(TemplateOptionBody, { maxItems: 20, description: 'The options of the template’s question.' })),
  },
  { additionalProperties: false, title: 'TemplateRequest' },
);

export const TemplateConstraints = Type.Object(
  {
    questionTypes: Type.Array(Type.String(), { description: 'e.g. head_to_head' }),
    optionTypes: Type.Array(Type.String(), { description: 'Option kinds: text, image, imageSet, mockup, product.' }),
    optionCount: Type.Object({ min: Type.Integer(), max: Type.Integer() }, { additionalProperties: false }),
    sampleSizes: Type.Array(Type.String()),
    defaultSampleSize: Type.String(),
    countries: Type.Array(Type.String()),
    defaultCountry: Type.String(),
  },
  { additionalProperties: false, title: 'TemplateConstraints' },
);

export const TemplateBlank = Type.Object({ name: Type.String(), placeholder: Type.String() }, { additionalProperties: false, title: 'TemplateBlank' });

/** `template` of the v1 survey resource (spec): id, name, constraints. */
export const SurveyTemplate = Type.Object(
  { id: Type.String({ pattern: TEMPLATE_ID_PATTERN }), name: Type.String(), constraints: TemplateConstraints },
  { additionalProperties: false, title: 'SurveyTemplate' },
);

export const Template = Type.Object(
  {
    id: Type.String({ pattern: TEMPLATE_ID_PATTERN }),
    name: Type.String(),
    description: Type.String(),
    constraints: TemplateConstraints,
    blanks: Type.Array(TemplateBlank, { description: 'Referenced in the question as {{name}}; send each in template.blanks.' }),
  },
  { additionalProperties: false, title: 'Template' },
);

export const TemplateList = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ templates: Type.Array(Template) }, { additionalProperties: false }) },
  { additionalProperties: false, title: 'TemplateList' },
);

/** One entry of `violations` in a 422 (spec: v1 errors). */
export const TemplateViolation = Type.Object(
  {
    code: Type.String({ enum: ['blank_missing', 'blank_unknown', 'blank_invalid', 'option_count', 'option_type', 'option_invalid', 'sample_size', 'country'] }),
    param: Type.String(),
    message: Type.String(),
    allowed: Type.Unknown({ description: 'A list of allowed values, {min, max} for option_count, a placeholder or a description.' }),
    received: Type.Unknown(),
  },
  { additionalProperties: false, title: 'TemplateViolation' },
);
