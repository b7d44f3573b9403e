import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormClient, newEmail } from '../helpers/console';
import { makeTeam } from '../helpers/fixtures';
import { startTestService, TEST_OPERATOR_TOKEN, type TestService } from '../helpers/service';

/**
 * Issue 35, item 8: HSTS on every surface in production (and not in development, where the
 * service is reached over plain http), and `Cache-Control: no-store` on every response that
 * shows a secret once.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
const PRODUCTION = {
  NODE_ENV: 'production',
  DOWNLOAD_TOKEN_SECRET: 'download-token-secret-for-header-tests-0123456',
  ADMIN_SESSION_SECRET: 'admin-session-secret-for-header-tests-01234567',
  STRIPE_SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_for_header_tests_0123456789',
  SANDBOX_SERVES_LIVE: 'true',
  STRIPE_SANDBOX_ENABLED: 'true',
  LIVE_PANEL: 'respondents',
};
const PASSWORD = 'correct horse battery';
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/** One request per surface: API (v1, v2, errors), console, respondent app, OAuth, operator pages, the sandbox, /media, health. */
async function surfaces(svc: TestService): Promise<Record<string, Response>> {
  const key = await (await makeTeam(svc.em(), 'Headers Co')).key(['read', 'write', 'spend']);
  const at = (path: string, init: RequestInit = {}) => fetch(`${svc.url}${path}`, { redirect: 'manual', ...init });
  const json = { 'content-type': 'application/json' };
  return {
    'v2 API': await at('/v2/me', { headers: { authorization: `Bearer ${key}` } }),
    'v1 API': await at('/v1/users/me', { headers: { authorization: `Bearer ${key}` } }),
    'API error': await at('/v2/me'),
    'unknown path': await at('/nowhere'),
    console: await at('/console/sign-in'),
    'console asset': await at('/console/assets/console.css'),
    'respondent app': await at('/r/preview/not-a-token'),
    'OAuth metadata': await at('/.well-known/oauth-authorization-server'),
    'OAuth token': await at('/oauth/token', { method: 'POST', headers: json, body: '{}' }),
    'operator login': await at('/admin/login'),
    'Bull Board': await at('/admin/queues/api/queues', { headers: operator }),
    GraphQL: await at('/graphql', { method: 'POST', headers: { ...operator, ...json }, body: JSON.stringify({ query: '{ accountsStatus { name } }' }) }),
    metrics: await at('/metrics', { headers: operator }),
    'sandbox page': await at('/stripe-sandbox/checkout/cs_test_missing'),
    'sandbox API': await at('/stripe-sandbox/v1/customers'),
    media: await at('/media/missing.png'),
    health: await at('/healthz'),
  };
}

describe('in production', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService(PRODUCTION);
  }, 60_000);
  afterAll(() => svc?.shutdown());

  it('every surface sends Strict-Transport-Security', async () => {
    const answers = await surfaces(svc);
    const seen = Object.entries(answers).map(([name, res]) => [name, res.status < 500, res.headers.get('strict-transport-security')]);
    expect(seen).toEqual(Object.keys(answers).map((name) => [name, true, HSTS]));
  });

  it('every response that shows a secret once is no-store: console keys, apps, webhooks and invitations, v2 webhook endpoints, operator GraphQL', async () => {
    const c = new FormClient(svc.url);
    expect(
      (await c.submit('/console/sign-up', '/console/sign-up', { name: 'Nora Nostore', email: newEmail('nostore'), teamName: 'No Store Co', password: PASSWORD })).res.status,
    ).toBe(303);
    const shown: Record<string, Response> = {};
    const keyPage = await c.submit('/console/keys', '/console/keys', { name: 'once', mode: 'test', scopes: ['read', 'write', 'spend'] });
    expect(keyPage.html).toMatch(/id="secret"[^>]*value="sk_test_/);
    shown['console key'] = keyPage.res;
    const app = await c.submit('/console/apps', '/console/apps', { name: 'Nightly', redirectUris: 'https://app.example.com/callback', type: 'confidential' });
    expect(app.html).toContain('secret');
    shown['console OAuth app'] = app.res;
    const hook = await c.submit('/console/webhooks', '/console/webhooks', { url: 'https://hooks.example.com/headers', events: 'order.paid' });
    expect(hook.html).toContain('whsec_');
    shown['console webhook'] = hook.res;
    const invite = await c.submit('/console/team', '/console/team/invitations', { email: newEmail('invitee'), role: 'member' });
    expect(invite.html).toContain('/console/invitations/inv_');
    shown['console invitation'] = invite.res;
    const key = await (await makeTeam(svc.em(), 'Endpoint Co')).key(['read', 'write', 'spend']);
    const endpoint = await fetch(`${svc.url}/v2/webhook-endpoints`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://hooks.example.com/v2', enabledEvents: ['order.paid'] }),
    });
    expect(((await endpoint.clone().json()) as { secret: string }).secret).toMatch(/^whsec_/);
    shown['v2 webhook endpoint'] = endpoint;
    shown['operator GraphQL'] = await fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { ...operator, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ accountsStatus { name } }' }),
    });
    const seen = Object.entries(shown).map(([name, res]) => [name, res.status, res.headers.get('cache-control'), res.headers.get('strict-transport-security')]);
    expect(seen).toEqual(Object.entries(shown).map(([name, res]) => [name, res.status, 'no-store', HSTS]));
    expect(seen.every(([, status]) => (status as number) < 300)).toBe(true);
  });
});

describe('in development', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ NODE_ENV: 'development' });
  }, 60_000);
  afterAll(() => svc?.shutdown());

  it('no surface sends Strict-Transport-Security over plain http', async () => {
    const answers = await surfaces(svc);
    expect(Object.entries(answers).map(([name, res]) => [name, res.headers.get('strict-transport-security')])).toEqual(Object.keys(answers).map((name) => [name, null]));
  });
});
