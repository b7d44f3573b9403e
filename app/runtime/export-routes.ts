import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { openSurveyCsv } from '../../subgraphs/surveys';

/**
 * Split mode: the surveys subgraph streams CSV exports to the facade (http/
 * export-source.ts) behind the internal token; access and readiness were checked by the
 * facade through GraphQL. Any failure before the first byte is a 503 the facade turns into 502.
 */
export function registerExportRoutes(scope: FastifyInstance, orm: MikroORM): void {
  scope.get<{ Params: { id: string }; Querystring: { layout?: string; ids?: string; status?: string; traits?: string } }>(
    '/internal/exports/surveys/:id/csv',
    async (request, reply) => {
      const { layout = 'long', ids = 'guid', status = 'valid', traits = 'all' } = request.query;
      if (
        (layout !== 'long' && layout !== 'wide') ||
        (ids !== 'guid' && ids !== 'prefixed') ||
        (status !== 'valid' && status !== 'all') ||
        (traits !== 'all' && traits !== 'none')
      ) {
        return reply.code(400).send({ message: 'layout: long|wide; ids: guid|prefixed; status: valid|all; traits: all|none' });
      }
      try {
        const body = await openSurveyCsv(orm.em.fork(), request.params.id, { layout, ids, status, traits: traits === 'all' });
        return reply.type('text/csv; charset=utf-8').send(body);
      } catch (err) {
        request.log.error({ err }, 'csv export failed');
        return reply.code(503).send({ message: 'export failed' });
      }
    },
  );
}
