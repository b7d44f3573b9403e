import { CostExample, CreditBalanceSummaryExample, QuestionExample, QuestionOptionExample, SurveyExample, SurveyListExample, SurveyPublishResultExample } from '../examples';
import { Int32 } from '../../int32';
import { Type } from '@sinclair/typebox';
import { LIKERT_SCALES, QUESTION_TYPES } from '../../../../subgraphs/surveys';
import { PathIdParams, prefixedId } from '../schemas';
import { ExactlyOneOf } from '../../validation-errors';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const HttpsUrl = Type.String({ maxLength: 2048, pattern: '^https://' });
// Shape only: the surveys domain takes https URLs, and our own uploads' URLs even on http:// (development; isMediaUrlAllowed).
const MediaUrl = Type.String({ maxLength: 2048, pattern: '^https?://', description: 'An https URL, or a URL from media upload (http:// only in development).' });
const OPTION_KINDS = ['text', 'image', 'imageSet', 'mockup', 'product'];

const MockupBody = Type.Object(
  {
    image: HttpsUrl,
    title: Type.Optional(Type.String({ maxLength: 500 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    price: Type.Optional(Type.Number({ minimum: 0 })),
    rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    reviews: Type.Optional(Int32({ minimum: 0 })),
    reviewScore: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    numRatings: Type.Optional(Int32({ minimum: 0 })),
  },
  { additionalProperties: false },
);
const ProductBody = Type.Object(
  {
    asin: Type.String({ pattern: '^[A-Z0-9]{10}$', description: 'Amazon Standard Identification Number' }),
    title: Type.Optional(Type.String({ maxLength: 500 })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    image: Type.Optional(HttpsUrl),
    price: Type.Optional(Type.Number({ minimum: 0 })),
    salePrice: Type.Optional(Type.Number({ minimum: 0 })),
    rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    reviews: Type.Optional(Int32({ minimum: 0 })),
    reviewScore: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
    numRatings: Type.Optional(Int32({ minimum: 0 })),
  },
  { additionalProperties: false },
);
const OptionBody = Type.Object(
  {
    kind: Type.Optional(Type.String({ enum: OPTION_KINDS, description: 'Inferred from the other fields when omitted.' })),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    mediaUrl: Type.Optional(MediaUrl),
    imageSet: Type.Optional(Type.Array(MediaUrl, { maxItems: 10 })),
    mockup: Type.Optional(MockupBody),
    product: Type.Optional(ProductBody),
  },
  { additionalProperties: false },
);
const QuestionBody = Type.Object(
  {
    type: Type.String({ enum: [...QUESTION_TYPES] }),
    variant: Type.Optional(Type.String({ maxLength: 50 })),
    prompt: Type.String({ minLength: 1, maxLength: 1000 }),
    context: Type.Optional(
      Type.Object(
        {
          type: Type.Optional(Type.String({ enum: ['text', 'image', 'video', 'url'] })),
          value: Type.Optional(Type.String({ maxLength: 2000 })),
          mediaUrl: Type.Optional(MediaUrl),
        },
        { additionalProperties: false },
      ),
    ),
    likertScale: Type.Optional(Type.String({ enum: [...LIKERT_SCALES] })),
    options: Type.Optional(Type.Array(OptionBody, { maxItems: 10 })),
  },
  { additionalProperties: false },
);

const fields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Two-letter respondent country; default US.' })),
  sampleSize: Type.Optional(Int32({ minimum: 1, description: 'Respondents wanted; default 100.' })),
  targeting: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50, description: 'Targeting trait permalinks (GET /v2/traits).' })),
  reporting: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50, description: 'Reporting trait permalinks.' })),
  surveyIntent: Type.Optional(Type.String({ maxLength: 1000 })),
  externalId: Type.Optional(Type.String({ maxLength: 1000, description: 'Your correlation key: 1 to 255 characters after trimming; set once.' })),
  isMiniPoll: Type.Optional(Type.Boolean()),
};

const TemplateBody = Type.Object(
  {
    id: Type.String({ pattern: '^cmb_[a-z0-9]{24}$', description: 'A template id (GraphQL `templates`, or GET /v1/templates).' }),
    blanks: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2048 }), { maxProperties: 50 })),
    options: Type.Optional(Type.Array(OptionBody, { maxItems: 20 })),
  },
  { additionalProperties: false },
);

