import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { compileDeferredSchemas } from '../../http/api/deferred-schemas';
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
      '/v2/webhook-endpoints/{id}/test',
      '/v2/webhook-events/stream',
      '/v2/surveys/{id}/exports/csv',
      '/v2/media',
      '/v2/media/generations',
    ]);
    const publish = doc.paths['/v2/surveys/{id}/publish'].post;
    expect(Object.keys(publish.responses).sort()).toEqual(['200', '400', '401', '402', '403', '404', '409', '429', '500', '502', '503']);
    expect(publish.parameters.find((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key')).toMatchObject({ required: true });
    const me = doc.paths['/v2/me'].get;
    expect(me.operationId).toBe('getMe');
    expect(Object.keys(me.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
    expect(me.responses['200'].description).toBe('Success.');
    expect(me.responses['401'].description).toBe('Missing, malformed or unknown token.');
    expect(me.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
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
      '/v1/surveys/{id}/exports/reports/{file}',
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

  it('every route of the running service compiles its schemas (deferred to their first use, http/api/deferred-schemas.ts)', () => {
    // The facade's routes, the sandbox's, the queue board's and the gateway's /graphql.
    expect(compileDeferredSchemas(service().app)).toBeGreaterThan(500);
  });
});

/** Every JSON object in `node`, with its JSON pointer. */
function* objectsIn(node: unknown, pointer = ''): Generator<[string, Record<string, any>]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* objectsIn(item, `${pointer}/${i}`);
  } else if (node !== null && typeof node === 'object') {
    yield [pointer, node as Record<string, any>];
    for (const [key, value] of Object.entries(node)) yield* objectsIn(value, `${pointer}/${key}`);
  }
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];
const operationsOf = (doc: { paths: Record<string, Record<string, any>> }) =>
  Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })));

