import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { compileDeferredSchemas } from '../../rest-facade/deferred-schemas';
import { useTestService } from '../helpers/service';

const service = useTestService();

async function document(version: 'v1' | 'v2') {
  const res = await fetch(`${service().url}/${version}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as { openapi: string; info: { version: string }; paths: Record<string, Record<string, any>> };
}

describe('OpenAPI documents', () => {
  it('serves the v2 contract unauthenticated, valid OpenAPI 3.1, generated from the routes', async () => {
    const doc = await document('v2');
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as any);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
    expect(Object.keys(doc.paths)).toEqual([
      '/v2/me',
      '/v2/surveys',
      '/v2/surveys/{id}',
      '/v2/surveys/{id}/stop',
      '/v2/surveys/{id}/duplicate',
      '/v2/surveys/{id}/publish',
      '/v2/surveys/{id}/responses',
      '/v2/orders',
      '/v2/orders/{id}',
      '/v2/credit-balance',
      '/v2/billing-portal-sessions',
      '/v2/traits',
      '/v2/webhook-endpoints',
      '/v2/webhook-endpoints/{id}',
      '/v2/surveys/{id}/exports/csv',
      '/v2/media',
      '/v2/media/generations',
    ]);
    const publish = doc.paths['/v2/surveys/{id}/publish'].post;
    expect(Object.keys(publish.responses).sort()).toEqual(['200', '400', '401', '402', '403', '404', '409', '500', '502']);
    expect(publish.parameters.find((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key')).toBeDefined();
    const me = doc.paths['/v2/me'].get;
    expect(me.operationId).toBe('getMe');
    expect(Object.keys(me.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(me.responses['200'].description).toBe('Success.');
    expect(me.responses['401'].description).toBe('Missing, malformed or unknown token.');
    expect(me.responses['401'].content['application/json'].schema.required).toEqual(['error', 'requestId']);
  });

  it('serves the v1 contract with info.version 1.0.0', async () => {
    const doc = await document('v1');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    const result = await validate(structuredClone(doc) as any);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual([
      '/v1/users/me',
      '/v1/surveys',
      '/v1/surveys/{id}',
      '/v1/surveys/{id}/duplicate',
      '/v1/surveys/{id}/publish',
      '/v1/surveys/{id}/responses',
      '/v1/responses/{id}/rate',
      '/v1/responses/{id}/pin',
      '/v1/surveys/{id}/responses/{responseId}/followup',
      '/v1/surveys/{id}/followup-answers',
      '/v1/surveys/{id}/exports',
      '/v1/surveys/{id}/exports/csv',
      '/v1/traits/targeting',
      '/v1/traits/reporting',
      '/v1/help/search',
      '/v1/templates',
      '/v1/playbooks',
      '/v1/playbooks/{id}',
      '/v1/playbooks/{id}/start',
      '/v1/projects',
      '/v1/projects/{id}',
      '/v1/tags',
      '/v1/tags/{id}',
      '/v1/users',
      '/v1/media/upload',
      '/v1/media/generate',
    ]);
    expect(doc.paths['/v1/users/me'].get.operationId).toBe('getCurrentUser');
  });

  it('every route of the running service compiles its schemas (deferred to their first use, rest-facade/deferred-schemas.ts)', () => {
    // The facade's routes, the sandbox's, the queue board's and the gateway's /graphql.
    expect(compileDeferredSchemas(service().app)).toBeGreaterThan(500);
  });
});
