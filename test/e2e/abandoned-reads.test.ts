import pg from 'pg';
import { createLogger } from '../../platform/logger';
import { routeLibraryConsole } from '../../platform/library-console';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { makeTeam } from '../helpers/fixtures';
import { apiClient, json } from '../helpers/http';
import { useTestService } from '../helpers/service';
import { scratchDatabase } from '../helpers/scratch-database';
import { waitFor } from '../helpers/wait-for';

/**
 * A read whose client has gone stops its query (issue 38: abandoned reads of a large team kept
 * running). The survey's row is held by another session, so the read's query waits in
 * PostgreSQL; the client gives up; the waiting query is cancelled at once, while the row is
 * still held. A write's query is left to finish. On a database of its own: the lock would stop
 * every other file's work on the shared one, and their waits would count here.
 */
const scratch = await scratchDatabase('abandoned');
afterAll(() => scratch.drop());
const service = useTestService({ RATE_LIMITS_ENABLED: 'false', DATABASE_URL: scratch.url });
const api = apiClient(() => service().url);
let holder: pg.Client | null = null;
afterEach(async () => {
  await holder?.query('rollback').catch(() => undefined);
  await holder?.end();
  holder = null;
});

/** Backends of the test database waiting on a lock, running a statement that mentions `table`. */
async function waiting(table: string): Promise<number> {
  const [{ n }] = await service()
    .em()
    .execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike ?`, [`%${table}%`]);
  return n;
}

async function holdSurveys(): Promise<void> {
  holder = new pg.Client({ connectionString: scratch.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table surveys.surveys in access exclusive mode');
}

describe('abandoned reads', () => {
  it('a read whose client disconnects has its waiting query cancelled while the lock is still held', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const created = await api('POST', '/v2/surveys', key, { name: 'Held', questions: [{ type: 'rating', prompt: 'How much?' }] });
    expect(created.status).toBe(200);
    const id = (await json(created)).id as string;
    await holdSurveys();
    // kysely reports the cancelled statement with console.error; the service writes it to its log (app/serve.ts).
    const lines: { level: string; msg: string; step?: string; reason?: string }[] = [];
    const restore = routeLibraryConsole(createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) } }));
    onTestFinished(restore);

    const client = new AbortController();
    const read = fetch(`${service().url}/v2/surveys/${id}`, { headers: { authorization: `Bearer ${key}` }, signal: client.signal }).catch((e: Error) => e.name);
    await waitFor(async () => (await waiting('surveys')) === 1, { what: 'the read waiting on the lock' });
    client.abort();
    expect(await read).toBe('AbortError');
    // Cancelled, not waiting for the lock's release.
    await waitFor(async () => (await waiting('surveys')) === 0, { what: 'the abandoned read cancelled', timeoutMs: 5_000 });
    await waitFor(() => lines.length > 0, { what: 'the cancellation in the log' });
    expect(lines.map(({ level, msg, step, reason }) => ({ level, msg, step, reason }))).toEqual([
      { level: 'debug', msg: 'an abandoned read’s statement was cancelled', step: 'query', reason: 'canceling statement due to user request' },
    ]);

    // The lock released, the service answers as before.
    await holder!.query('rollback');
    const again = await api('GET', `/v2/surveys/${id}`, key);
    expect(again.status).toBe(200);
  });

  it('a write whose client disconnects still runs its statement to the end', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    await holdSurveys();
    const client = new AbortController();
    const write = fetch(`${service().url}/v2/surveys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Written anyway', questions: [{ type: 'rating', prompt: 'How much?' }] }),
      signal: client.signal,
    }).catch((e: Error) => e.name);
    await waitFor(async () => (await waiting('surveys')) >= 1, { what: 'the write waiting on the lock' });
    client.abort();
    expect(await write).toBe('AbortError');
    await holder!.query('rollback');
    // Once the lock is released the write finishes: the draft exists.
    await waitFor(
      async () =>
        (await service().em().execute<{ n: number }[]>(`select count(*)::int as n from surveys.surveys where team_id = ? and name = 'Written anyway'`, [t.team.id]))[0].n === 1,
      { what: 'the abandoned write committed' },
    );
  });
});
