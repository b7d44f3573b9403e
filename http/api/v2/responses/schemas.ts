import { ResponseExample, ResponseListExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../string-enum';
import { REJECTION_REASONS } from '../../../../subgraphs/surveys';
import { PathIdParams, prefixedId } from '../schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const OptionId = prefixedId('opt');

export const SurveyResponsesParams = PathIdParams('srv', 'survey');

export const SurveyResponsesQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The nextCursor of the previous page.' })),
    question: Type.Optional(Type.String({ pattern: '^qst_[0-9a-f]{32}$', description: 'Only the responses to this question (qst_…).' })),
    status: Type.Optional(StringEnum(['valid', 'rejected', 'all'], { default: 'valid', description: 'valid (default), rejected or all.' })),
    pinned: Type.Optional(Type.Boolean({ description: 'true: only pinned responses; false: only the others. Both when omitted.' })),
  },
  { additionalProperties: false },
);

/** One respondent's answer to one question. Every answer field is present; those the question's type does not use are null. */
export const SurveyResponse = Type.Object(
  {
    object: Type.Literal('response'),
    id: prefixedId('rsp'),
    survey: prefixedId('srv'),
    question: prefixedId('qst'),
    status: Type.String({ enum: ['valid', 'rejected'], description: 'rejected: its respondent was flagged not_helpful or failed a quality check (see rejectionReason)' }),
    rejectionReason: Nullable(
      Type.String({
        enum: [...REJECTION_REASONS],
        description: 'Why the response was rejected: flagged_not_helpful (a client’s flag) or an automatic quality check; null while valid',
      }),
    ),
    pinned: Type.Boolean(),
    explanation: Nullable(Type.String({ description: 'The respondent’s reason; null for screen recordings (see mediaTranscription)' })),
    chosenOption: Nullable(OptionId),
    selectedOptions: Nullable(Type.Array(OptionId)),
    ranking: Nullable(Type.Array(Type.Object({ rank: Type.Integer(), option: OptionId }, { additionalProperties: false }))),
    matchup: Nullable(Type.Object({ option1: OptionId, option2: OptionId }, { additionalProperties: false })),
    clicks: Nullable(
      Type.Array(
        Type.Object(
          { number: Type.Integer(), xCoord: Type.Number({ description: 'percent of the image width' }), yCoord: Type.Number({ description: 'percent of the image height' }) },
          { additionalProperties: false },
        ),
      ),
    ),
    statements: Nullable(Type.Array(Type.Object({ id: OptionId, statement: Type.String(), value: Type.Integer() }, { additionalProperties: false }))),
    prices: Nullable(Type.Object({ tooCheap: Type.Number(), bargain: Type.Number(), expensive: Type.Number(), tooExpensive: Type.Number() }, { additionalProperties: false })),
    score: Nullable(Type.Number()),
    media: Nullable(Type.String()),
    mediaTranscription: Nullable(Type.String()),
    respondent: Type.Array(Type.Object({ trait: Type.String(), value: Type.String() }, { additionalProperties: false }), { description: 'reporting traits' }),
    rating: Nullable(Type.Object({ rating: Type.String({ enum: ['helpful', 'not_helpful'] }), comment: Nullable(Type.String()) }, { additionalProperties: false })),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Response', additionalProperties: false, title: 'Response', examples: [ResponseExample] },
);

export const SurveyResponseList = Type.Object(
  { object: Type.Literal('list'), data: Type.Array(SurveyResponse), hasMore: Type.Boolean(), nextCursor: Nullable(Type.String()) },
  { $id: 'ResponseList', additionalProperties: false, title: 'ResponseList', examples: [ResponseListExample] },
);
