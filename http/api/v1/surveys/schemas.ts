import { SurveyCreateErrorExample, SurveyExample, SurveyListExample } from '../examples';
import { Int32 } from '../../int32';
import { Type } from '@sinclair/typebox';
import { LIKERT_SCALES, QUESTION_TYPES } from '../../../../subgraphs/surveys';
import { TemplateOptionBody, TemplateRequest } from '../templates/schemas';
import { PageQueryFields, Pagination } from '../schemas';
import { V1Response } from '../responses/schemas';

// Shape only: the surveys domain takes https URLs, and our own uploads' URLs even on http:// (development; isMediaUrlAllowed).
const MediaUrl = Type.String({ maxLength: 2048, pattern: '^https?://', description: 'An https URL, or a URL from media upload (http:// only in development).' });
const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const csv = (description: string) => Type.String({ maxLength: 2000, description: `Comma-separated: ${description}` });

const V1QuestionBody = Type.Object(
  {
    type: Type.String({ enum: [...QUESTION_TYPES], description: 'The question type (docs/decisions.md).' }),
    prompt: Type.String({ minLength: 1, maxLength: 1000 }),
    variant: Type.Optional(Type.String({ maxLength: 50 })),
    likertScale: Type.Optional(Type.String({ enum: [...LIKERT_SCALES] })),
    context: Type.Optional(Type.Object({ text: Type.Optional(Type.String({ maxLength: 2000 })), mediaUrl: Type.Optional(MediaUrl) }, { additionalProperties: false })),
    options: Type.Optional(Type.Array(TemplateOptionBody, { maxItems: 10 })),
  },
  { additionalProperties: false },
);

const fields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  projectId: Type.Optional(Type.String({ maxLength: 100 })),
  projects: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
  tags: Type.Optional(
    Type.Array(
      Type.Object(
        {
          id: Type.Union([Int32({ minimum: 1 }), Type.String({ pattern: '^(tag_[0-9a-fA-F]{32}|[1-9][0-9]{0,14})$' })], {
            description: 'A tag id: `tag_<32 hex>` or a legacy integer (a number, or its digits as a string), mixed freely.',
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  ),
  targeting: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  reporting: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  sampleSize: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: 'Respondents, as a string of digits.' })),
  surveyIntent: Type.Optional(Type.String({ maxLength: 1000 })),
  isMiniPoll: Type.Optional(Type.Boolean()),
  externalId: Type.Optional(Type.String({ maxLength: 1000 })),
};

export const V1SurveyCreateBody = Type.Object(
  { ...fields, questions: Type.Optional(Type.Array(V1QuestionBody, { minItems: 1, maxItems: 10 })), template: Type.Optional(TemplateRequest) },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Oat milk can design',
        country: 'US',
        sampleSize: '100',
        targeting: ['gender-female'],
        questions: [
          {
            type: 'single_select',
            prompt: 'Which can would you pick up first?',
            options: [
              { value: 'Sunrise yellow', mediaUrl: 'https://cdn.example.com/cans/yellow.png' },
              { value: 'Forest green', mediaUrl: 'https://cdn.example.com/cans/green.png' },
            ],
          },
        ],
      },
    ],
  },
);
export const V1SurveyUpdateBody = Type.Object(
  { ...fields, questions: Type.Optional(Type.Array(V1QuestionBody, { minItems: 1, maxItems: 10 })) },
  { additionalProperties: false, examples: [{ name: 'Oat milk can design, wave 2', sampleSize: '150' }] },
);
export const V1SurveyParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const V1SurveyListQuery = Type.Object(
  {
    ...PageQueryFields,
    status: Type.Optional(csv('completed, in-progress, unpublished, archived')),
    type: Type.Optional(csv('question types')),
    option_type: Type.Optional(csv('option types (text, image, imageSet, mockup, product)')),
    countries: Type.Optional(csv('two-letter country codes')),
    tags: Type.Optional(csv('tag ids: tag_<32 hex> and/or legacy integers')),
    audiences: Type.Optional(csv('audience ids (targeting trait permalinks)')),
    text: Type.Optional(Type.String({ maxLength: 255, description: 'Full-text search over survey names and questions.' })),
    externalId: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Exact, case-sensitive, byte-for-byte match.' })),
    member_id: Type.Optional(csv('team-member ids: usr_<32 hex> and/or legacy integers')),
    project_ids: Type.Optional(csv('project GUIDs and/or numeric ids')),
    published_after: Type.Optional(Type.String({ format: 'date-time' })),
    sort_by: Type.Optional(Type.String({ enum: ['createdAt', 'name', 'creator', 'status'], default: 'createdAt' })),
    dir: Type.Optional(Type.String({ enum: ['asc', 'desc'], default: 'desc' })),
  },
  { additionalProperties: false },
);