describe('OpenAPI named schemas and rules (http/api/openapi-components.ts)', () => {
  it('names the objects of both surfaces in components.schemas and references each of them', async () => {
    const names = {
      v2: ['Error', 'Me', 'Survey', 'SurveyList', 'Question', 'QuestionOption', 'Cost', 'CreditBalanceSummary', 'SurveyPublishResult', 'Response', 'ResponseList'],
      v2more: ['Order', 'OrderCreated', 'OrderList', 'CreditBalance', 'CreditBucket', 'BillingPortalSession', 'Trait', 'TraitList', 'WebhookEndpoint'],
      v2last: ['WebhookEndpointCreated', 'WebhookEndpointDeleted', 'WebhookEndpointList', 'WebhookTestEvent', 'Media', 'ImageGeneration'],
      v1: ['Error', 'SurveyCreateError', 'PlaybookStartError', 'HelpSearchError', 'Pagination', 'Survey', 'SurveyList', 'Response', 'ResponseList', 'FollowupAnswer'],
    };
    for (const [surface, expected] of [
      ['v2', [...names.v2, ...names.v2more, ...names.v2last]],
      ['v1', names.v1],
    ] as const) {
      const doc = (await document(surface)) as any;
      const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
      expect(Object.keys(schemas)).toEqual(expected);
      const refs = new Set([...objectsIn(doc)].flatMap(([, o]) => (typeof o.$ref === 'string' ? [o.$ref] : [])));
      for (const name of expected) {
        expect(refs, `${surface} ${name} is referenced`).toContain(`#/components/schemas/${name}`);
        // A product name, and the title a generator may read agrees with it.
        expect(schemas[name].title).toBe(name);
      }
      // Every reference resolves.
      for (const ref of refs) if (ref.startsWith('#/components/schemas/')) expect(Object.keys(schemas)).toContain(ref.slice('#/components/schemas/'.length));
    }
  });

  it('inlines no copy of an error object in the paths: every error response references a named error', async () => {
    const errors = { v2: ['Error'], v1: ['Error', 'SurveyCreateError', 'PlaybookStartError', 'HelpSearchError'] };
    for (const surface of ['v1', 'v2'] as const) {
      const doc = (await document(surface)) as any;
      const inline = [...objectsIn(doc.paths)].filter(([, o]) => o.properties?.error && (o.properties.requestId || o.properties.message));
      expect(inline.map(([pointer]) => pointer)).toEqual([]);
      for (const { path, method, op } of operationsOf(doc)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          const schema = response.content?.['application/json']?.schema;
          if (Number(status) >= 400 && schema)
            expect(
              errors[surface].map((name) => `#/components/schemas/${name}`),
              `${surface} ${method} ${path} ${status}`,
            ).toContain(schema.$ref);
        }
      }
    }
  });

  it('every v2 path id declares the form of its prefix', async () => {
    const doc = await document('v2');
    const prefixOf: Record<string, string> = { surveys: 'srv', orders: 'ord', 'webhook-endpoints': 'whk' };
    const ids = operationsOf(doc).flatMap(({ path, method, op }) =>
      ((op.parameters ?? []) as { in: string; name: string; schema: { pattern?: string }; example?: string }[])
        .filter((p) => p.in === 'path')
        .map((p) => ({ at: `${method} ${path} ${p.name}`, resource: path.split('/')[2], ...p })),
    );
    expect(ids).toHaveLength(12);
    for (const id of ids) {
      const prefix = prefixOf[id.resource];
      expect(id.schema.pattern, id.at).toBe(`^${prefix}_[0-9a-f]{32}$`);
      expect(id.example, id.at).toMatch(new RegExp(id.schema.pattern!));
    }
  });

  it('every v2 request body has an example, and the either/or bodies and enums are in the schemas', async () => {
    const doc = await document('v2');
    const bodies = operationsOf(doc).filter(({ op }) => op.requestBody);
    expect(bodies.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'post /v2/surveys',
      'patch /v2/surveys/{id}',
      'post /v2/orders',
      'post /v2/webhook-endpoints',
      'patch /v2/webhook-endpoints/{id}',
      'post /v2/webhook-endpoints/{id}/test',
      'post /v2/media',
      'post /v2/media/generations',
    ]);
    for (const { method, path, op } of bodies) expect(op.requestBody.content['application/json'].example, `${method} ${path}`).toBeDefined();
    const bodyOf = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    const exactlyOne = (a: string, b: string) => ({
      type: 'object',
      oneOf: [
        { type: 'object', required: [a], properties: { [b]: false } },
        { type: 'object', required: [b], properties: { [a]: false } },
      ],
    });
    expect(bodyOf('/v2/surveys', 'post').allOf[1]).toEqual(exactlyOne('questions', 'template'));
    expect(bodyOf('/v2/media', 'post').allOf[1]).toEqual(exactlyOne('url', 'data'));
    expect(bodyOf('/v2/orders', 'post').properties.pack.enum).toEqual([
      'credits_20',
      'credits_50',
      'credits_100',
      'credits_250',
      'credits_500',
      'credits_1000',
      'credits_2500',
      'credits_5000',
    ]);
    expect(bodyOf('/v2/webhook-endpoints', 'post').properties.enabledEvents.items).toEqual({ type: 'string', enum: ['survey.completed', 'order.paid'] });
    expect((doc as any).components.schemas.WebhookEndpoint.properties.enabledEvents.items).toEqual({ type: 'string', enum: ['survey.completed', 'order.paid'] });
  });

  it('every v1 request body has an example', async () => {
    const doc = await document('v1');
    const bodies = operationsOf(doc).filter(({ op }) => op.requestBody);
    expect(bodies).toHaveLength(11);
    for (const { method, path, op } of bodies) expect(op.requestBody.content['application/json'].example, `${method} ${path}`).toBeDefined();
  });

  it('every named object of both surfaces has one example', async () => {
    for (const surface of ['v1', 'v2'] as const) {
      const doc = (await document(surface)) as any;
      for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, { examples?: unknown[] }>)) {
        expect(schema.examples, `${surface} ${name}`).toHaveLength(1);
      }
    }
  });
});
