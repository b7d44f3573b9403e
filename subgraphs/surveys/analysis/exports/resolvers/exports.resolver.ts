import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../../../../platform/graphql/id-arg';
import type { GraphContext } from '../../../../../platform/graphql/context';
import { mediaStorage } from '../../../../media';
import { teamScope } from '../../../authoring';
import { findSurvey } from '../../../authoring';
import { csvReady, findExportableSurvey } from '../csv-export.service';
import { listReports, requestReports } from '../reports.service';
import { SurveyExportsType } from './exports.types';

@Resolver()
export class ExportsResolver {
  @Query(() => SurveyExportsType, { description: 'Export metadata of a survey: whether its CSV is ready, and its rendered reports.' })
  async surveyExports(
    @IdArg('surveyId', 'srv') surveyId: string,
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<SurveyExportsType> {
    const view = await findSurvey(ctx.em, teamScope(ctx, teamId), surveyId);
    const storage = mediaStorage();
    const reports = await listReports(ctx.em, surveyId);
    return {
      status: view.survey.status,
      csvReady: csvReady(view),
      reports: reports.map((r) => ({
        format: r.format,
        language: r.language,
        isPreview: r.isPreview,
        url: storage.url(r.storageKey),
        storageKey: r.storageKey,
        bytes: r.bytes,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  @Query(() => Boolean, { description: 'True when the team’s survey can be exported as CSV now; else an error (not found, survey_not_completed).' })
  async csvExportReady(@IdArg('surveyId', 'srv') surveyId: string, @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null, @Ctx() ctx: GraphContext): Promise<boolean> {
    await findExportableSurvey(ctx.em, teamScope(ctx, teamId), surveyId);
    return true;
  }

  @Mutation(() => [String], { description: 'Renders the survey’s PDF and PNG reports in these languages (en, es, ru, zh, ja) in the background; returns the languages asked for.' })
  async requestSurveyReports(
    @IdArg('surveyId', 'srv') surveyId: string,
    @Arg('languages', () => [String]) languages: string[],
    @IdArg('teamId', 'tm', { nullable: true }) teamId: string | null,
    @Ctx() ctx: GraphContext,
  ): Promise<string[]> {
    const view = await findSurvey(ctx.em, teamScope(ctx, teamId), surveyId);
    return requestReports(ctx.em, view, languages);
  }
}
