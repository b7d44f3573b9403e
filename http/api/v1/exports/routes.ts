import type { Static } from '@sinclair/typebox';
import { config } from '../../../../platform/config';
import { csvDownloadResource } from '../../auth';
import { typedRoute, type RouteModule } from '../../../deps';
import { callerOf } from '../../../../graph-client/graph-client';
import { sendCsv } from '../../../csv-reply';
import { reportFile, sendReport, type ReportRef } from '../../../report-reply';
import { v1Responses } from '../schemas';
import { CsvBody, CsvQuery, ExportMetadata, ExportParams, ReportBody, ReportParams, ReportQuery } from './schemas';
import { SurveyExportsDocument } from '../../../../graph-client/generated';

export const v1ExportsRoutes: RouteModule = ({ graph, exports }) => [
  typedRoute<{ Params: Static<typeof ExportParams> }>({
    method: 'GET',
    url: '/surveys/:id/exports',
    config: { scope: 'read', rateLimit: 'exportMetadata' },
    schema: {
      operationId: 'getSurveyExports',
      summary: 'Export metadata: the CSV download URL (signed, short-lived) once completed, and the rendered PDF and PNG reports',
      tags: ['exports'],
      params: ExportParams,
      response: v1Responses({ 200: ExportMetadata }, [429]),
    },
    handler: async (request) => {
      const surveyId = request.params.id.toLowerCase();
      const { surveyExports: x, downloadToken } = await graph.run(SurveyExportsDocument, { surveyId, resource: csvDownloadResource(surveyId) }, callerOf(request));
      const url = new URL(`/v1/surveys/${surveyId}/exports/csv`, config().PUBLIC_BASE_URL);
      url.searchParams.set('version', 'v2');
      if (x.csvReady) url.searchParams.set('t', downloadToken.token);
      // Reports are served through the same check as the CSV (the token, or the Authorization header).
      const reportUrl = (r: ReportRef) => {
        const u = new URL(`/v1/surveys/${surveyId}/exports/reports/${reportFile(r)}`, config().PUBLIC_BASE_URL);
        u.searchParams.set('t', downloadToken.token);
        return u.toString();
      };
      return {
        success: true as const,
        data: {
          csv: { available: x.csvReady, version: 'v2', url: url.toString() },
          pdf: x.reports.filter((r) => r.format === 'pdf').map((r) => ({ url: reportUrl(r), language: r.language })),
          png: x.reports.filter((r) => r.format === 'png').map((r) => ({ url: reportUrl(r), language: r.language, isPreview: r.isPreview })),
        },
      };
    },
  }),
  typedRoute<{ Params: Static<typeof ExportParams>; Querystring: Static<typeof CsvQuery> }>({
    method: 'GET',
    url: '/surveys/:id/exports/csv',
    config: { scope: 'read', rateLimit: 'csvDownload', downloadToken: true },
    schema: {
      operationId: 'downloadSurveyCsv',
      summary: 'The survey’s responses as CSV (streamed; valid ones unless status=all). 409 until the survey has completed; 502 when the export service is unavailable',
      tags: ['exports'],
      params: ExportParams,
      querystring: CsvQuery,
      response: v1Responses({ 200: CsvBody }, [409, 429, 502]),
    },
    handler: async (request, reply) => {
      const surveyId = request.params.id.toLowerCase();
      const layout = request.query.version === 'v1' ? 'wide' : 'long';
      const status = request.query.status === 'all' ? 'all' : 'valid';
      return sendCsv(reply, { graph, exports, caller: callerOf(request), surveyId, layout, ids: 'guid', status });
    },
  }),
  typedRoute<{ Params: Static<typeof ReportParams>; Querystring: Static<typeof ReportQuery> }>({
    method: 'GET',
    url: '/surveys/:id/exports/reports/:file',
    config: { scope: 'read', downloadToken: true },
    schema: {
      operationId: 'downloadSurveyReport',
      summary: 'A rendered PDF or PNG report of the survey (the URLs of GET /surveys/{id}/exports); private, checked on every request',
      tags: ['exports'],
      params: ReportParams,
      querystring: ReportQuery,
      response: v1Responses({ 200: ReportBody }, [404]),
    },
    handler: async (request, reply) => sendReport(reply, { graph, caller: callerOf(request), surveyId: request.params.id.toLowerCase(), file: request.params.file }),
  }),
];
