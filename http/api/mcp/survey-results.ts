import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { toPublicId } from '../../../platform/ids';
import type { QuestionInsight } from '../../../subgraphs/surveys';
import type { CallerContext, GraphClient } from '../../../graph-client/graph-client';
import { SurveyResultsWithInsightsDocument, type ResultFieldsFragment } from '../../../graph-client/generated';
import { prefixedId } from '../v2/schemas';
import { surveyUuid } from '../v2/actions';

/**
 * A survey's results per question with its `ai` insight, in v2's shape (prefixed ids, camelCase):
 * what the MCP get_results tool answers. v2 has no results route of its own (the contract's
 * results are v1's `questions[].results` and `ai`); this is that content with v2's ids
 * (docs/decisions.md, "Agents over MCP").
 */
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const opt = (uuid: string) => toPublicId('opt', uuid);

const OptionTally = Type.Object(
  {
    option: prefixedId('opt'),
    label: Nullable(Type.String()),
    votes: Type.Number(),
    percentage: Type.Number({ description: 'share of the question’s valid responses, 0–100' }),
    rank: Type.Integer(),
    isWinner: Type.Boolean(),
  },
  { additionalProperties: false },
);
const Tally = {
  totalResponses: Type.Integer(),
  winningOption: Nullable(prefixedId('opt')),
  averageScore: Nullable(Type.Number({ description: 'rating, likert and number questions' })),
  options: Type.Array(OptionTally),
};
const ThemeCount = Type.Object({ label: Type.String(), count: Type.Integer() }, { additionalProperties: false });
const Insight = Type.Object(
  {
    summary: Type.String(),
    themes: Type.Array(
      Type.Object(
        {
          label: Type.String(),
          count: Type.Integer({ description: 'explanations giving this reason' }),
          share: Type.Number({ description: 'count / responses read' }),
          phrases: Type.Array(Type.String()),
          quotes: Type.Array(prefixedId('rsp'), { description: 'representative responses (list_responses shows them)' }),
        },
        { additionalProperties: false },
      ),
    ),
    sentiment: Nullable(
      Type.Array(
        Type.Object(
          { option: prefixedId('opt'), score: Type.Number({ minimum: -1, maximum: 1 }), positive: Type.Integer(), negative: Type.Integer(), neutral: Type.Integer() },
          { additionalProperties: false },
        ),
      ),
    ),
    perOption: Type.Array(
      Type.Object({ option: prefixedId('opt'), chosenBy: Type.Integer(), for: Type.Array(ThemeCount), against: Type.Array(ThemeCount) }, { additionalProperties: false }),
    ),
    language: Type.String({ description: 'ISO 639-1 code the explanations were read in; "und" when undetermined' }),
    method: Type.String(),
    computedAt: Type.String({ format: 'date-time' }),
    responses: Type.Integer({ description: 'explanations read' }),
  },
  { additionalProperties: false, description: 'Why respondents chose as they did, read from their written explanations; null until computed after the survey completes.' },
);

export const SurveyResults = Type.Object(
  {
    object: Type.Literal('survey_results'),
    survey: prefixedId('srv'),
    status: Type.String({ enum: ['unpublished', 'in-progress', 'completed', 'archived'] }),
    sampleSize: Type.Integer(),
    numResponses: Type.Integer(),
    completedAt: Nullable(Type.String({ format: 'date-time' })),
    questions: Type.Array(
      Type.Object(
        {
          object: Type.Literal('question_results'),
          question: prefixedId('qst'),
          type: Type.String(),
          prompt: Type.String(),
          ...Tally,
          breakdowns: Type.Array(
            Type.Object(
              {
                trait: Type.String({ description: 'the name of one of the survey’s reporting traits (list_traits)' }),
                segments: Type.Array(Type.Object({ value: Type.String(), ...Tally }, { additionalProperties: false })),
              },
              { additionalProperties: false },
            ),
            { description: 'per reporting trait; [] unless asked for with breakdowns: true' },
          ),
          ai: Nullable(Insight),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const SurveyResultsArgs = Type.Object(
  {
    id: prefixedId('srv', { description: 'The survey (list_surveys lists them).' }),
    breakdowns: Type.Optional(Type.Boolean({ default: false, description: 'Also break each question down by the survey’s reporting traits.' })),
  },
  { additionalProperties: false },
);

type Counts = Pick<ResultFieldsFragment, 'totalResponses' | 'winningOptionId' | 'averageScore' | 'options'>;

function tally(r: Counts) {
  return {
    totalResponses: r.totalResponses,
    winningOption: r.winningOptionId ? opt(r.winningOptionId) : null,
    averageScore: r.averageScore,
    options: r.options.map((o) => ({ option: opt(o.id), label: o.label, votes: o.votes, percentage: o.percentage, rank: o.rank, isWinner: o.isWinner })),
  };
}

function insight(ai: QuestionInsight | null) {
  if (!ai) return null;
  return {
    summary: ai.summary,
    themes: ai.themes.map((t) => ({ label: t.label, count: t.count, share: t.share, phrases: t.phrases, quotes: t.quotes.map((id) => toPublicId('rsp', id)) })),
    sentiment: ai.sentiment && ai.sentiment.map((s) => ({ option: opt(s.optionId), score: s.score, positive: s.positive, negative: s.negative, neutral: s.neutral })),
    perOption: ai.perOption.map((o) => ({ option: opt(o.optionId), chosenBy: o.chosenBy, for: o.for, against: o.against })),
    language: ai.language,
    method: ai.method,
    computedAt: ai.computedAt,
    responses: ai.responses,
  };
}

const NO_VOTES: Counts = { totalResponses: 0, winningOptionId: null, averageScore: null, options: [] };

export async function getSurveyResults(graph: GraphClient, caller: CallerContext, args: Static<typeof SurveyResultsArgs>): Promise<Static<typeof SurveyResults>> {
  const { storedSurvey: s, surveyResults } = await graph.run(SurveyResultsWithInsightsDocument, { id: surveyUuid(args.id), breakdowns: args.breakdowns ?? false }, caller);
  const byQuestion = new Map(surveyResults.map((r) => [r.questionId, r]));
  return {
    object: 'survey_results',
    survey: toPublicId('srv', s.id),
    status: s.status,
    sampleSize: s.sampleSize,
    numResponses: s.numResponses,
    completedAt: s.completedAt,
    questions: s.questions.map((q) => {
      const r = byQuestion.get(q.id);
      return {
        object: 'question_results' as const,
        question: toPublicId('qst', q.id),
        type: q.type,
        prompt: q.prompt,
        ...tally(r ?? NO_VOTES),
        breakdowns: (r?.breakdowns ?? []).map((b) => ({ trait: b.trait, segments: b.segments.map((seg) => ({ value: seg.value, ...tally(seg) })) })),
        ai: insight(q.ai as QuestionInsight | null),
      };
    }),
  };
}
