import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import { createSurvey, getSurvey, listSurveys, stopSurvey, updateSurvey } from '../surveys.service';
import { SurveysError } from '../surveys.errors';
import { SurveyInput } from './survey.inputs';
import { toSurveyType } from './survey.mapper';
import { SurveyPageType, SurveyType } from './survey.types';
import { teamScope } from './scope';

@Resolver(() => SurveyType)
export class SurveyResolver {
  @Query(() => SurveyType, { description: 'One survey of the team; records a fresh quote.' })
  async survey(
    @Arg('id', () => ID) id: string,
    @Arg('teamId', () => ID, { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    return toSurveyType(await getSurvey(ctx.em, teamScope(ctx, teamId), id));
  }

  @Query(() => SurveyPageType, { description: 'The team’s surveys, newest first.' })
  async surveys(
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @Arg('teamId', () => ID, { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyPageType> {
    const page = await listSurveys(ctx.em, teamScope(ctx, teamId), { limit, cursor });
    return { nodes: page.items.map(toSurveyType), hasMore: page.hasMore, nextCursor: page.nextCursor };
  }

  @Mutation(() => SurveyType, { description: 'Creates a draft; nothing is charged.' })
  async createSurvey(
    @Arg('input', () => SurveyInput) input: SurveyInput,
    @Arg('teamId', () => ID, { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    if (!input.questions) throw new SurveysError('invalid_question', 'questions is required.', 'questions');
    return toSurveyType(await createSurvey(ctx.em, teamScope(ctx, teamId), { ...input, questions: input.questions }));
  }

  @Mutation(() => SurveyType, { description: 'Edits a draft (externalId: set once).' })
  async updateSurvey(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SurveyInput) input: SurveyInput,
    @Arg('teamId', () => ID, { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    return toSurveyType(await updateSurvey(ctx.em, teamScope(ctx, teamId), id, input));
  }

  @Mutation(() => SurveyType, { description: 'Stops collection; a no-op unless the survey is in progress.' })
  async stopSurvey(
    @Arg('id', () => ID) id: string,
    @Arg('teamId', () => ID, { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    return toSurveyType(await stopSurvey(ctx.em, teamScope(ctx, teamId), id));
  }
}
