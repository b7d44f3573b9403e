import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readLock } from '../../platform/embedded/data-dir-lock';
import { fromPublicId } from '../../platform/ids';
import type { ServiceProcess } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';
import { embeddedDataDir, postmasterPids } from './embedded-service';
import { SAMPLE_SIZE, balance, draft, paidTeam, progress, publish, sumCredits } from './surveys-api';

/**
 * `npm start` killed outright (SIGKILL: no shutdown code runs) while publishes are in flight,
 * and again while surveys are collecting. Each time the next start on the same DATA_DIR
 * recovers by itself, and nothing is lost or done twice.
 */
const SURVEYS = 20;
const GRANTED = 500;
const home = embeddedDataDir('embedded-crash');
// Five steps of 2 respondents, a second apart: surveys are mid-collection long enough to be killed there.
const ENV = { COLLECTION_BATCH_SIZE: '2', COLLECTION_INTERVAL_MS: '1000' };
let service: ServiceProcess | undefined;

afterAll(async () => {
  if (service) await home.stop(service);
});

async function kill(p: ServiceProcess): Promise<void> {
  const pid = p.child.pid!;
  await home.stop(p, 'SIGKILL');
  // Its PostgreSQL went down with it (parent-death signal), or the next start stops it.
  expect(readLock(home.dataDir)?.pid).toBe(pid);
}

/** Retries a publish with its own Idempotency-Key until it answers 200 (409 in flight while a dead attempt's lock lasts). */
async function publishUntilPaid(url: string, key: string, id: string): Promise<number> {
  const res = await waitFor(
    async () => {
      const r = await publish(url, key, id, `crash-${id}`);
      if (r.status === 200) return r;
      expect([409]).toContain(r.status);
      return null;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: `publish of ${id}` },
  );
  return res.body.creditsUsed;
}

describe('embedded default killed with SIGKILL', () => {
  it('recovers on the same DATA_DIR: each survey paid once and complete with exactly its sample size, the ledger exact', async () => {
    service = await home.start(ENV);
    const { teamId, key } = await paidTeam(home.cli, GRANTED);
    const ids: string[] = [];
    for (let i = 0; i < SURVEYS; i++) ids.push(await draft(service.url, key, i));

    // 1. Killed while the publishes are in flight: once the first is answered.
    let answered = 0;
    const inFlight = ids.map((id) =>
      publish(service!.url, key, id, `crash-${id}`).then(
        () => answered++,
        () => undefined,
      ),
    );
    await waitFor(() => answered > 0, { timeoutMs: 60_000, what: 'a first publish answered' });
    await kill(service);
    await Promise.all(inFlight);
    expect(answered).toBeLessThan(SURVEYS);

    service = await home.start(ENV);
    const spent = await Promise.all(ids.map((id) => publishUntilPaid(service!.url, key, id)));

    // 2. Killed while surveys are collecting: some have respondents, not all.
    await waitFor(async () => (await progress(service!.url, key, ids)).some((s) => s.numResponses > 0 && s.status === 'in-progress'), {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'a survey mid-collection',
    });
    await kill(service);
    service = await home.start(ENV);

    await waitFor(async () => (await progress(service!.url, key, ids)).every((s) => s.status === 'completed'), {
      timeoutMs: 120_000,
      intervalMs: 500,
      what: 'every survey to complete after the restart',
    });
    expect(await progress(service.url, key, ids)).toEqual(ids.map(() => ({ status: 'completed', numResponses: SAMPLE_SIZE })));
    expect(await balance(service.url, key)).toBe(sumCredits([GRANTED, ...spent.map((x) => -x)]));

    // In the database itself: one paid order per survey, exactly SAMPLE_SIZE respondents each, entries = buckets.
    const db = new pg.Client({ connectionString: readLock(home.dataDir)!.url });
    await db.connect();
    try {
      const surveyIds = ids.map((id) => fromPublicId('srv', id));
      const orders = await db.query(`select survey_id, status from billing.orders where kind = 'survey' and team_id = $1`, [fromPublicId('tm', teamId)]);
      expect(orders.rows.map((r) => [r.survey_id, r.status]).sort()).toEqual(surveyIds.map((s) => [s, 'paid']).sort());
      const respondents = await db.query(`select survey_id, count(*)::int as n, count(distinct seq)::int as seqs from surveys.respondents where survey_id = any($1) group by 1`, [
        surveyIds,
      ]);
      expect(respondents.rows.map((r) => [r.n, r.seqs])).toEqual(surveyIds.map(() => [SAMPLE_SIZE, SAMPLE_SIZE]));
      const broken = await db.query(
        `select b.team_id from billing.credit_buckets b group by b.team_id, b.livemode
          having sum(b.units_remaining) <> (select coalesce(sum(units), 0) from billing.ledger_entries e where e.team_id = b.team_id and e.livemode = b.livemode)`,
      );
      expect(broken.rows).toEqual([]);
    } finally {
      await db.end();
    }
    expect(postmasterPids(home.dataDir).length).toBeGreaterThan(0);
  }, 300_000);
});
