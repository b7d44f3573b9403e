import type { MikroORM } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { request } from 'undici';
import { INTERNAL_HEADERS } from '../gateway/internal-headers';
import { openSurveyCsv, type CsvExportOptions } from '../subgraphs/surveys';
import { ApiError } from '../graph-client/errors';
import type { CallerContext } from '../graph-client/graph-client';

/**
 * Where CSV bytes come from. The facade checks access and readiness through GraphQL first
 * (csvExportReady); this only streams. All-in-one reads PostgreSQL in-process; split mode
 * streams from the surveys subgraph's internal export route. Whatever fails before the first
 * byte is the export service being unavailable: 502 (spec), never a cut-off 200.
 */
export interface ExportSource {
  csv(surveyId: string, opts: CsvExportOptions, caller: CallerContext): Promise<Readable>;
}

export function unavailable(caller: CallerContext, err: unknown): ApiError {
  caller.log.error({ err }, 'csv export unavailable');
  return new ApiError('unavailable', 'upstream_unavailable', 'The export service is unavailable; retry with backoff.');
}

export function localExportSource(orm: MikroORM): ExportSource {
  return {
    async csv(surveyId, opts, caller) {
      try {
        return await openSurveyCsv(orm.em.fork(), surveyId, opts);
      } catch (err) {
        throw unavailable(caller, err);
      }
    },
  };
}

/** Split mode: GET <surveys subgraph>/internal/exports/surveys/<id>/csv with the internal token. */
export function remoteExportSource(surveysGraphqlUrl: string, internalToken: string): ExportSource {
  return {
    async csv(surveyId, opts, caller) {
      const url = new URL(`/internal/exports/surveys/${encodeURIComponent(surveyId)}/csv`, surveysGraphqlUrl);
      url.searchParams.set('layout', opts.layout);
      url.searchParams.set('ids', opts.ids);
      url.searchParams.set('status', opts.status ?? 'valid');
      if (opts.traits === false) url.searchParams.set('traits', 'none');
      try {
        const res = await request(url, { headers: { [INTERNAL_HEADERS.token]: internalToken, [INTERNAL_HEADERS.requestId]: caller.requestId }, headersTimeout: 30_000 });
        if (res.statusCode !== 200) {
          const text = await res.body.text().catch(() => '');
          throw new Error(`export route answered ${res.statusCode}: ${text.slice(0, 200)}`);
        }
        return res.body;
      } catch (err) {
        throw unavailable(caller, err);
      }
    },
  };
}
