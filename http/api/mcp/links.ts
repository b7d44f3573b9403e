import { Type, type Static } from '@sinclair/typebox';
import { config } from '../../../platform/config';
import { toPublicId } from '../../../platform/ids';
import { ApiError } from '../../../graph-client/errors';
import type { CallerContext, GraphClient } from '../../../graph-client/graph-client';
import { SurveyExportsDocument } from '../../../graph-client/generated';
import { csvDownloadResource } from '../auth';
import { prefixedId } from '../v2/schemas';
import { getSurvey, surveyUuid } from '../v2/actions';
import { Cost, CreditBalanceSummary } from '../v2/surveys/schemas';

/**
 * What an agent hands a person or fetches itself: a survey's quote, and a short-lived link to
 * its CSV (the v2 download, authenticated by the link's signed token, so the agent need not
 * attach its credential and a person can open it in a browser).
 */

export const SurveyQuote = Type.Object(
  {
    object: Type.Literal('survey_quote'),
    survey: prefixedId('srv'),
    status: Type.String({ enum: ['unpublished', 'in-progress', 'completed', 'archived'] }),
    cost: Type.Union([Cost, Type.Null()], { description: 'Pass it to publish_survey as expectedCost; null for a stored survey the price table cannot quote.' }),
    creditBalance: Type.Union([CreditBalanceSummary, Type.Null()], { description: 'Whether the credits cover the cost; the card pays the rest.' }),
  },
  { additionalProperties: false },
);

/** A fresh quote for a survey, recorded (publishing honours the latest): get_survey's cost, alone. */
export async function getQuote(graph: GraphClient, caller: CallerContext, id: string): Promise<Static<typeof SurveyQuote>> {
  const s = await getSurvey(graph, caller, id);
  return { object: 'survey_quote', survey: s.id, status: s.status, cost: s.cost, creditBalance: s.creditBalance };
}

export const CsvLinkArgs = Type.Object(
  {
    id: prefixedId('srv', { description: 'A completed survey (list_surveys lists them).' }),
    layout: Type.Optional(Type.String({ enum: ['long', 'wide'], default: 'long', description: 'long: one row per response; wide: one row per respondent.' })),
    status: Type.Optional(Type.String({ enum: ['valid', 'all'], default: 'valid', description: 'valid: as in the results; all: rejected respondents too.' })),
  },
  { additionalProperties: false },
);

export const CsvLink = Type.Object(
  {
    object: Type.Literal('csv_download'),
    survey: prefixedId('srv'),
    url: Type.String({ format: 'uri', description: 'GET it (no Authorization header needed) until expiresAt; UTF-8 CSV with v2 ids.' }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/** A signed link to the survey's CSV; refused (409 survey_not_completed) until the survey has completed, as the download itself is. */
export async function csvLink(graph: GraphClient, caller: CallerContext, args: Static<typeof CsvLinkArgs>): Promise<Static<typeof CsvLink>> {
  const uuid = surveyUuid(args.id);
  const { surveyExports, downloadToken } = await graph.run(SurveyExportsDocument, { surveyId: uuid, resource: csvDownloadResource(uuid) }, caller);
  if (!surveyExports.csvReady) {
    throw new ApiError('conflict', 'survey_not_completed', `The survey is ${surveyExports.status}: its CSV is available once it has completed.`, 'id');
  }
  const id = toPublicId('srv', uuid);
  const url = new URL(`/v2/surveys/${id}/exports/csv`, config().PUBLIC_BASE_URL);
  if (args.layout) url.searchParams.set('layout', args.layout);
  if (args.status) url.searchParams.set('status', args.status);
  url.searchParams.set('t', downloadToken.token);
  return { object: 'csv_download', survey: id, url: url.toString(), expiresAt: downloadToken.expiresAt };
}
