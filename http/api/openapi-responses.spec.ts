import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

/** What the documents state around every operation (http/api/openapi-responses.ts); test/e2e/openapi-contract.test.ts checks the runtime sends it. */

const documents = { v1: buildOpenApiDocument('v1'), v2: buildOpenApiDocument('v2') };
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

async function operations(version: 'v1' | 'v2') {
  const doc: any = await documents[version];
  return Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]: [string, any]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
}

const headerNames = (response: any) => Object.keys(response.headers ?? {}).sort();
const RATE_LIMIT = ['RateLimit-Limit', 'RateLimit-Policy', 'RateLimit-Remaining', 'RateLimit-Reset'];
const errorSchemaOf = (response: any) => response.content['application/json'].schema;

describe.each(['v1', 'v2'] as const)('%s', (version) => {
  it('every operation is authenticated and declares 401, 403, 429, 500 and 503 with the surface’s error envelope', async () => {
    const doc: any = await documents[version];
    expect(doc.components.schemas.Error.required).toEqual(version === 'v1' ? ['error', 'message'] : ['error', 'requestId']);
    const ops = await operations(version);
    expect(ops.length).toBeGreaterThan(20);
    for (const { key, op } of ops) {
      const statuses = Object.keys(op.responses);
      expect(statuses, key).toEqual(expect.arrayContaining(['401', '403', '429', '500', '503']));
      // One envelope, the surface's `Error` component, for the errors every operation shares (a route may refine a 400 or a 409).
      const envelope = errorSchemaOf(op.responses['429']);
      for (const status of ['401', '403', '500', '503']) {
        const { description: _d, ...schema } = errorSchemaOf(op.responses[status]);
        expect(schema, `${key} ${status}`).toEqual(envelope);
      }
      expect(envelope, key).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('declares X-Request-Id on every response, RateLimit-* on every counted one, Retry-After on 429 and 503', async () => {
    const doc: any = await documents[version];
    expect(doc.components.headers['X-Request-Id']).toEqual({ description: expect.any(String), required: true, schema: { type: 'string', pattern: '^req_[0-9a-f]{32}$' } });
    expect(doc.components.headers['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
    for (const { key, op } of await operations(version)) {
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        const names = headerNames(response);
        expect(response.headers['X-Request-Id'], `${key} ${status}`).toEqual({ $ref: '#/components/headers/X-Request-Id' });
        // Authentication runs before the count: a 401 or 403 is never counted.
        if (status === '401' || status === '403') expect(names, `${key} ${status}`).toEqual(['X-Request-Id']);
        else expect(names, `${key} ${status}`).toEqual(expect.arrayContaining(RATE_LIMIT));
        if (status === '429' || status === '503') expect(response.headers['Retry-After'], `${key} ${status}`).toEqual({ $ref: '#/components/headers/Retry-After' });
        // The API surfaces redirect nowhere (docs/decisions.md, "Contracts (issue 26)").
        expect(names).not.toContain('Location');
      }
    }
  });
});

describe('Idempotency-Key', () => {
  const idempotencyParams = async (version: 'v1' | 'v2') =>
    Object.fromEntries(
      (await operations(version)).flatMap(({ op }) =>
        (op.parameters ?? []).filter((p: any) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key').map((p: any) => [op.operationId, p.required]),
      ),
    );

  it('is required on the v2 routes that refuse a request without one, optional on v1 publish and v2 test events, and on no other operation', async () => {
    expect(await idempotencyParams('v2')).toEqual({ publishSurvey: true, createOrder: true, sendTestWebhookEvent: false });
    expect(await idempotencyParams('v1')).toEqual({ publishSurvey: false });
    const v2: any = await documents.v2;
    expect(v2.paths['/v2/orders'].post.parameters.find((p: any) => p.name === 'idempotency-key')).toEqual({
      in: 'header',
      name: 'idempotency-key',
      required: true,
      description: expect.stringMatching(/^Required: a request without one is refused \(400 idempotency_key_required\)\./),
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
    // An optional key says what it saves on that route.
    expect(v2.paths['/v2/webhook-endpoints/{id}/test'].post.parameters.find((p: any) => p.name === 'idempotency-key')).toMatchObject({
      required: false,
      description: expect.stringMatching(/^Optional: without one, every request sends a new test event\./),
    });
  });

  it('declares Idempotent-Replayed on the success responses of exactly those operations, and Retry-After on their 409', async () => {
    for (const version of ['v1', 'v2'] as const) {
      for (const { key, op } of await operations(version)) {
        const idempotent = ['publishSurvey', 'createOrder', 'sendTestWebhookEvent'].includes(op.operationId);
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          const replayable = idempotent && status.startsWith('2');
          expect(headerNames(response).includes('Idempotent-Replayed'), `${key} ${status}`).toBe(replayable);
          if (replayable) expect(response.headers['Idempotent-Replayed']).toEqual({ $ref: '#/components/headers/Idempotent-Replayed' });
          if (idempotent && status === '409') expect(response.headers['Retry-After']).toMatchObject({ schema: { type: 'integer', minimum: 1 } });
        }
      }
    }
  });
});

describe('credentials', () => {
  it('v1 names each operation’s OAuth scope, and the CSV download’s signed `t` token', async () => {
    const ops = Object.fromEntries((await operations('v1')).map(({ key, op }) => [key, op]));
    expect(ops['GET /v1/users/me'].security).toEqual([{ bearerAuth: [] }, { oauth2: ['read'] }]);
    expect(ops['POST /v1/surveys/{id}/publish'].security).toEqual([{ bearerAuth: [] }, { oauth2: ['spend'] }]);
    expect(ops['GET /v1/surveys/{id}/exports/csv'].security).toEqual([{ bearerAuth: [] }, { oauth2: ['read'] }, { downloadToken: [] }]);
    expect(ops['POST /v1/surveys/{id}/publish'].responses['403'].description).toBe(
      'The API key or OAuth access token lacks the "spend" scope (keys and tokens without scopes have full v1 access).',
    );
    for (const op of Object.values(ops)) expect(op.security[1].oauth2).toHaveLength(1);
    const v1: any = await documents.v1;
    expect(v1.components.securitySchemes.downloadToken).toMatchObject({ type: 'apiKey', in: 'query', name: 't' });
  });

  it('v2 takes API keys and says which scope each operation needs, in its description and its 403', async () => {
    const ops = Object.fromEntries((await operations('v2')).map(({ key, op }) => [key, op]));
    for (const [key, op] of Object.entries(ops)) {
      if (key === 'GET /v2/surveys/{id}/exports/csv') continue;
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(op.description).toMatch(/Needs an API key with the `(read|write|spend)` scope\.$/);
    }
    // The CSV download also takes the signed token of a download link (the MCP tool get_csv_link).
    const csv = ops['GET /v2/surveys/{id}/exports/csv'];
    expect(csv.security).toEqual([{ bearerAuth: [] }, { downloadToken: [] }]);
    expect(csv.description).toMatch(
      /Needs an API key with the `read` scope\. The signed `t` token of a download link \(the MCP tool get_csv_link\) may take the Authorization header’s place\.$/,
    );
    const v2: any = await documents.v2;
    expect(v2.components.securitySchemes.downloadToken).toMatchObject({ type: 'apiKey', in: 'query', name: 't' });
    expect(ops['POST /v2/orders'].description).toBe(`${ops['POST /v2/orders'].summary}. Needs an API key with the \`spend\` scope.`);
    expect(ops['POST /v2/orders'].responses['403'].description).toBe(
      'permission_error: the API key lacks the "spend" scope (insufficient_scope), the key has no scopes and works on v1 only (api_key_unscoped), or X-Service-Team names another team (team_mismatch).',
    );
  });
});
