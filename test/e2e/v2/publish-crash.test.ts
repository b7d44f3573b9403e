import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, newId } from '../../../platform/ids';
import { queueConnection } from '../../../platform/queues/connection';
import { startStripeSandbox, type StripeSandbox } from '../../../sandbox/stripe';
import { openJobQueues, queueNames, type JobQueues } from '../../../workers/jobs/registry';
import { obliterateAndClose } from '../../fixtures/queues';
import { expectLedgerInvariantEverywhere, sandboxStripe, submitCard } from '../../helpers/billing';
import { makeTeamDirect } from '../../helpers/fixtures';
import { apiClient, expectV2Error, expectV2ErrorWithExtras, json } from '../../helpers/http';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy';
import { SPAWNED_SANDBOX_SECRET, spawnService, stop, waitUntilReady, type ServiceProcess } from '../../helpers/processes';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../helpers/test-env';
import { waitFor } from '../../helpers/wait-for';

/**
 * The service dies (SIGKILL at a fault point) in the middle of a publish. Either the client
 * retries with the same Idempotency-Key once the dead attempt's lock lapses, or, when it never
 * does, the maintenance job `maintenance.recover-publishes` finishes the publish. Either way:
 * at most one charge, one spend, and a survey that is not left blocked.
 */
describe('publish survives a crash between funding and commit', { timeout: 120_000 }, () => {
  const db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  // Workers of this file use queues of their own, so the jobs it enqueues reach only them.
  const prefix = `${process.env.QUEUE_PREFIX}-crash-${randomUUID().slice(0, 8)}`;
  let queues: JobQueues;
  let sandbox: StripeSandbox;
  const running: ServiceProcess[] = [];
  const proxies: TcpProxy[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    ROLE: 'api',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
    STRIPE_SANDBOX_URL: sandbox.url,
    IDEMPOTENCY_LOCK_SECONDS: '1',
    ...extra,
  });
  const start = async (extra: Record<string, string> = {}) => {
    const p = await spawnService(env(extra));
    running.push(p);
    await waitUntilReady(p);
    return p;
  };
  let service: ServiceProcess;
  const api = apiClient(() => service.url);
  const stripe = (teamId: string) => sandboxStripe(sandbox.url, teamId, { secret: SPAWNED_SANDBOX_SECRET });

  beforeAll(async () => {
    await db.connect();
    // The spawned services' secret: they present keys derived from it.
    sandbox = await startStripeSandbox({ port: 0, webhookSecret: SPAWNED_SANDBOX_SECRET });
    queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix }));
  });
  afterEach(() => expectLedgerInvariantEverywhere({ execute: async (sql: string) => (await db.query(sql)).rows }));
  afterAll(async () => {
    for (const p of running) await stop(p);
    for (const p of proxies) await p.close();
    await obliterateAndClose(queues, queueNames);
    await sandbox.close();
    await db.end();
  });

  /** A team with 10 credits and a saved card (Visa unless told), and a 23.75-credit draft: publish charges $27.50 to the card. */
  async function fundedDraft(name: string, cardNumber = '4242424242424242') {
    const t = await makeTeamDirect(db, name);
    const bucketId = newId();
    await db.query(
      `insert into billing.credit_buckets (id, team_id, livemode, source, units_granted, units_remaining, expires_at) values ($1, $2, true, 'grant', 1000, 1000, now() + interval '30 days')`,
      [bucketId, t.teamId],
    );
    await db.query(`insert into billing.ledger_entries (id, team_id, livemode, bucket_id, kind, units) values ($1, $2, true, $3, 'grant', 1000)`, [newId(), t.teamId, bucketId]);
    const portal = await json(await api('POST', '/v2/billing-portal-sessions', t.secret));
    expect((await submitCard(portal.url, cardNumber)).status).toBe(200);
    const survey = await json(
      await api('POST', '/v2/surveys', t.secret, { questions: [{ type: 'single_select', prompt: 'Tea or coffee?', options: [{ label: 'Tea' }, { label: 'Coffee' }] }] }),
    );
    return { ...t, surveyId: survey.id as string };
  }

  /** Publishes on a service armed with a fault point, and waits for the process to die there. */
  async function publishAndCrash(secret: string, surveyId: string, key: string) {
    const crashed = await api('POST', `/v2/surveys/${surveyId}/publish`, secret, undefined, { 'idempotency-key': key }).catch((err: Error) => err);
    expect(crashed).toBeInstanceOf(Error); // the connection died with the process
    const dying = service;
    await waitFor(() => dying.child.exitCode !== null || dying.child.signalCode !== null, { what: 'the process to die' });
  }

  const customerOf = async (teamId: string) =>
    (await db.query('select provider_customer_id from billing.customers where team_id = $1', [teamId])).rows[0].provider_customer_id as string;
  const charges = async (teamId: string) => (await stripe(teamId).paymentIntents.list({ customer: await customerOf(teamId) })).data.filter((pi) => pi.status === 'succeeded');
  const rows = async (sql: string, teamId: string) => (await db.query(sql, [teamId])).rows;
  const ledger = (teamId: string) => rows(`select kind, units from billing.ledger_entries where team_id = $1 order by created_at, kind`, teamId);
  const orderPaidEvents = async (teamId: string) =>
    (await rows(`select count(*)::int as n from platform.outbox where type = 'order.paid' and payload->>'teamId' = $1`, teamId))[0].n;

  it('a retry with the same key completes it: one charge and one spend', async () => {
    service = await start({ FAULT_POINTS: 'publish.after_charge' });
    const t = await fundedDraft('Crash Co');
    await publishAndCrash(t.secret, t.surveyId, 'crash-1');

    expect((await charges(t.teamId)).map((c) => c.amount)).toEqual([2750]); // 23.75 credits − 10 = 13.75 credits = $27.50
    expect(await rows(`select status from billing.orders where team_id = $1`, t.teamId)).toEqual([{ status: 'pending' }]);
    expect(await rows(`select status from surveys.surveys where team_id = $1`, t.teamId)).toEqual([{ status: 'unpublished' }]);

    service = await start();
    const retried = await waitFor(
      async () => {
        const res = await api('POST', `/v2/surveys/${t.surveyId}/publish`, t.secret, undefined, { 'idempotency-key': 'crash-1' });
        if (res.status === 409) {
          expect((await json(res)).error.code).toBe('idempotency_in_flight');
          return null;
        }
        return res;
      },
      { what: 'the dead attempt’s lock to lapse', timeoutMs: 15_000, intervalMs: 250 },
    );
    expect(retried.status).toBe(200);
    expect(await json(retried)).toMatchObject({ status: 'paid', creditsUsed: 10, cardCharged: 27.5, amount: 47.5, survey: { status: 'in-progress' } });

    const after = await charges(t.teamId);
    expect(after.map((c) => c.amount)).toEqual([2750]);
    expect(await ledger(t.teamId)).toEqual([
      { kind: 'grant', units: 1000 },
      { kind: 'spend', units: -1000 },
    ]);
    expect(await rows(`select status, payment_intent_id from billing.orders where team_id = $1`, t.teamId)).toEqual([{ status: 'paid', payment_intent_id: after[0].id }]);
    expect(await orderPaidEvents(t.teamId)).toBe(1);
    await stop(service);
  });

  describe('when the client never retries', () => {
    /** Runs the recovery job on the restarted service's workers (every pending order, however young) until it completes or fails an attempt. */
    async function runRecovery() {
      const id = await queues.enqueue('maintenance.recover-publishes', { olderThanSeconds: 0 }, { jobId: `recover-${randomUUID()}` });
      const job = (await queues.queue('maintenance').getJob(id))!;
      // A failed attempt waits to be retried (delayed): stop there.
      const state = await waitFor(
        async () => {
          const s = await job.getState();
          return ['completed', 'failed', 'delayed'].includes(s) ? s : null;
        },
        { what: 'the recovery job', timeoutMs: 30_000 },
      );
      return { state, job: (await queues.queue('maintenance').getJob(id))! };
    }

    /** The recovery job's outcome, once it completed. */
    async function recover(): Promise<{ published: number; abandoned: number; failed: number }> {
      const { state, job } = await runRecovery();
      expect(state, `${job.failedReason}\n${service.output()}`).toBe('completed');
      return job.returnvalue;
    }

    it('the recovery job finishes a charged publish without a second charge; the client’s key then answers the paid order', async () => {
      service = await start({ FAULT_POINTS: 'publish.after_charge' });
      const t = await fundedDraft('Silent Co');
      await publishAndCrash(t.secret, t.surveyId, 'silent-1');
      expect((await charges(t.teamId)).map((c) => c.amount)).toEqual([2750]);

      // The restarted service reaches the provider through a proxy, to take it away for a while.
      const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(sandbox.url).port) });
      proxies.push(proxy);
      service = await start({ ROLE: 'all', STRIPE_SANDBOX_URL: `http://127.0.0.1:${proxy.port}` });
      // While the order is pending the draft cannot change under it.
      await expectV2Error(await api('PATCH', `/v2/surveys/${t.surveyId}`, t.secret, { name: 'Renamed' }), 409, 'invalid_request_error', 'survey_already_published');

      // Provider down: the attempt fails and is retried later; nothing changes meanwhile.
      await proxy.stop();
      const down = await runRecovery();
      expect(down.state).toBe('delayed');
      expect(down.job.failedReason).toBe('1 interrupted publish(es) could not be finished; see the error lines');
      await down.job.remove();
      expect(await rows(`select status from billing.orders where team_id = $1`, t.teamId)).toEqual([{ status: 'pending' }]);
      expect(await ledger(t.teamId)).toEqual([{ kind: 'grant', units: 1000 }]);
      expect(await rows(`select status from surveys.surveys where team_id = $1`, t.teamId)).toEqual([{ status: 'unpublished' }]);
      await proxy.start();
      expect(await recover()).toEqual({ published: 1, abandoned: 0, failed: 0 });
      const paid = await charges(t.teamId);
      expect(paid.map((c) => c.amount)).toEqual([2750]);
      expect(await ledger(t.teamId)).toEqual([
        { kind: 'grant', units: 1000 },
        { kind: 'spend', units: -1000 },
      ]);
      const [order] = await rows(`select id, status, payment_intent_id from billing.orders where team_id = $1`, t.teamId);
      expect(order).toMatchObject({ status: 'paid', payment_intent_id: paid[0].id });
      expect(await rows(`select status from surveys.surveys where team_id = $1`, t.teamId)).toEqual([{ status: 'in-progress' }]);
      expect(await orderPaidEvents(t.teamId)).toBe(1);
      expect((await rows(`select count(*)::int as n from platform.outbox where type = 'survey.published' and payload->>'teamId' = $1`, t.teamId))[0].n).toBe(1);

      // A second run finds nothing to do.
      expect(await recover()).toEqual({ published: 0, abandoned: 0, failed: 0 });

      const retried = await waitFor(
        async () => {
          const res = await api('POST', `/v2/surveys/${t.surveyId}/publish`, t.secret, undefined, { 'idempotency-key': 'silent-1' });
          return res.status === 409 ? null : res;
        },
        { what: 'the dead attempt’s lock to lapse', timeoutMs: 15_000, intervalMs: 250 },
      );
      expect(retried.status).toBe(200);
      const body = await json(retried);
      expect(body).toMatchObject({ object: 'survey_publish', status: 'paid', creditsUsed: 10, cardCharged: 27.5, amount: 47.5, survey: { status: 'in-progress' } });
      expect(body.orderId).toBe(`ord_${order.id.replaceAll('-', '')}`);
      expect((await charges(t.teamId)).length).toBe(1);
      await stop(service);
    });

    it('a card that fails on resumption abandons the order: nothing charged or spent, and the draft can be published again', async () => {
      service = await start({ FAULT_POINTS: 'publish.after_open' });
      // The order is planned on a card that declines; the process dies before charging it.
      const t = await fundedDraft('Declined Co', '4000000000000002');
      await publishAndCrash(t.secret, t.surveyId, 'declined-1');
      expect(await rows(`select status, credit_units_used from billing.orders where team_id = $1`, t.teamId)).toEqual([{ status: 'pending', credit_units_used: 1000 }]);
      expect(await charges(t.teamId)).toEqual([]);

      service = await start({ ROLE: 'all' });
      // Deleting the draft is refused while its publish is pending.
      expect((await api('DELETE', `/v1/surveys/${fromPublicId('srv', t.surveyId)}`, t.secret)).status).toBe(409);

      expect(await recover()).toEqual({ published: 0, abandoned: 1, failed: 0 });
      expect(await rows(`select id from billing.orders where team_id = $1`, t.teamId)).toEqual([]);
      expect(await charges(t.teamId)).toEqual([]);
      expect(await ledger(t.teamId)).toEqual([{ kind: 'grant', units: 1000 }]);
      expect(await rows(`select status from surveys.surveys where team_id = $1`, t.teamId)).toEqual([{ status: 'unpublished' }]);
      expect(await orderPaidEvents(t.teamId)).toBe(0);

      // The credits are free and the survey is not blocked: a new key reaches the card again.
      const again = await api('POST', `/v2/surveys/${t.surveyId}/publish`, t.secret, undefined, { 'idempotency-key': 'declined-2' });
      const body = await expectV2ErrorWithExtras(again, 402, 'card_error', 'card_declined');
      expect(body.error.shortfall).toEqual({ amount: 27.5, credits: 13.75 });
      await stop(service);
    });
  });
});