/** Exactly one of questions or template. */
export const SurveyCreateBody = ExactlyOneOf(
  Type.Object(
    { ...fields, questions: Type.Optional(Type.Array(QuestionBody, { minItems: 1, maxItems: 10 })), template: Type.Optional(TemplateBody) },
    { additionalProperties: false },
  ),
  ['questions', 'template'],
  {
    description: 'A draft from your own questions, or from a template (its blanks filled, its options given): exactly one of questions or template.',
    examples: [
      {
        name: 'Oat milk can design',
        country: 'US',
        sampleSize: 100,
        targeting: ['gender-female'],
        questions: [
          {
            type: 'single_select',
            prompt: 'Which can would you pick up first?',
            options: [
              { label: 'Sunrise yellow', mediaUrl: 'https://cdn.example.com/cans/yellow.png' },
              { label: 'Forest green', mediaUrl: 'https://cdn.example.com/cans/green.png' },
            ],
          },
        ],
        externalId: 'campaign-2026-11-oat',
      },
    ],
  },
);
export const SurveyUpdateBody = Type.Object(
  { ...fields, questions: Type.Optional(Type.Array(QuestionBody, { minItems: 1, maxItems: 10 })) },
  { additionalProperties: false, examples: [{ name: 'Oat milk can design, wave 2', sampleSize: 150, reporting: ['age'] }] },
);
export const SurveyIdParams = PathIdParams('srv', 'survey');
export const SurveyListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const Discount = Type.Object(
  { type: Type.String(), code: Type.String(), description: Type.String(), percentOff: Type.Number(), amount: Type.Number(), credits: Type.Number() },
  { additionalProperties: false },
);
export const Cost = Type.Object(
  { amount: Type.Number({ description: 'USD if paid wholly by card' }), credits: Type.Number(), discounts: Type.Array(Discount), quotedAt: Type.String({ format: 'date-time' }) },
  { $id: 'Cost', additionalProperties: false, title: 'Cost', examples: [CostExample] },
);
export const CreditBalanceSummary = Type.Object(
  { object: Type.Literal('credit_balance'), credits: Type.Number(), amount: Type.Number(), currency: Type.String(), coversCost: Type.Boolean() },
  { $id: 'CreditBalanceSummary', additionalProperties: false, title: 'CreditBalanceSummary', examples: [CreditBalanceSummaryExample] },
);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
/** A product option as stored: what the request gave, null for the rest. */
const OptionProduct = Type.Object(
  {
    asin: Type.String(),
    title: Nullable(Type.String()),
    currency: Nullable(Type.String()),
    image: Nullable(Type.String()),
    price: NullableNumber,
    salePrice: NullableNumber,
    rating: NullableNumber,
    reviews: NullableNumber,
    reviewScore: NullableNumber,
    numRatings: NullableNumber,
  },
  { additionalProperties: false },
);
export const QuestionOption = Type.Object(
  {
    object: Type.Literal('option'),
    id: prefixedId('opt'),
    kind: Type.String({ enum: OPTION_KINDS }),
    label: Nullable(Type.String()),
    mediaUrl: Nullable(Type.String()),
    imageSet: Type.Array(Type.String()),
    mockup: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
    product: Type.Union([OptionProduct, Type.Null()]),
  },
  { $id: 'QuestionOption', additionalProperties: false, title: 'QuestionOption', examples: [QuestionOptionExample] },
);
export const Question = Type.Object(
  {
    object: Type.Literal('question'),
    id: prefixedId('qst'),
    type: Type.String({ enum: [...QUESTION_TYPES] }),
    variant: Nullable(Type.String()),
    prompt: Type.String(),
    context: Type.Union([Type.Object({ type: Type.String(), value: Nullable(Type.String()), mediaUrl: Nullable(Type.String()) }, { additionalProperties: false }), Type.Null()]),
    likertScale: Nullable(Type.String()),
    options: Type.Array(QuestionOption),
  },
  { $id: 'Question', additionalProperties: false, title: 'Question', examples: [QuestionExample] },
);
export const Survey = Type.Object(
  {
    object: Type.Literal('survey'),
    id: prefixedId('srv'),
    name: Type.String(),
    status: Type.String({ enum: ['unpublished', 'in-progress', 'completed', 'archived'] }),
    country: Type.String(),
    sampleSize: Type.Integer(),
    numResponses: Type.Integer(),
    targeting: Type.Array(Type.String()),
    reporting: Type.Array(Type.String()),
    surveyIntent: Nullable(Type.String()),
    externalId: Nullable(Type.String()),
    isMiniPoll: Type.Boolean(),
    questions: Type.Array(Question),
    // null only for a survey stored before creates and edits were checked whole, which the price table cannot quote (docs/decisions.md).
    completionEstimate: Type.Union([Type.Object({ bucket: Type.String(), estimatedMinutes: Type.Integer(), status: Type.String() }, { additionalProperties: false }), Type.Null()]),
    cost: Type.Union([Cost, Type.Null()], { description: 'The quote recorded by this call; null for a stored survey the price table cannot quote.' }),
    creditBalance: Type.Union([CreditBalanceSummary, Type.Null()], { description: 'null when cost is null.' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    publishedAt: Nullable(Type.String({ format: 'date-time' })),
    completedAt: Nullable(Type.String({ format: 'date-time' })),
    previewUrl: Type.String({
      format: 'uri',
      description: 'The survey’s preview link: the respondent app, walked through without recording anything. Anyone holding it can see the questions.',
    }),
    duplicatedFrom: Type.Union([prefixedId('srv'), Type.Null()], { description: 'The survey this draft was duplicated from (POST /v2/surveys/{id}/duplicate), or null.' }),
  },
  { $id: 'Survey', additionalProperties: false, title: 'Survey', examples: [SurveyExample] },
);
export const SurveyList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(Survey), hasMore: Type.Boolean(), nextCursor: Nullable(Type.String()) },
  { $id: 'SurveyList', additionalProperties: false, title: 'SurveyList', examples: [SurveyListExample] },
);

export const SurveyPublishResult = Type.Object(
  {
    object: Type.Literal('survey_publish'),
    status: Type.Literal('paid'),
    orderId: prefixedId('ord'),
    creditsUsed: Type.Number({ description: 'credits spent (oldest expiry first)' }),
    cardCharged: Type.Number({ description: 'USD charged off-session to the default card' }),
    amount: Type.Number({ description: 'the price in USD' }),
    currency: Type.String(),
    survey: Survey,
  },
  { $id: 'SurveyPublishResult', additionalProperties: false, title: 'SurveyPublishResult', examples: [SurveyPublishResultExample] },
);
