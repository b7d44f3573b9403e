import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApiKey, teamAccount } from '../../../sandbox/stripe/keys';
import { customerIdOf, submitCard } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { startTestService, type TestService } from '../../helpers/service';
import { TEST_DATABASE_URL } from '../../helpers/test-env';

/**
 * Issue 35, item 6: the Stripe sandbox is not a public service. In production it answers only
 * when STRIPE_SANDBOX_ENABLED=true, and then only to keys the service issued, each reaching its
 * own team's objects (sandbox/stripe/keys.ts).
 */
const SECRET = 'whsec_sandbox_for_production_tests_0123456789';
const PRODUCTION = {
  NODE_ENV: 'production',
  DOWNLOAD_TOKEN_SECRET: 'download-token-secret-for-production-tests-0123',
  ADMIN_SESSION_SECRET: 'admin-session-secret-for-production-tests-0123',
  STRIPE_SANDBOX_WEBHOOK_SECRET: SECRET,
  LIVE_PANEL: 'respondents',
};
const database = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
afterAll(() => database.end());

/** A sandbox object's stored row (JSON and write sequence): a refused request must leave it as it was. */
const row = async (kind: string, id: string) =>
  (await database.query<{ data: Record<string, unknown>; seq: string }>('select data, seq from stripe_sandbox.objects where kind = $1 and id = $2', [kind, id])).rows[0];

