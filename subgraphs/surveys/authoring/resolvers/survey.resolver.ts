import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../platform/graphql/context';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, readSurvey, stopSurvey, updateSurvey } from '../surveys.service';
import { searchSurveys, type SurveySearch } from '../survey-search';
import { duplicateSurvey } from '../survey-duplicate';
import { SurveyInput, SurveyQuoteInput, SurveySearchInput } from './survey.inputs';
import { toQuotedSurveyType, toQuoteType, toSurveyTypes } from './survey.mapper';
import { quoteDraft } from '../draft-quote';
import { NamedRefType, QuoteType, SurveyPageType, SurveySearchPageType, SurveyType } from './survey.types';
import { surveyRefLoaders } from './survey-refs';
import { teamScope } from './scope';
import { cursorPage, numberedPage } from '../../../../platform/graphql/page';

@Resolver(() => SurveyType)
export class SurveyResolver {
  @Query(() => SurveyType, { description: 'One survey of the team; records a fresh quote.' })
  async survey(@IdArg('id', 'srv') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await getSurvey(ctx.em, teamScope(ctx, teamId), id));
  }

  @Query(() => SurveyType, { description: 'One survey of the team as stored: its latest recorded quote, no new one (the results pages read and poll it).' })
  async storedSurvey(@IdArg('id', 'srv') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await readSurvey(ctx.em, teamScope(ctx, teamId), id));
  }

  @Query(() => SurveyPageType, { description: 'The team’s surveys, newest first.' })
  async surveys(
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyPageType> {
    const page = await listSurveys(ctx.em, teamScope(ctx, teamId), { limit, cursor });
    return cursorPage(await toSurveyTypes(ctx.em, page.items), page.hasMore, page.nextCursor);
  }

  @Query(() => QuoteType, {
    description: 'What a survey with these fields would cost now (a draft being edited); nothing is recorded, and publish honours only a saved survey’s quote.',
  })
  async surveyQuote(
    @Arg('input', () => SurveyQuoteInput) input: SurveyQuoteInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<QuoteType> {
    return toQuoteType(await quoteDraft(ctx.em, teamScope(ctx, teamId), input));
  }

  @Mutation(() => SurveyType, { description: 'Creates a draft; nothing is charged.' })
  async createSurvey(
    @Arg('input', () => SurveyInput) input: SurveyInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await createSurvey(ctx.em, teamScope(ctx, teamId), input));
  }

  @Mutation(() => SurveyType, { description: 'Edits a draft (externalId: set once).' })
  async updateSurvey(
    @IdArg('id', 'srv') id: string,
    @Arg('input', () => SurveyInput) input: SurveyInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await updateSurvey(ctx.em, teamScope(ctx, teamId), id, input));
  }

  @Mutation(() => SurveyType, {
    description: 'Copies a survey (any status) into a new draft of its team and mode: not its externalId, responses, orders or quotes; duplicatedFrom names the source.',
  })
  async duplicateSurvey(@IdArg('id', 'srv') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await duplicateSurvey(ctx.em, teamScope(ctx, teamId), id));
  }

  @Mutation(() => SurveyType, { description: 'Stops collection; a no-op unless the survey is in progress.' })
  async stopSurvey(@IdArg('id', 'srv') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<SurveyType> {
    return toQuotedSurveyType(ctx.em, await stopSurvey(ctx.em, teamScope(ctx, teamId), id));
  }

  @Query(() => SurveySearchPageType, { description: 'v1 listing: filters, sort, page/limit; archived hidden unless asked for by status.' })
  async searchSurveys(
    @Arg('filter', () => SurveySearchInput) filter: SurveySearchInput,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveySearchPageType> {
    const scope = teamScope(ctx, teamId);
    const { publishedAfter, ...rest } = filter;
    const search = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined)) as unknown as SurveySearch;
    if (publishedAfter) search.publishedAfter = publishedAfter;
    const page = await searchSurveys(ctx.em, scope, search);
    return numberedPage(await toSurveyTypes(ctx.em, page.items), page.total, filter.page, filter.limit);
  }

  @Mutation(() => String, { description: 'v1 delete: a draft is removed ("deleted"); a published survey is archived ("archived").' })
  async deleteSurvey(@IdArg('id', 'srv') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<string> {
    return deleteSurvey(ctx.em, teamScope(ctx, teamId), id);
  }

  @FieldResolver(() => [NamedRefType], { description: 'Projects, by name (project GUIDs).' })
  projects(@Root() survey: SurveyType, @Ctx() ctx: GraphContext): Promise<NamedRefType[]> {
    return surveyRefLoaders(ctx).projects.load(survey.id);
  }

  @FieldResolver(() => [NamedRefType], { description: 'Tags, by name (tag UUIDs).' })
  tags(@Root() survey: SurveyType, @Ctx() ctx: GraphContext): Promise<NamedRefType[]> {
    return surveyRefLoaders(ctx).tags.load(survey.id);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The survey this one was duplicated from (duplicateSurvey), or null.' })
  duplicatedFrom(@Root() survey: SurveyType, @Ctx() ctx: GraphContext): string | null | Promise<string | null> {
    return survey.duplicatedFrom !== undefined ? survey.duplicatedFrom : surveyRefLoaders(ctx).duplicatedFrom.load(survey.id);
  }
}
