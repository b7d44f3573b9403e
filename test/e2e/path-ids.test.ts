import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, json } from '../helpers/http';
import { useTestService } from '../helpers/service';

/**
 * One rule for the ids in paths (docs/decisions.md, "Malformed path ids?"): an id that does not
 * match the pattern its parameter declares is a 400 naming the parameter, on every path of both
 * surfaces; a well-formed id that names nothing the caller can see is a 404. The operations are
 * read from the served documents, so a new path with an id is walked too.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);

interface Operation {
  method: string;
  path: string;
  ids: { name: string; schema: { pattern?: string; format?: string } }[];
  body?: unknown;
  idempotencyKey: boolean;
}

async function operationsWithIds(surface: 'v1' | 'v2'): Promise<Operation[]> {
  const doc = await json(await fetch(`${service().url}/${surface}/openapi.json`));
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const params = (op.parameters ?? []) as { in: string; name: string; schema: Operation['ids'][number]['schema'] }[];
      const ids = params.filter((p) => p.in === 'path');
      if (!ids.length) return [];
      return [
        {
          method: method.toUpperCase(),
          path,
          ids,
          body: op.requestBody?.content['application/json']?.example,
          idempotencyKey: params.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        },
      ];
    }),
  );
}

const hex = () => randomUUID().replaceAll('-', '');
const NOUN: Record<string, string> = { srv: 'survey', ord: 'order', whk: 'webhook endpoint' };

describe('malformed path ids', () => {
  it('v2: an id off its prefix’s pattern is 400 parameter_invalid naming id on every path; a well-formed unknown id is 404', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write', 'spend']);
    const operations = await operationsWithIds('v2');
    // Every v2 path id: surveys (7 operations), orders (1), webhook endpoints (4).
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /v2/surveys/{id}',
      'PATCH /v2/surveys/{id}',
      'POST /v2/surveys/{id}/stop',
      'POST /v2/surveys/{id}/duplicate',
      'POST /v2/surveys/{id}/publish',
      'GET /v2/surveys/{id}/responses',
      'GET /v2/orders/{id}',
      'GET /v2/webhook-endpoints/{id}',
      'PATCH /v2/webhook-endpoints/{id}',
      'DELETE /v2/webhook-endpoints/{id}',
      'POST /v2/webhook-endpoints/{id}/test',
      'GET /v2/surveys/{id}/exports/csv',
    ]);
    for (const op of operations) {
      const [{ schema }] = op.ids;
      const prefix = /^\^([a-z]+)_/.exec(schema.pattern ?? '')![1];
      const call = (id: string) => api(op.method, op.path.replace('{id}', id), key, op.body, op.idempotencyKey ? { 'idempotency-key': randomUUID() } : {});
      const guid = randomUUID();
      for (const id of ['nope', guid, `${prefix === 'srv' ? 'ord' : 'srv'}_${hex()}`, `${prefix}_${hex().toUpperCase()}`, `${prefix}_${hex().slice(1)}`, `${prefix}_${hex()}0`]) {
        const res = await call(id);
        expect([op.method, op.path, id, res.status, await json(res)]).toEqual([
          op.method,
          op.path,
          id,
          400,
          {
            error: { type: 'invalid_request_error', code: 'parameter_invalid', message: `Invalid id: must match pattern "${schema.pattern}".`, param: 'id' },
            requestId: res.headers.get('x-request-id'),
          },
        ]);
      }
      const unknown = `${prefix}_${hex()}`;
      const res = await call(unknown);
      expect([op.method, op.path, res.status, await json(res)]).toEqual([
        op.method,
        op.path,
        404,
        {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${NOUN[prefix]}: '${unknown}'`, param: 'id' },
          requestId: res.headers.get('x-request-id'),
        },
      ]);
    }
  });

  it('v1: a GUID path id that is no GUID is 400 in the v1 envelope; a well-formed unknown GUID is 404', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write', 'spend']);
    const operations = (await operationsWithIds('v1')).filter((op) => op.ids.some((p) => p.schema.format === 'uuid'));
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /v1/surveys/{id}',
      'PATCH /v1/surveys/{id}',
      'DELETE /v1/surveys/{id}',
      'POST /v1/surveys/{id}/duplicate',
      'POST /v1/surveys/{id}/publish',
      'GET /v1/surveys/{id}/responses',
      'POST /v1/surveys/{id}/responses/{responseId}/followup',
      'GET /v1/surveys/{id}/followup-answers',
      'GET /v1/surveys/{id}/exports',
      'GET /v1/surveys/{id}/exports/csv',
      'GET /v1/surveys/{id}/exports/reports/{file}',
    ]);
    for (const op of operations) {
      const path = op.path.replace('{responseId}', randomUUID()).replace('{file}', 'report-en.pdf');
      for (const id of ['nope', `srv_${hex()}`, `${randomUUID()}0`, `urn:uuid:${randomUUID()}`]) {
        const res = await api(op.method, path.replace('{id}', encodeURIComponent(id)), key, op.body);
        expect([op.method, op.path, id, res.status, await json(res)]).toEqual([
          op.method,
          op.path,
          id,
          400,
          { error: 'Bad Request', message: 'Invalid id: must match format "uuid".', details: ['params.id must match format "uuid"'] },
        ]);
      }
    }
    const res = await api('GET', `/v1/surveys/${randomUUID()}`, key);
    expect([res.status, (await json(res)).error]).toEqual([404, 'Not Found']);
  });
});
