import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills defaults and freezes the result', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', ROLE: 'all', DATA_DIR: '.data', subgraphUrls: null, logPretty: true });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'eighty', ROLE: 'boss' })).toThrow(/PORT[\s\S]*ROLE|ROLE[\s\S]*PORT/);
  });

  it('parses SUBGRAPH_URLS and requires INTERNAL_TOKEN for split mode', () => {
    const env = { SUBGRAPH_URLS: 'accounts=http://a:4001/graphql, surveys=http://s:4002/graphql' };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    const c = parseConfig({ ...env, INTERNAL_TOKEN: 'x'.repeat(32) });
    expect(c.subgraphUrls).toEqual({ accounts: 'http://a:4001/graphql', surveys: 'http://s:4002/graphql' });
  });

  it('refuses a malformed SUBGRAPH_URLS entry and ROLE=subgraph without SUBGRAPH', () => {
    expect(() => parseConfig({ SUBGRAPH_URLS: 'accounts', INTERNAL_TOKEN: 'x'.repeat(32) })).toThrow(/bad entry "accounts"/);
    expect(() => parseConfig({ ROLE: 'subgraph', INTERNAL_TOKEN: 'x'.repeat(32) })).toThrow(/needs SUBGRAPH/);
  });

  it('refuses a short operator token', () => {
    expect(() => parseConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
  });
});
