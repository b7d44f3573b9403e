import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, servesSandbox, sessionDatabaseUrl, withListeningPort } from './config';

describe('parseConfig', () => {
  it('fills defaults and freezes the result', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', ROLE: 'all', DATA_DIR: '.data', subgraphUrls: null, logPretty: true });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('takes a variable set to nothing as unset (compose passes ${VAR:-} as "")', () => {
    const c = parseConfig({ METRICS_TOKEN: '', REDIS_URL: '', PORT: '' });
    expect([c.METRICS_TOKEN, c.REDIS_URL, c.PORT, c.redis]).toEqual([undefined, undefined, 3000, null]);
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

describe('who answers live surveys', () => {
  it('is people by default; the simulated panel is a development setting production refuses', () => {
    expect(parseConfig({}).LIVE_PANEL).toBe('respondents');
    expect(parseConfig({ LIVE_PANEL: 'simulated' }).LIVE_PANEL).toBe('simulated');
    const production = {
      NODE_ENV: 'production',
      DOWNLOAD_TOKEN_SECRET: 'd'.repeat(32),
      ADMIN_SESSION_SECRET: 'a'.repeat(32),
      STRIPE_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_for_this_deployment_0123456789',
      SANDBOX_SERVES_LIVE: 'true',
      STRIPE_SANDBOX_ENABLED: 'true',
    };
    expect(parseConfig(production).LIVE_PANEL).toBe('respondents');
    expect(() => parseConfig({ ...production, LIVE_PANEL: 'simulated' })).toThrow(/LIVE_PANEL=simulated .* refused in production/);
    expect(() => parseConfig({ LIVE_PANEL: 'external' })).toThrow(/LIVE_PANEL/);
  });
});

describe('payments in production', () => {
  const SANDBOX_DEFAULT = 'whsec_sandbox_0123456789abcdef0123456789abcdef';
  const production = {
    NODE_ENV: 'production',
    DOWNLOAD_TOKEN_SECRET: 'd'.repeat(32),
    STRIPE_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_for_this_deployment_0123456789',
    ADMIN_SESSION_SECRET: 'a'.repeat(32),
  };
  const liveStripe = { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_live_example' };

  it('refuse the public default sandbox webhook secret', () => {
    const { STRIPE_SANDBOX_WEBHOOK_SECRET: _, ...rest } = production;
    expect(() => parseConfig({ ...rest, ...liveStripe })).toThrow(/STRIPE_SANDBOX_WEBHOOK_SECRET/);
    expect(() => parseConfig({ ...rest, ...liveStripe, STRIPE_SANDBOX_WEBHOOK_SECRET: SANDBOX_DEFAULT })).toThrow(/STRIPE_SANDBOX_WEBHOOK_SECRET/);
    expect(parseConfig({ ...production, ...liveStripe }).STRIPE_SANDBOX_WEBHOOK_SECRET).toBe(production.STRIPE_SANDBOX_WEBHOOK_SECRET);
    // Development and tests keep the default: fake money, one machine.
    expect(parseConfig({}).STRIPE_SANDBOX_WEBHOOK_SECRET).toBe(SANDBOX_DEFAULT);
  });

  it('refuse to serve live keys from the sandbox unless SANDBOX_SERVES_LIVE=true', () => {
    expect(() => parseConfig(production)).toThrow(/SANDBOX_SERVES_LIVE/);
    // A Stripe test key takes no money: for live keys it is a sandbox too.
    expect(() => parseConfig({ ...production, ...liveStripe, STRIPE_SECRET_KEY: 'sk_test_example' })).toThrow(/SANDBOX_SERVES_LIVE/);
    // A sandbox URL is for test mode; it changes nothing for live keys.
    expect(parseConfig({ ...production, ...liveStripe, STRIPE_SANDBOX_URL: 'http://api:3000/stripe-sandbox' }).STRIPE_SECRET_KEY).toBe('sk_live_example');
    expect(() => parseConfig({ ...production, SANDBOX_SERVES_LIVE: 'false' })).toThrow(/SANDBOX_SERVES_LIVE/);
    expect(parseConfig({ ...production, SANDBOX_SERVES_LIVE: 'true', STRIPE_SANDBOX_ENABLED: 'true' }).SANDBOX_SERVES_LIVE).toBe(true);
    expect(parseConfig({ ...production, ...liveStripe }).SANDBOX_SERVES_LIVE).toBe(false);
    expect(parseConfig({}).SANDBOX_SERVES_LIVE).toBe(false);
  });

  it('serve the sandbox only when STRIPE_SANDBOX_ENABLED=true; development and tests serve it unless told not to (issue 35)', () => {
    const served = (env: Record<string, string>) => servesSandbox(parseConfig(env));
    expect(served({ ...production, ...liveStripe })).toBe(false);
    expect(served({ ...production, ...liveStripe, STRIPE_SANDBOX_ENABLED: 'true' })).toBe(true);
    expect(served({ ...production, ...liveStripe, ROLE: 'api', STRIPE_SANDBOX_ENABLED: 'true' })).toBe(true);
    expect(served({ ...production, ...liveStripe, ROLE: 'worker', STRIPE_SANDBOX_ENABLED: 'true' })).toBe(false);
    expect(served({})).toBe(true);
    expect(served({ NODE_ENV: 'test' })).toBe(true);
    expect(served({ STRIPE_SANDBOX_ENABLED: 'false' })).toBe(false);
    // Live keys on the sandbox need one to reach: served here, or at STRIPE_SANDBOX_URL.
    expect(() => parseConfig({ ...production, SANDBOX_SERVES_LIVE: 'true' })).toThrow(/STRIPE_SANDBOX_ENABLED=true/);
    expect(served({ ...production, SANDBOX_SERVES_LIVE: 'true', STRIPE_SANDBOX_URL: 'http://lb:3000/stripe-sandbox' })).toBe(false);
    expect(parseConfig({ ...production, SANDBOX_SERVES_LIVE: 'true', ROLE: 'worker' }).ROLE).toBe('worker');
  });

  it('apply only to processes that hold a payment provider', () => {
    const subgraph = { ...production, ROLE: 'subgraph', INTERNAL_TOKEN: 'i'.repeat(32) };
    const { STRIPE_SANDBOX_WEBHOOK_SECRET: _, ...noSecret } = subgraph;
    for (const name of ['accounts', 'media', 'webhooks']) expect(parseConfig({ ...noSecret, SUBGRAPH: name }).ROLE).toBe('subgraph');
    for (const name of ['billing', 'surveys']) expect(() => parseConfig({ ...subgraph, SUBGRAPH: name })).toThrow(/SANDBOX_SERVES_LIVE/);
    for (const role of ['all', 'api', 'worker']) expect(() => parseConfig({ ...production, ROLE: role })).toThrow(/SANDBOX_SERVES_LIVE/);
  });
});

describe('PUBLIC_BASE_URL', () => {
  it('defaults to where HOST and PORT listen, a wildcard host reached on loopback', () => {
    expect(parseConfig({}).PUBLIC_BASE_URL).toBe('http://127.0.0.1:3000');
    expect(parseConfig({ PORT: '4000' }).PUBLIC_BASE_URL).toBe('http://127.0.0.1:4000');
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '4000' }).PUBLIC_BASE_URL).toBe('http://127.0.0.1:4000');
    expect(parseConfig({ HOST: '::', PORT: '4000' }).PUBLIC_BASE_URL).toBe('http://127.0.0.1:4000');
    expect(parseConfig({ HOST: '::1', PORT: '4000' }).PUBLIC_BASE_URL).toBe('http://[::1]:4000');
    expect(parseConfig({ HOST: 'api.internal', PORT: '8080' }).PUBLIC_BASE_URL).toBe('http://api.internal:8080');
    // Set, it is taken as it is.
    expect(parseConfig({ PUBLIC_BASE_URL: 'https://surveys.example.com', PORT: '4000' }).PUBLIC_BASE_URL).toBe('https://surveys.example.com');
  });

  it('with PORT=0, follows the port the server listened on; otherwise the configuration is kept', () => {
    const any = parseConfig({ PORT: '0' });
    const listening = withListeningPort(any, 43210);
    expect(listening.PUBLIC_BASE_URL).toBe('http://127.0.0.1:43210');
    expect(Object.isFrozen(listening)).toBe(true);
    const fixed = parseConfig({ PORT: '4000' });
    expect(withListeningPort(fixed, 4000)).toBe(fixed);
    const explicit = parseConfig({ PORT: '0', PUBLIC_BASE_URL: 'https://surveys.example.com' });
    expect(withListeningPort(explicit, 43210)).toBe(explicit);
  });
});

describe('operator sessions in production', () => {
  const base = {
    NODE_ENV: 'production',
    DOWNLOAD_TOKEN_SECRET: 'd'.repeat(32),
    STRIPE_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_for_this_deployment_0123456789',
    SANDBOX_SERVES_LIVE: 'true',
    STRIPE_SANDBOX_ENABLED: 'true',
  };

  it('refuse to start an api or all-in-one process without ADMIN_SESSION_SECRET (a login must verify on every replica)', () => {
    for (const ROLE of ['all', 'api']) expect(() => parseConfig({ ...base, ROLE })).toThrow(/ADMIN_SESSION_SECRET/);
    expect(parseConfig({ ...base, ROLE: 'api', ADMIN_SESSION_SECRET: 's'.repeat(32) }).ADMIN_SESSION_SECRET).toBe('s'.repeat(32));
  });

  it('do not ask it of processes that serve no operator pages, nor outside production', () => {
    expect(parseConfig({ ...base, ROLE: 'worker' }).ROLE).toBe('worker');
    expect(parseConfig({ NODE_ENV: 'development' }).ADMIN_SESSION_SECRET).toBeUndefined();
  });
});

describe('the image provider', () => {
  it('has the insight model only with both INSIGHT_API_URL and INSIGHT_API_KEY; an http:// URL needs OUTBOUND_ALLOW_HTTP', () => {
    const c = parseConfig({});
    expect([c.INSIGHT_API_URL, c.INSIGHT_API_KEY, c.INSIGHT_API_MODEL, c.INSIGHT_API_TIMEOUT_MS]).toEqual([undefined, undefined, 'gpt-4o-mini', 30_000]);
    expect(() => parseConfig({ INSIGHT_API_URL: 'https://api.openai.com' })).toThrow(/INSIGHT_API_URL and INSIGHT_API_KEY/);
    expect(() => parseConfig({ INSIGHT_API_KEY: 'sk-x' })).toThrow(/INSIGHT_API_URL and INSIGHT_API_KEY/);
    expect(() => parseConfig({ INSIGHT_API_URL: 'http://10.0.0.5:8080', INSIGHT_API_KEY: 'sk-x' })).toThrow(/OUTBOUND_ALLOW_HTTP/);
    expect(() => parseConfig({ INSIGHT_API_URL: 'https://user:pw@api.openai.com', INSIGHT_API_KEY: 'sk-x' })).toThrow(/INSIGHT_API_URL/);
    expect(parseConfig({ INSIGHT_API_URL: 'https://llm.example.com', INSIGHT_API_KEY: 'sk-x', INSIGHT_API_TIMEOUT_MS: '5000' }).INSIGHT_API_TIMEOUT_MS).toBe(5000);
  });

  it('is used only with both IMAGE_API_URL and IMAGE_API_KEY; an http:// URL needs OUTBOUND_ALLOW_HTTP', () => {
    const c = parseConfig({});
    expect([c.IMAGE_API_URL, c.IMAGE_API_KEY, c.IMAGE_API_MODEL, c.IMAGE_API_TIMEOUT_MS]).toEqual([undefined, undefined, 'gpt-image-1', 120_000]);
    expect(() => parseConfig({ IMAGE_API_URL: 'https://api.openai.com' })).toThrow(/IMAGE_API_URL and IMAGE_API_KEY/);
    expect(() => parseConfig({ IMAGE_API_KEY: 'sk-x' })).toThrow(/IMAGE_API_URL and IMAGE_API_KEY/);
    expect(parseConfig({ IMAGE_API_URL: 'https://images.example.com/openai', IMAGE_API_KEY: 'sk-x' }).IMAGE_API_URL).toBe('https://images.example.com/openai');
    expect(() => parseConfig({ IMAGE_API_URL: 'http://10.0.0.5:8080', IMAGE_API_KEY: 'sk-x' })).toThrow(/OUTBOUND_ALLOW_HTTP/);
    expect(parseConfig({ IMAGE_API_URL: 'http://10.0.0.5:8080', IMAGE_API_KEY: 'sk-x', OUTBOUND_ALLOW_HTTP: 'true' }).IMAGE_API_URL).toBe('http://10.0.0.5:8080');
    expect(() => parseConfig({ IMAGE_API_URL: 'https://user:pw@api.openai.com', IMAGE_API_KEY: 'sk-x' })).toThrow(/IMAGE_API_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set: X-Forwarded-For is ignored', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, or the proxies’ addresses and CIDRs', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,192.168.1.7,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1', '192.168.1.7', 'loopback']);
  });

  it('refuses "true", zero, a name it does not know, and a bad CIDR', () => {
    for (const bad of ['true', '0', '11', 'nginx', '10.0.0.0/33']) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    // Set to nothing: unset, so off.
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });
});

describe('a transaction-mode pooler (DATABASE_POOLER=transaction)', () => {
  const pooled = { DATABASE_URL: 'postgres://sfs@pgbouncer:6432/sfs', DATABASE_POOLER: 'transaction' };
  const direct = 'postgres://sfs@postgres:5432/sfs';

  it('sends session-bound work to DATABASE_DIRECT_URL, or nowhere; without a pooler the database itself serves it', () => {
    expect(sessionDatabaseUrl(parseConfig({ ...pooled, DATABASE_DIRECT_URL: direct, REDIS_URL: 'redis://r:6379' }), pooled.DATABASE_URL)).toBe(direct);
    expect(sessionDatabaseUrl(parseConfig({ ...pooled, REDIS_URL: 'redis://r:6379' }), pooled.DATABASE_URL)).toBeNull();
    expect(sessionDatabaseUrl(parseConfig({ DATABASE_URL: direct }), direct)).toBe(direct);
    expect(sessionDatabaseUrl(parseConfig({ DATABASE_URL: direct, DATABASE_POOLER: 'session' }), direct)).toBe(direct);
    // The embedded default: no DATABASE_URL, the URL of the server it started.
    expect(sessionDatabaseUrl(parseConfig({}), 'postgres://127.0.0.1:5999/sfs')).toBe('postgres://127.0.0.1:5999/sfs');
  });

  it('refuses queues in PostgreSQL without the direct URL (their workers LISTEN); processes without workers do not need it', () => {
    expect(() => parseConfig(pooled)).toThrow(/DATABASE_DIRECT_URL/);
    expect(() => parseConfig({ ...pooled, ROLE: 'worker' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(parseConfig({ ...pooled, ROLE: 'subgraph', SUBGRAPH: 'surveys', INTERNAL_TOKEN: 'x'.repeat(32) }).DATABASE_POOLER).toBe('transaction');
    expect(parseConfig({ ...pooled, REDIS_URL: 'redis://r:6379' }).DATABASE_DIRECT_URL).toBeUndefined();
  });

  it('refuses a pooler without DATABASE_URL, and a direct URL without a transaction pooler', () => {
    expect(() => parseConfig({ DATABASE_POOLER: 'transaction', REDIS_URL: 'redis://r:6379' })).toThrow(/needs DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL: direct, DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL is for DATABASE_POOLER=transaction/);
    expect(() => parseConfig({ ...pooled, DATABASE_POOLER: 'statement' })).toThrow(/DATABASE_POOLER/);
  });
});
