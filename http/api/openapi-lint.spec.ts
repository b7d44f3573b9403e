import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lintConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

/**
 * Both served OpenAPI documents lint clean with Redocly's recommended rules and Spectral's
 * `spectral:oas`, as configured by redocly.yaml and .spectral.js at the repository root (every
 * rule turned off there says why). The libraries run in-process: no CLI, no telemetry, and no
 * connection to anywhere (asserted).
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** Every connection this process starts while the linters run: none is expected. */
const connections: string[] = [];
const CHANNELS = ['net.client.socket', 'undici:client:beforeConnect', 'http.client.request.start'];
const record = (_message: unknown, channel: string | symbol) => connections.push(String(channel));
beforeAll(() => CHANNELS.forEach((c) => subscribe(c, record)));
afterAll(() => CHANNELS.forEach((c) => unsubscribe(c, record)));

const documents = { v1: buildOpenApiDocument('v1'), v2: buildOpenApiDocument('v2') };
const sourceOf = async (version: 'v1' | 'v2') => JSON.stringify(await documents[version], null, 2);

describe.each(['v1', 'v2'] as const)('the %s OpenAPI document', (version) => {
  it('passes Redocly (recommended, redocly.yaml) with no problem', async () => {
    const config = await loadConfig({ configPath: resolve(ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: await sourceOf(version), absoluteRef: resolve(ROOT, `${version}-openapi.json`), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
    expect(connections).toEqual([]);
  });

  it('passes Spectral (spectral:oas, .spectral.js) with no problem', async () => {
    const { default: ruleset } = (await import(pathToFileURL(resolve(ROOT, '.spectral.js')).href)) as { default: RulesetDefinition };
    const spectral = new Spectral();
    spectral.setRuleset(ruleset);
    const results = await spectral.run(await sourceOf(version));
    expect(results.map((r) => `${r.severity} ${String(r.code)} ${r.path.join('.')}: ${r.message}`)).toEqual([]);
    expect(connections).toEqual([]);
  });
});

it('redocly.yaml is a valid Redocly configuration', async () => {
  const config = await loadConfig({ configPath: resolve(ROOT, 'redocly.yaml') });
  expect((await lintConfig({ config })).map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
});

it('the linters are live: a bare document fails both, and the rules the files turn off stay quiet', async () => {
  const bare = JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/x': { get: { responses: { 200: { description: 'ok' } } } } } });
  const config = await loadConfig({ configPath: resolve(ROOT, 'redocly.yaml') });
  const problems = await lintFromString({ source: bare, absoluteRef: resolve(ROOT, 'bare.json'), config });
  // info-license (off) is not among them.
  expect(problems.map((p) => `${p.severity} ${p.ruleId}`).sort()).toEqual([
    'error no-empty-servers',
    'error operation-summary',
    'error security-defined',
    'warn operation-4xx-response',
    'warn operation-operationId',
  ]);
  const { default: ruleset } = (await import(pathToFileURL(resolve(ROOT, '.spectral.js')).href)) as { default: RulesetDefinition };
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const results = await spectral.run(bare);
  // Spectral's severities: 0 error, 1 warning. info-contact and info-license (off) are not among them.
  expect(results.map((r) => `${r.severity} ${String(r.code)}`).sort()).toEqual([
    '1 info-description',
    '1 oas3-api-servers',
    '1 operation-description',
    '1 operation-operationId',
    '1 operation-tags',
  ]);
  expect(connections).toEqual([]);
});
