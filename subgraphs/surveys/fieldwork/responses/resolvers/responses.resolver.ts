import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg, parseIdArg } from '../../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../../platform/graphql/context';
import { teamScope } from '../../../authoring';
import { findSurvey } from '../../../authoring';
import { SurveysError } from '../../../surveys.errors';
import { recordPanelSubmission } from '../../collection/collection.service';
import { RATINGS, type RatingValue } from '../entities/response-rating.entity';
import { answerFollowup, declineFollowup, listFollowups, sendFollowup } from '../followups.service';
import { deleteRating, rateResponse } from '../ratings.service';
import { findResponse, listResponses, pinResponse, responsesByQuestion, type ResponseStatusFilter } from '../responses.service';
import { surveyResults } from '../../results/results.service';
import { toFollowupType, toResponseType, toSubmission } from './response.mapper';
import {
  FollowupPageType,
  FollowupType,
  PanelSubmissionInput,
  PanelSubmissionResultType,
  QuestionResultsType,
  ResponseRatingType,
  SurveyResponsePageType,
  SurveyResponseType,
} from './response.types';
import { ResponseStatusFilterValue } from './enums';
import { numberedPage } from '../../../../../platform/graphql/page';

/** Panel integrations and operators only: a REST caller never records responses. */
function assertOperator(ctx: GraphContext): void {
  if (ctx.principal) throw new SurveysError('operator_only', 'Only a panel integration (operator token) may do this.');
}

@Resolver()
export class ResponsesResolver {
  @Query(() => [QuestionResultsType], { description: 'Per-question results from valid responses; breakdowns by reporting trait on request.' })
  async surveyResults(
    @IdArg('surveyId', 'srv') surveyId: string,
    @Arg('breakdowns', () => Boolean, { defaultValue: false }) breakdowns: boolean,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<QuestionResultsType[]> {
    const view = await findSurvey(ctx.em, teamScope(ctx, teamId), surveyId);
    return surveyResults(ctx.em, view, { breakdowns });
  }

  @Query(() => SurveyResponsePageType, { description: 'A survey’s responses: cursor-paged newest first, or page-paged in collection order.' })
  async surveyResponses(
    @IdArg('surveyId', 'srv') surveyId: string,
    @IdArg('questionId', 'qst', { nullable: true }) questionId: string | null,
    @Arg('status', () => ResponseStatusFilterValue, { defaultValue: 'valid' }) status: ResponseStatusFilter,
    @Arg('pinned', () => Boolean, { nullable: true }) pinned: boolean | null,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyResponsePageType> {
    const result = await listResponses(ctx.em, teamScope(ctx, teamId), surveyId, {
      questionId,
      status,
      pinned,
      limit: Math.min(Math.max(limit, 1), 100),
      cursor,
      page,
    });
    return { nodes: result.items.map(toResponseType), hasMore: result.hasMore, nextCursor: result.nextCursor, total: result.total };
  }

  @Query(() => [SurveyResponseType], { description: 'Valid responses shown with each question (v1 survey): pinned first, at most perQuestion each.' })
  async questionResponses(
    @IdArg('surveyId', 'srv') surveyId: string,
    @Arg('perQuestion', () => Int, { defaultValue: 100 }) perQuestion: number,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyResponseType[]> {
    return (await responsesByQuestion(ctx.em, teamScope(ctx, teamId), surveyId, Math.min(Math.max(perQuestion, 0), 1000))).map(toResponseType);
  }

  @Query(() => SurveyResponseType)
  async surveyResponse(@IdArg('id', 'rsp') id: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<SurveyResponseType> {
    return toResponseType(await findResponse(ctx.em, teamScope(ctx, teamId), id));
  }

  @Mutation(() => ResponseRatingType, { description: 'Rates a response (upsert). not_helpful rejects it within the flag cap.' })
  async rateResponse(
    @IdArg('responseId', 'rsp') responseId: string,
    @Arg('rating', () => String) rating: string,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ResponseRatingType> {
    if (!(RATINGS as readonly string[]).includes(rating)) throw new SurveysError('invalid_response', 'rating is helpful or not_helpful.', 'rating');
    if (comment != null && comment.length > 500) throw new SurveysError('invalid_response', 'comment is at most 500 characters.', 'comment');
    const scope = teamScope(ctx, teamId);
    return rateResponse(ctx.em, { teamId: scope.teamId, livemode: scope.livemode, userId: scope.userId, operator: !ctx.principal }, responseId, rating as RatingValue, comment);
  }

  @Mutation(() => ResponseRatingType, { description: 'Removes a rating; a rejection stays.' })
  async deleteResponseRating(
    @IdArg('responseId', 'rsp') responseId: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<ResponseRatingType> {
    return deleteRating(ctx.em, teamScope(ctx, teamId), responseId);
  }

  @Mutation(() => SurveyResponseType, { description: 'Pins (or unpins) a response: pinned ones are shown first.' })
  async pinResponse(
    @IdArg('responseId', 'rsp') responseId: string,
    @Arg('pinned', () => Boolean) pinned: boolean,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyResponseType> {
    return toResponseType(await pinResponse(ctx.em, teamScope(ctx, teamId), responseId, pinned));
  }

  @Mutation(() => FollowupType, { description: 'Sends one follow-up question to a response’s respondent; spends its credit.' })
  async sendFollowup(
    @IdArg('surveyId', 'srv') surveyId: string,
    @IdArg('responseId', 'rsp') responseId: string,
    @Arg('question', () => String) question: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<FollowupType> {
    return toFollowupType(await sendFollowup(ctx.em, teamScope(ctx, teamId), surveyId, responseId, question));
  }

  @Query(() => FollowupPageType, { description: 'A survey’s follow-ups in the order sent, page-paged.' })
  async followups(
    @IdArg('surveyId', 'srv') surveyId: string,
    @IdArg('responseId', 'rsp', { nullable: true }) responseId: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<FollowupPageType> {
    const q = { responseId, page: Math.max(page, 1), limit: Math.min(Math.max(limit, 1), 100) };
    const result = await listFollowups(ctx.em, teamScope(ctx, teamId), surveyId, q);
    return numberedPage(result.items.map(toFollowupType), result.total, q.page, q.limit);
  }

  @Mutation(() => PanelSubmissionResultType, { description: 'Panel integration: records one respondent’s answers to every question (validated per type).' })
  async recordPanelSubmission(@Arg('input', () => PanelSubmissionInput) input: PanelSubmissionInput, @Ctx() ctx: GraphContext): Promise<PanelSubmissionResultType> {
    assertOperator(ctx);
    return recordPanelSubmission(ctx.em, parseIdArg('input.surveyId', input.surveyId, 'srv'), toSubmission(input));
  }

  @Mutation(() => FollowupType, { description: 'Panel integration: the respondent’s answer to a follow-up.' })
  async answerFollowup(@IdArg('followupId', 'uuid') followupId: string, @Arg('answer', () => String) answer: string, @Ctx() ctx: GraphContext): Promise<FollowupType> {
    assertOperator(ctx);
    return toFollowupType(await answerFollowup(ctx.em, followupId, answer));
  }

  @Mutation(() => FollowupType, { description: 'Panel integration: the respondent declined; the credit is refunded.' })
  async declineFollowup(@IdArg('followupId', 'uuid') followupId: string, @Ctx() ctx: GraphContext): Promise<FollowupType> {
    assertOperator(ctx);
    return toFollowupType(await declineFollowup(ctx.em, followupId));
  }
}
