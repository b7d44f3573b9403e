import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { instrumentHttp, registerMetricsRoute } from './http';

const METRICS_TOKEN = 'm'.repeat(32);
const OPERATOR_TOKEN = 'o'.repeat(32);
const CLI_TOKEN = 'op_created_with_the_cli';

async function app() {
  const server = Fastify();
  instrumentHttp(server);
  server.get('/things/:id', async () => ({ ok: true }));
  registerMetricsRoute(server, {
    metricsToken: METRICS_TOKEN,
    operatorToken: OPERATOR_TOKEN,
    verifyOperatorToken: async (secret) => secret === CLI_TOKEN,
  });
  await server.ready();
  return server;
}

const get = (server: Awaited<ReturnType<typeof app>>, url: string, token?: string) =>
  server.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('answers only a metrics token or an operator token (configured or created with the CLI)', async () => {
    const server = await app();
    for (const token of [undefined, 'wrong', `${METRICS_TOKEN}m`, 'op_unknown']) {
      const res = await get(server, '/metrics', token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    for (const token of [METRICS_TOKEN, OPERATOR_TOKEN, CLI_TOKEN]) {
      const res = await get(server, '/metrics', token);
      expect(res.statusCode, token).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await server.close();
  });

  it('labels requests by route template, and unknown paths as "unmatched"', async () => {
    const server = await app();
    await get(server, '/things/0190a0b1-c2d3-7e4f-8a9b-0c1d2e3f4a5b');
    await get(server, '/nowhere/0190a0b1-c2d3-7e4f-8a9b-0c1d2e3f4a5b');
    const text = (await get(server, '/metrics', METRICS_TOKEN)).body;
    expect(text).toMatch(/^sfs_http_request_duration_seconds_count\{route="\/things\/:id",method="GET",status_code="200"\} [1-9]/m);
    expect(text).toMatch(/^sfs_http_request_duration_seconds_count\{route="unmatched",method="GET",status_code="404"\} [1-9]/m);
    expect(text).not.toContain('0190a0b1');
    await server.close();
  });
});

describe('configuration', () => {
  it('serves metrics by default and wants a long METRICS_TOKEN', () => {
    const defaults = parseConfig({});
    expect(defaults.METRICS_ENABLED).toBe(true);
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_ENABLED: 'false' }).METRICS_ENABLED).toBe(false);
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
