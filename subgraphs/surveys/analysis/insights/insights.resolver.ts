import { GraphQLJSON } from 'graphql-scalars';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../../../platform/graphql/context';
import { QuestionType } from '../../authoring';
import type { QuestionInsight } from './insights';
import { insightsOfSurveys } from './insights.service';

/** Per operation (its context), the stored insights of each survey asked for: one query per survey, not per question. */
const loaded = new WeakMap<GraphContext, Map<string, Promise<Map<string, QuestionInsight>>>>();

function insightsOf(ctx: GraphContext, surveyId: string): Promise<Map<string, QuestionInsight>> {
  let bySurvey = loaded.get(ctx);
  if (!bySurvey) {
    bySurvey = new Map();
    loaded.set(ctx, bySurvey);
  }
  let found = bySurvey.get(surveyId);
  if (!found) {
    found = insightsOfSurveys(ctx.em, [surveyId]);
    bySurvey.set(surveyId, found);
  }
  return found;
}

@Resolver(() => QuestionType)
export class QuestionInsightResolver {
  @FieldResolver(() => GraphQLJSON, {
    nullable: true,
    description:
      'The `ai` insight read from the explanations when the survey completed: summary, themes, sentiment and reasons per option (docs/decisions.md, "The ai insight"); null until computed.',
  })
  async ai(@Root() question: QuestionType, @Ctx() ctx: GraphContext): Promise<QuestionInsight | null> {
    const surveyId = question.surveyId ?? (await ctx.em.execute<{ survey_id: string }[]>('select survey_id from surveys.questions where id = ?', [question.id]))[0]?.survey_id;
    if (!surveyId) return null;
    return (await insightsOf(ctx, surveyId)).get(question.id) ?? null;
  }
}
