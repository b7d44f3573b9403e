import type { FastifyReply } from 'fastify';
import type { CsvIdStyle, CsvLayout, CsvStatus } from '../subgraphs/surveys';
import type { ExportSource } from './export-source';
import type { CallerContext, GraphClient } from '../graph-client/graph-client';
import { CsvExportReadyDocument } from '../graph-client/generated';

/**
 * Both surfaces' CSV download: readiness and access through GraphQL (404, 409), then the
 * bytes streamed from the export source (502 when it cannot start). A failure after the
 * first byte can only cut the transfer short; the chunked response then never terminates
 * properly, so clients see an incomplete download rather than a short file that looks whole.
 */
export async function sendCsv(
  reply: FastifyReply,
  opts: {
    graph: GraphClient;
    exports: ExportSource;
    caller: CallerContext;
    surveyId: string;
    layout: CsvLayout;
    ids: CsvIdStyle;
    status: CsvStatus;
    traits?: boolean;
    filename?: string;
  },
): Promise<FastifyReply> {
  await opts.graph.run(CsvExportReadyDocument, { surveyId: opts.surveyId }, opts.caller);
  const body = await opts.exports.csv(opts.surveyId, { layout: opts.layout, ids: opts.ids, status: opts.status, traits: opts.traits }, opts.caller);
  body.on('error', (err) => opts.caller.log.error({ err }, 'csv export stream failed'));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${opts.filename ?? `survey-${opts.surveyId}`}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}
