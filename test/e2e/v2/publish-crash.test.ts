import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../platform/ids';
import { startStripeSandbox, type StripeSandbox } from '../../../platform/stripe-sandbox';
import { sandboxStripe, submitCard } from '../../helpers/billing';
import { makeTeamDirect } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

/**
 * The service dies (SIGKILL) between the card charge and the commit; a retry with the same
 * Idempotency-Key, once the dead attempt's lock lapses, completes the publish with the
 * original charge: one charge, one spend.
 */
describe('publish survives a crash between charge and commit', { timeout: 120_000 }, () => {
  const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  let sandbox: StripeSandbox;
  let service: ServiceProcess | null = null;
  const env = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    ROLE: 'api',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    STRIPE_API_URL: sandbox.url,
    IDEMPOTENCY_LOCK_SECONDS: '1',
    ...extra,
  });

  beforeAll(async () => {
    await db.connect();
    sandbox = await startStripeSandbox({ port: 0, webhookSecret: 'whsec_sandbox_0123456789abcdef0123456789abcdef' });
  });
  afterAll(async () => {
    if (service) await stop(service);
    await sandbox.close();
    await db.end();
  });

  it('one charge and one spend after the retry', async () => {
    const t = await makeTeamDirect(db, 'Crash Co');
    const bucketId = newId();
    await db.query(
      `insert into billing.credit_buckets (id, team_id, livemode, source, units_granted, units_remaining, expires_at) values ($1, $2, true, 'grant', 1000, 1000, now() + interval '30 days')`,
      [bucketId, t.teamId],
    );
    await db.query(`insert into billing.ledger_entries (id, team_id, livemode, bucket_id, kind, units) values ($1, $2, true, $3, 'grant', 1000)`, [newId(), t.teamId, bucketId]);

    service = await spawnService(env({ FAULT_POINTS: 'publish.after_charge' }));
    await waitUntilReady(service);
    const api = apiClient(() => service!.url);
    const portal = await json(await api('POST', '/v2/billing-portal-sessions', t.secret));
    expect((await submitCard(portal.url, '4242424242424242')).status).toBe(200);
    const survey = await json(await api('POST', '/v2/surveys', t.secret, { questions: [{ type: 'single_select', prompt: 'Tea or coffee?', options: [{ label: 'Tea' }, { label: 'Coffee' }] }] }));

    const crashed = await api('POST', `/v2/surveys/${survey.id}/publish`, t.secret, undefined, { 'idempotency-key': 'crash-1' }).catch((err: Error) => err);
    expect(crashed).toBeInstanceOf(Error); // the connection died with the process
    await waitFor(() => service!.child.exitCode !== null || service!.child.signalCode !== null, { what: 'the process to die' });

    const customer = (await db.query('select provider_customer_id from billing.customers where team_id = $1', [t.teamId])).rows[0].provider_customer_id;
    const charges = async () => (await sandboxStripe(sandbox.url).paymentIntents.list({ customer })).data.filter((pi) => pi.status === 'succeeded');
    expect((await charges()).map((c) => c.amount)).toEqual([2750]); // charged: 23.75 credits − 10 = 13.75 credits = $27.50
    const pending = await db.query(`select status from billing.orders where team_id = $1`, [t.teamId]);
    expect(pending.rows).toEqual([{ status: 'pending' }]);
    expect((await db.query(`select status from surveys.surveys where team_id = $1`, [t.teamId])).rows).toEqual([{ status: 'unpublished' }]);

    service = await spawnService(env());
    await waitUntilReady(service);
    const retried = await waitFor(async () => {
      const res = await api('POST', `/v2/surveys/${survey.id}/publish`, t.secret, undefined, { 'idempotency-key': 'crash-1' });
      if (res.status === 409) {
        expect((await json(res)).error.code).toBe('idempotency_in_flight');
        return null;
      }
      return res;
    }, { what: 'the dead attempt’s lock to lapse', timeoutMs: 15_000, intervalMs: 250 });
    expect(retried.status).toBe(200);
    expect(await json(retried)).toMatchObject({ status: 'paid', creditsUsed: 10, cardCharged: 27.5, amount: 47.5, survey: { status: 'in-progress' } });

    const after = await charges();
    expect(after.map((c) => c.amount)).toEqual([2750]);
    const ledger = await db.query(`select kind, units from billing.ledger_entries where team_id = $1 order by created_at, kind`, [t.teamId]);
    expect(ledger.rows).toEqual([{ kind: 'grant', units: 1000 }, { kind: 'spend', units: -1000 }]);
    const order = await db.query(`select status, payment_intent_id from billing.orders where team_id = $1`, [t.teamId]);
    expect(order.rows).toEqual([{ status: 'paid', payment_intent_id: after[0].id }]);
    const events = await db.query(`select count(*)::int as n from platform.outbox where type = 'order.paid' and payload->>'teamId' = $1`, [t.teamId]);
    expect(events.rows[0].n).toBe(1);
  });
});