const Ref = Type.Object({ id: Str, name: Str }, { additionalProperties: false });
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
/** Spec: Option `product`; fields the request did not give are null. */
const V1Product = Type.Object(
  {
    asin: Str,
    title: NullableStr,
    currency: NullableStr,
    image: NullableStr,
    price: NullableNumber,
    salePrice: NullableNumber,
    rating: NullableNumber,
    reviews: NullableNumber,
    reviewScore: NullableNumber,
    numRatings: NullableNumber,
  },
  { additionalProperties: false },
);
const V1Option = Type.Object(
  {
    id: Str,
    label: NullableStr,
    value: Type.String({ description: 'The label, else the media URL; "" for an image set (its images are the option).' }),
    type: Str,
    translation: NullableStr,
    imageSetDirection: NullableStr,
    mockupType: NullableStr,
    product: Type.Optional(V1Product),
  },
  { additionalProperties: false },
);
const resultFields = {
  totalResponses: Type.Number({ description: 'Valid responses to the question.' }),
  winningOptionId: Type.Union([Str, Type.Null()], { description: 'Set only when one option leads alone.' }),
  averageScore: Type.Union([Type.Number(), Type.Null()], { description: 'Rating: the mean score; likert: the mean value; otherwise null.' }),
  options: Type.Array(
    Type.Object(
      {
        id: Str,
        label: NullableStr,
        votes: Type.Number(),
        percentage: Type.Number({ description: 'Of totalResponses, one decimal.' }),
        rank: Type.Number(),
        isWinner: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  ),
};
const V1Results = Type.Object(
  {
    ...resultFields,
    breakdowns: Type.Optional(
      Type.Array(
        Type.Object(
          {
            trait: Str,
            segments: Type.Array(Type.Object({ value: Str, ...resultFields }, { additionalProperties: false })),
          },
          { additionalProperties: false },
        ),
        { description: 'GET /v1/surveys/{id}: the same results per value of each reporting trait of the respondents.' },
      ),
    ),
  },
  { additionalProperties: false },
);
const ThemeCount = Type.Object({ label: Str, count: Type.Number() }, { additionalProperties: false });
/** Spec: Question `ai` (object). docs/decisions.md, "The ai insight". */
const V1Insight = Type.Object(
  {
    summary: Type.Optional(Type.String({ description: 'Two or three sentences built from the themes and their counts.' })),
    themes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            label: Str,
            count: Type.Number({ description: 'Explanations that give this reason.' }),
            share: Type.Number({ description: 'count / responses, three decimals.' }),
            phrases: Type.Array(Str, { description: 'The words and phrases the theme was found by, most frequent first.' }),
            quotes: Type.Array(Str, { description: 'Two representative response GUIDs.' }),
          },
          { additionalProperties: false },
        ),
        { description: 'The recurring reasons, most frequent first.' },
      ),
    ),
    sentiment: Type.Optional(
      Type.Union(
        [
          Type.Array(
            Type.Object(
              { optionId: Str, score: Type.Number({ description: '-1..1' }), positive: Type.Number(), negative: Type.Number(), neutral: Type.Number() },
              { additionalProperties: false },
            ),
          ),
          Type.Null(),
        ],
        { description: 'Per option or statement, from the explanations of those who chose it; [] for types without options; null when not computed (no model for the language).' },
      ),
    ),
    perOption: Type.Optional(
      Type.Array(Type.Object({ optionId: Str, chosenBy: Type.Number(), for: Type.Array(ThemeCount), against: Type.Array(ThemeCount) }, { additionalProperties: false }), {
        description: 'head_to_head, single_select, ranked and multi_select: the themes among those who chose each option, and among those who did not.',
      }),
    ),
    language: Type.Optional(Type.String({ description: 'The language the explanations were read in (ISO 639-1; und when undetermined).' })),
    method: Type.Optional(Type.String({ description: 'How they were read, e.g. wink-nlp.' })),
    computedAt: Type.Optional(Type.String({ format: 'date-time' })),
    responses: Type.Optional(Type.Number({ description: 'Explanations read.' })),
  },
  { additionalProperties: false, description: 'Computed when the survey completes; {} until then.' },
);
const V1Question = Type.Object(
  {
    id: Str,
    type: Str,
    variant: Type.String({ description: '"" when the question has none.' }),
    value: Str,
    translation: Type.Union([Str, Type.Null()], { description: 'Null: no translation is made (docs/decisions.md, "The ai insight").' }),
    likertScale: Type.String({ description: '"" unless the question is a likert question.' }),
    options: Type.Array(V1Option),
    context: Type.Optional(
      Type.Object({ type: Str, value: Str, translation: NullableStr }, { additionalProperties: false, description: 'Omitted when the question has no context.' }),
    ),
    results: V1Results,
    responses: Type.Array(V1Response, { description: 'GET /v1/surveys/{id}: valid responses, pinned first, then in collection order (at most 100).' }),
    ai: V1Insight,
  },
  { additionalProperties: false },
);
export const V1Cost = Type.Object(
  {
    amount: Type.Number(),
    balance: Type.Number(),
    currency: Str,
    canPayWithBalance: Type.Boolean(),
    quotedCreditsCost: Type.Number(),
    creditsCostSubtotal: Type.Number(),
    discounts: Type.Array(Type.Array(Str)),
    discountsMoney: Type.Array(Type.Array(Str)),
    planRequired: Str,
  },
  { additionalProperties: false },
);
const TemplateRef = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]);
export const V1Survey = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Str,
    country: Str,
    currency: Str,
    sampleSize: Type.Number(),
    numResponses: Type.Number(),
    status: Str,
    targeting: Type.Array(Str),
    reporting: Type.Array(Str),
    reportingDefaultsApplied: Type.Array(Str),
    tags: Type.Array(Ref),
    projects: Type.Array(Ref),
    surveyUrl: Str,
    surveyIntent: NullableStr,
    externalId: Type.Optional(Str),
    template: TemplateRef,
    questions: Type.Array(V1Question),
    // null only for a survey stored before creates and edits were checked whole, which the price table cannot quote (docs/decisions.md).
    cost: Type.Union([V1Cost, Type.Null()]),
    completionEstimate: Type.Union([Type.Object({ bucket: Str, estimatedMinutes: Type.Number(), status: Str }, { additionalProperties: false }), Type.Null()]),
    duplicatedFrom: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'The survey this draft was duplicated from, or null.' }),
  },
  { $id: 'Survey', additionalProperties: false, title: 'Survey', examples: [SurveyExample] },
);
export const V1SurveyEnvelope = Type.Object({ success: Type.Literal(true), data: V1Survey }, { additionalProperties: false });
export const V1ListItem = Type.Object(
  {
    id: Str,
    name: Str,
    url: Str,
    status: Str,
    type: NullableStr,
    countryCode: NullableStr,
    sampleSize: Type.Union([Type.Number(), Type.Null()]),
    numResponses: Type.Number(),
    createdAt: Str,
    publishedAt: NullableStr,
    completedAt: NullableStr,
    creatorName: NullableStr,
    targeting: Type.Array(Str),
    tags: Type.Array(Ref),
    projects: Type.Array(Ref),
    externalId: Type.Optional(Str),
    template: TemplateRef,
    elements: Type.Array(Type.Object({ id: Str, question: NullableStr, subtype: Str, variant: NullableStr, position: Type.Number() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export const V1SurveyList = Type.Object(
  { success: Type.Literal(true), data: Type.Array(V1ListItem), pagination: Pagination },
  { $id: 'SurveyList', additionalProperties: false, title: 'SurveyList', examples: [SurveyListExample] },
);
export const V1DeleteResult = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ action: Type.String({ enum: ['deleted', 'archived'] }) }, { additionalProperties: false }) },
  { additionalProperties: false },
);
/** Survey-create failures (spec: v1 errors, 3). */
export const V1CreateError = Type.Object(
  {
    statusCode: Type.Number(),
    error: Str,
    code: Str,
    param: NullableStr,
    message: Str,
    details: Type.Optional(Type.Array(Str)),
    violations: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
    blanks: Type.Optional(Type.Array(Type.Object({ name: Str, placeholder: Str }, { additionalProperties: false }))),
  },
  { $id: 'SurveyCreateError', additionalProperties: false, title: 'SurveyCreateError', examples: [SurveyCreateErrorExample] },
);

export const V1PublishEnvelope = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        orderId: Type.String({ format: 'uuid' }),
        status: Type.Literal('paid'),
        creditsUsed: Type.Number(),
        cardCharged: Type.Number({ description: 'USD charged off-session to the default card' }),
        amount: Type.Number(),
        currency: Str,
        survey: V1Survey,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
