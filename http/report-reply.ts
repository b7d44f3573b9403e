import type { FastifyReply } from 'fastify';
import { mediaStorage } from '../subgraphs/media';
import { ApiError } from '../graph-client/errors';
import type { CallerContext, GraphClient } from '../graph-client/graph-client';
import { SurveyReportsDocument } from '../graph-client/generated';

/** A rendered report as the facade reads it (SurveyReports / SurveyExports). */
export interface ReportRef {
  format: string;
  language: string;
  isPreview: boolean;
  storageKey: string;
}

/** A report's file name in the addresses the facade hands out: `report-en.pdf`, `report-en-preview.png`. */
export const reportFile = (r: ReportRef) => `report-${r.language}${r.isPreview ? '-preview' : ''}.${r.format}`;

/** What a file name may look like before anything is looked up. */
export const REPORT_FILE_PATTERN = '^report-[a-z]{2}(-preview)?\\.(pdf|png)$';

const TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png' };

/**
 * A survey's report file, for a caller already let in: the survey's team (an API credential or
 * a console session) or a live share link's read-only principal. The check happens on every
 * request, so revoking a link or a key closes its files at once; nothing may keep them in a
 * shared cache (`private`), and a browser asks again before reusing its copy (`no-cache`).
 */
export async function sendReport(reply: FastifyReply, opts: { graph: GraphClient; caller: CallerContext; surveyId: string; file: string }): Promise<FastifyReply> {
  const { surveyExports } = await opts.graph.run(SurveyReportsDocument, { surveyId: opts.surveyId }, opts.caller);
  const report = surveyExports.reports.find((r) => reportFile(r) === opts.file);
  const body = report && (await mediaStorage().read(report.storageKey));
  if (!report || !body) throw new ApiError('not_found', 'resource_missing', 'The survey has no such report.');
  return reply
    .type(TYPES[report.format] ?? 'application/octet-stream')
    .header('content-disposition', `inline; filename="${opts.file}"`)
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
