import { FollowupAnswerExample, ResponseExample, ResponseListExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../string-enum';
import { REJECTION_REASONS } from '../../../../subgraphs/surveys';
import { PageQueryFields, Pagination } from '../schemas';

const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);
const Guid = Type.String({ format: 'uuid' });

/** Spec (Identifiers): a v1 response id matches this; ours are GUIDs, so anything else is not found. */
export const RESPONSE_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const ResponseId = Type.String({ pattern: RESPONSE_ID_PATTERN, description: 'Response GUID.' });

export const ResponseIdParams = Type.Object({ id: ResponseId }, { additionalProperties: false });
export const SurveyIdParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'Survey GUID.' }) }, { additionalProperties: false });
export const FollowupParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'Survey GUID.' }), responseId: ResponseId }, { additionalProperties: false });

export const ResponseListQuery = Type.Object(
  {
    ...PageQueryFields,
    question_id: Type.Optional(Type.String({ format: 'uuid', description: 'Only the responses to this question (GUID).' })),
    status: Type.Optional(StringEnum(['valid', 'rejected', 'all'], { default: 'valid', description: 'valid (default), rejected or all.' })),
    pinned: Type.Optional(Type.Boolean({ description: 'true: only pinned responses; false: only the others. Both when omitted.' })),
  },
  { additionalProperties: false },
);

export const RateBody = Type.Object(
  {
    rating: Type.String({ enum: ['helpful', 'not_helpful'] }),
    comment: Type.Optional(Type.String({ maxLength: 500, description: 'Kept from an earlier rating when omitted.' })),
  },
  { additionalProperties: false, examples: [{ rating: 'helpful', comment: 'Names a concrete reason: shelf visibility.' }] },
);

export const FollowupBody = Type.Object(
  { question: Type.String({ minLength: 1, maxLength: 500, description: 'The follow-up question to the respondent.' }) },
  { additionalProperties: false, examples: [{ question: 'What about the yellow can caught your eye first?' }] },
);

export const FollowupListQuery = Type.Object(
  {
    ...PageQueryFields,
    response_id: Type.Optional(
      Type.String({
        pattern: RESPONSE_ID_PATTERN,
        description: 'Only follow-ups to this response (the id from the responses list); an id that is not one of ours matches nothing.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Rating = Type.Object(
  { rating: Type.String({ enum: ['helpful', 'not_helpful'] }), comment: Type.String({ description: '"" when none was given' }) },
  { additionalProperties: false },
);

/**
 * One response (spec: Response). Only the answer fields of the question's type are present;
 * option references are option GUIDs. `translation` is null: no translation is made.
 */
export const V1Response = Type.Object(
  {
    id: Guid,
    questionId: Guid,
    status: Type.String({ enum: ['valid', 'rejected'] }),
    rejectionReason: Type.Union([Type.String({ enum: [...REJECTION_REASONS] }), Type.Null()], {
      description: 'Why the response was rejected: flagged_not_helpful (a client’s flag) or an automatic quality check; null while valid',
    }),
    pinned: Type.Boolean(),
    explanation: NullableStr,
    translation: NullableStr,
    chosenOption: Type.Optional(Str),
    selectedOptions: Type.Optional(Type.Array(Str)),
    ranking: Type.Optional(Type.Array(Type.Object({ rank: Type.Number(), option: Str }, { additionalProperties: false }))),
    matchup: Type.Optional(Type.Object({ option1: Str, option2: Str }, { additionalProperties: false })),
    clicks: Type.Optional(Type.Array(Type.Object({ number: Type.Number(), xCoord: Type.Number(), yCoord: Type.Number() }, { additionalProperties: false }))),
    statements: Type.Optional(Type.Array(Type.Object({ id: Str, statement: Str, value: Type.Number() }, { additionalProperties: false }))),
    prices: Type.Optional(Type.Object({ tooCheap: Type.Number(), bargain: Type.Number(), expensive: Type.Number(), tooExpensive: Type.Number() }, { additionalProperties: false })),
    score: Type.Optional(Type.Number()),
    media: Type.Optional(Str),
    mediaTranscription: Type.Optional(Str),
    respondent: Type.Array(Type.Object({ trait: Str, value: Str }, { additionalProperties: false })),
    rating: Type.Union([Rating, Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Response', additionalProperties: false, title: 'Response', examples: [ResponseExample] },
);

export const ResponseList = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object({ responses: Type.Array(V1Response), pagination: Pagination }, { additionalProperties: false }),
  },
  { $id: 'ResponseList', additionalProperties: false, title: 'ResponseList', examples: [ResponseListExample] },
);

export const RateResult = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      { id: Guid, rating: Type.String({ enum: ['helpful', 'not_helpful'] }), comment: Type.String({ description: '"" when none was given' }) },
      { additionalProperties: false, title: 'Rating' },
    ),
  },
  { additionalProperties: false },
);

export const RatingDeleted = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ id: Guid, deleted: Type.Literal(true) }, { additionalProperties: false }) },
  { additionalProperties: false },
);

export const PinResult = Type.Object(
  { success: Type.Literal(true), data: Type.Object({ id: Guid, pinned: Type.Boolean() }, { additionalProperties: false }) },
  { additionalProperties: false },
);

/** A follow-up question and, once given, the respondent's answer (spec: Follow-up answer). */
export const FollowupAnswer = Type.Object(
  {
    id: Guid,
    responseId: Guid,
    questionId: Guid,
    question: Str,
    answer: Type.String({ description: 'The respondent’s answer; "" until answered' }),
    respondedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When it was answered; omitted until then' })),
    refunded: Type.Boolean({ description: 'true: not delivered (declined or expired) and its credit refunded' }),
    status: Type.String({ enum: ['pending', 'answered', 'declined', 'expired'] }),
    creditsCharged: Type.Number(),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FollowupAnswer', additionalProperties: false, title: 'FollowupAnswer', examples: [FollowupAnswerExample] },
);

export const FollowupCreated = Type.Object({ success: Type.Literal(true), data: FollowupAnswer }, { additionalProperties: false });

/** Exactly as the spec has it: `{data, pagination}`, no success flag. */
export const FollowupList = Type.Object({ data: Type.Array(FollowupAnswer), pagination: Pagination }, { additionalProperties: false, title: 'FollowupAnswerList' });
