import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { FacadeDeps } from '../deps';
import { compileDeferredSchemas, deferredSchemaOptions } from './deferred-schemas';

/** A small app with the facade's schema options: one route that validates and serializes. */
async function smallApp(): Promise<FastifyInstance> {
  const schemas = deferredSchemaOptions((ajv) => ajv.addFormat('uuid', /^[0-9a-f-]{36}$/));
  const app = Fastify({
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true }, onCreate: schemas.ajvOnCreate },
    schemaController: schemas.schemaController,
  });
  schemas.attach(app);
  app.post<{ Body: { n: number; tag: string } }>(
    '/echo',
    {
      schema: {
        body: { type: 'object', properties: { n: { type: 'integer' }, tag: { type: 'string', default: 'none' } }, required: ['n'], additionalProperties: false },
        querystring: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string', format: 'uuid' } } } },
        response: { 200: { type: 'object', properties: { n: { type: 'integer' }, tag: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...request.body, secret: 'never serialized' }),
  );
  await app.ready();
  return app;
}

describe('deferred route schemas', () => {
  it('validate, coerce, default and serialize on first use exactly as compiled at start', async () => {
    const app = await smallApp();
    // Nothing compiled at ready: a validator and a serializer wait per schema part.
    const ok = await app.inject({ method: 'POST', url: '/echo', payload: { n: '7' } });
    expect(ok.statusCode).toBe(200);
    // Coerced to an integer, defaulted, and only the response schema's fields serialized.
    expect(ok.json()).toEqual({ n: 7, tag: 'none' });
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { n: 1, extra: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must NOT have additional properties');
    const badQuery = await app.inject({ method: 'POST', url: '/echo?ids=nope', payload: { n: 1 } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('must match format "uuid"');
    // Those compiled on use; the rest compile here, once.
    expect(compileDeferredSchemas(app)).toBe(0);
    await app.close();
  });

  it('compileDeferredSchemas compiles what no request has needed yet, and throws what a compiler throws', async () => {
    const app = await smallApp();
    expect(compileDeferredSchemas(app)).toBe(3);
    expect(compileDeferredSchemas(app)).toBe(0);
    await app.close();

    const schemas = deferredSchemaOptions(() => undefined);
    const broken = Fastify({ ajv: { onCreate: schemas.ajvOnCreate }, schemaController: schemas.schemaController });
    schemas.attach(broken);
    broken.get('/broken', { schema: { querystring: { type: 'object', properties: { n: { type: 'nonsense' } } } } }, async () => 'ok');
    // The start no longer fails on it …
    await broken.ready();
    // … the compile does.
    expect(() => compileDeferredSchemas(broken)).toThrow(/schema is invalid/);
    await broken.close();
  });

  describe('the facade', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sfs-deferred-schemas-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("every route's schemas compile (what Fastify did at start before they were deferred)", async () => {
      process.env.MEDIA_DIR = path.join(dataDir, 'media');
      const { buildHttpApp } = await import('../app');
      // Route modules read their dependencies when a request comes; registering needs none.
      const app = await buildHttpApp({ deps: {} as FacadeDeps, log: pino({ level: 'silent' }), isShuttingDown: () => false });
      await app.ready();
      expect(compileDeferredSchemas(app)).toBeGreaterThan(500);
      await app.close();
    });
  });
});
