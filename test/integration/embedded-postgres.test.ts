import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../platform/domains';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../platform/embedded/embedded-postgres';
import { createTeam, getTeam } from '../../subgraphs/accounts/accounts.service';

describe('embedded PostgreSQL (PGlite over pglite-socket)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfs-embedded-'));
  let running: EmbeddedPostgres | undefined;

  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, keeps data across a restart from the same data directory', { timeout: 60_000 }, async () => {
    running = await startEmbeddedPostgres({ dataDir, maxConnections: 6 });
    expect(running.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);

    let orm = await openOrm({ url: running.url, modules: domainModules, poolMax: 4 });
    expect(await migrate(orm)).toEqual(domainModules.flatMap((m) => m.migrations.map((x) => x.name)));
    const team = await createTeam(orm.em.fork(), { name: 'Embedded Co' });
    expect((await getTeam(orm.em.fork(), team.id)).name).toBe('Embedded Co');

    // A second data-directory holder is refused while this one runs.
    await expect(startEmbeddedPostgres({ dataDir, maxConnections: 1 })).rejects.toThrow(/already open|in use/);

    await orm.close();
    await running.close();
    running = undefined;

    running = await startEmbeddedPostgres({ dataDir, maxConnections: 6 });
    orm = await openOrm({ url: running.url, modules: domainModules, poolMax: 4 });
    expect(await migrate(orm)).toEqual([]);
    expect((await getTeam(orm.em.fork(), team.id)).name).toBe('Embedded Co');

    // Plain `pg` clients work too, several at once.
    const clients = [new pg.Client(running.url), new pg.Client(running.url)];
    await Promise.all(clients.map((c) => c.connect()));
    const counts = await Promise.all(clients.map((c) => c.query('select count(*)::int as n from accounts.teams')));
    expect(counts.map((r) => r.rows[0].n)).toEqual([1, 1]);
    await Promise.all(clients.map((c) => c.end()));

    await orm.close();
    await running.close();
    running = undefined;
  });
});