describe('in production, switched on', () => {
  let svc: TestService;
  const api = apiClient(() => svc.url);
  const keyOf = (teamId: string) => sandboxApiKey(SECRET, teamAccount(teamId, true));
  const sandbox = (path: string, key: string | null, init: RequestInit = {}) =>
    fetch(`${svc.sandboxUrl}${path}`, { ...init, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(init.headers as Record<string, string>) } });
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  /** A team that saved a card through the service's billing portal (the money path, with the team's own key). */
  async function teamWithCard(name: string) {
    const t = await makeTeam(svc.em(), name);
    const key = await t.key(['read', 'write', 'spend']);
    const portal = await json(await api('POST', '/v2/billing-portal-sessions', key));
    expect((await submitCard(portal.url, '4242424242424242')).status).toBe(200);
    const customerId = (await customerIdOf(svc.em(), t.team.id))!;
    const customer = await json(await sandbox(`/v1/customers/${customerId}`, keyOf(t.team.id)));
    const pmId = customer.invoice_settings.default_payment_method as string;
    // A charge of its own, so the team has an intent (with a client secret) and an event.
    const intent = await sandbox(
      '/v1/payment_intents',
      keyOf(t.team.id),
      form({ amount: '1250', currency: 'usd', customer: customerId, payment_method: pmId, confirm: 'true', off_session: 'true' }),
    );
    expect(intent.status).toBe(200);
    return { teamId: t.team.id, customerId, pmId, intentId: (await json(intent)).id as string };
  }

  let a: Awaited<ReturnType<typeof teamWithCard>>;
  let b: Awaited<ReturnType<typeof teamWithCard>>;
  beforeAll(async () => {
    svc = await startTestService({ ...PRODUCTION, SANDBOX_SERVES_LIVE: 'true', STRIPE_SANDBOX_ENABLED: 'true' });
    [a, b] = await Promise.all([teamWithCard('Team A'), teamWithCard('Team B')]);
  }, 60_000);
  afterAll(() => svc?.shutdown());

  it('refuses a caller with no key, and a made-up sk_test_ key, on the API and on _sandbox/events', async () => {
    const madeUp = `sk_test_${teamAccount(a.teamId, true)}${'0'.repeat(64)}`;
    for (const key of [null, 'sk_test_anything', madeUp, keyOf(a.teamId).replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      for (const path of ['/_sandbox/events', '/v1/payment_intents', `/v1/customers/${a.customerId}`]) {
        const res = await sandbox(path, key);
        expect([path, key, res.status]).toEqual([path, key, 401]);
        expect((await json(res)).error.type).toBe('invalid_request_error');
      }
    }
    const detach = await sandbox(`/v1/payment_methods/${a.pmId}/detach`, 'sk_test_anything', { method: 'POST' });
    expect(detach.status).toBe(401);
  });

  it("another team's key lists and fetches only its own objects: no intents, customers, cards or events of the first", async () => {
    const listed = await json(await sandbox('/v1/payment_intents?limit=100', keyOf(b.teamId)));
    expect(listed.data.map((pi: { id: string }) => pi.id)).toEqual([b.intentId]);
    const byCustomer = await json(await sandbox(`/v1/payment_intents?customer=${a.customerId}`, keyOf(b.teamId)));
    expect(byCustomer.data).toEqual([]);
    for (const path of [`/v1/customers/${a.customerId}`, `/v1/payment_methods/${a.pmId}`, `/v1/payment_intents/${a.intentId}`, `/v1/customers/${a.customerId}/payment_methods`]) {
      const res = await sandbox(path, keyOf(b.teamId));
      expect([path, res.status]).toEqual([path, 404]);
      expect((await json(res)).error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    }
    // The sandbox records a request's events before it answers (persistence.ts): b's intent event is there
    // at once, even though a's and b's requests ran at the same time (an event lost to the next lock
    // holder was a bug, found by this test).
    const events = await json(await sandbox('/_sandbox/events', keyOf(b.teamId)));
    const ids = events.data.map((e: { event: { data: { object: { id: string } } } }) => e.event.data.object.id);
    expect(ids).toContain(b.intentId);
    expect(ids).not.toContain(a.intentId);
    expect(events.data.every((e: { account: string }) => e.account === teamAccount(b.teamId, true))).toBe(true);
  });

  it("another team's key cannot detach a card, charge it, or open a session for the customer; nothing is stored", async () => {
    const before = await Promise.all([row('paymentMethods', a.pmId), row('customers', a.customerId)]);
    // The same refused request five times at once: each is a 404, none changes anything.
    const detaches = await Promise.all(Array.from({ length: 5 }, () => sandbox(`/v1/payment_methods/${a.pmId}/detach`, keyOf(b.teamId), { method: 'POST' })));
    expect(detaches.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await json(detaches[0])).error).toMatchObject({ code: 'resource_missing', message: `No such PaymentMethod: '${a.pmId}'` });
    const charge = await sandbox(
      '/v1/payment_intents',
      keyOf(b.teamId),
      form({ amount: '5000', currency: 'usd', customer: a.customerId, payment_method: a.pmId, confirm: 'true', off_session: 'true' }),
    );
    expect(charge.status).toBe(400);
    expect((await json(charge)).error).toMatchObject({ code: 'resource_missing', param: 'customer' });
    const portal = await sandbox('/v1/billing_portal/sessions', keyOf(b.teamId), form({ customer: a.customerId }));
    expect(portal.status).toBe(400);
    const attach = await sandbox(`/v1/payment_methods/${b.pmId}/attach`, keyOf(b.teamId), form({ customer: a.customerId }));
    expect(attach.status).toBe(400);
    expect(await Promise.all([row('paymentMethods', a.pmId), row('customers', a.customerId)])).toEqual(before);
    expect(before[0].data).toMatchObject({ customer: a.customerId });
    const intents = await database.query(`select count(*)::int as n from stripe_sandbox.objects where kind = 'paymentIntents' and data->>'customer' = $1`, [a.customerId]);
    expect(intents.rows[0].n).toBe(1);
  });

  it("the team's own key reaches its objects, and detaches its own card", async () => {
    expect((await json(await sandbox(`/v1/payment_intents/${a.intentId}`, keyOf(a.teamId)))).client_secret).toMatch(/^pi_.+_secret_/);
    const detach = await sandbox(`/v1/payment_methods/${a.pmId}/detach`, keyOf(a.teamId), { method: 'POST' });
    expect(detach.status).toBe(200);
    expect(detach.headers.get('cache-control')).toBe('no-store');
    expect((await row('paymentMethods', a.pmId)).data).toMatchObject({ customer: null });
  });

  it('teams saving cards at once each get a customer of their own, reached by their key alone', async () => {
    const teams = await Promise.all(['C', 'D', 'E', 'F'].map((n) => teamWithCard(`Team ${n}`)));
    expect(new Set(teams.map((t) => t.customerId)).size).toBe(4);
    for (const t of teams) {
      const own = await json(await sandbox('/v1/payment_intents?limit=100', keyOf(t.teamId)));
      expect(own.data.map((pi: { id: string }) => pi.id)).toEqual([t.intentId]);
      const other = teams.find((o) => o !== t)!;
      expect((await sandbox(`/v1/customers/${other.customerId}`, keyOf(t.teamId))).status).toBe(404);
    }
  });
});

describe('in production, not switched on', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ ...PRODUCTION, STRIPE_SECRET_KEY: 'sk_live_not_called_by_these_tests', STRIPE_WEBHOOK_SECRET: 'whsec_live_not_used' });
  }, 60_000);
  afterAll(() => svc?.shutdown());

  it('serves no sandbox: /stripe-sandbox is a plain 404 and its pages are not there', async () => {
    expect(svc.sandboxUrl).toBeNull();
    for (const path of ['/stripe-sandbox/_sandbox/events', '/stripe-sandbox/v1/payment_intents', '/stripe-sandbox/checkout/cs_test_x']) {
      const res = await fetch(`${svc.url}${path}`, { headers: { authorization: `Bearer ${sandboxApiKey(SECRET, 'anything')}` } });
      expect([path, res.status]).toEqual([path, 404]);
      expect((await json(res)).error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    }
  });
});
