import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { openOrm } from '../../platform/db/orm';
import { domainModules } from '../../app/domains';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../platform/embedded/embedded-postgres';
import { createTeam, getTeam } from '../../subgraphs/accounts/accounts.service';

describe('embedded PostgreSQL (PostgreSQL 18 binaries from npm)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sfs-embedded-'));
  let running: EmbeddedPostgres | undefined;

  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, keeps data across a restart from the same data directory', { timeout: 60_000 }, async () => {
    running = await startEmbeddedPostgres({ dataDir });
    expect(running.url).toMatch(/^postgres:\/\/postgres:[\w-]{32}@127\.0\.0\.1:\d+\/postgres$/);
    expect(readFileSync(join(dataDir, 'pg18', 'PG_VERSION'), 'utf8').trim()).toBe('18');

    let orm = await openOrm({ url: running.url, modules: domainModules, poolMax: 4 });
    expect(await migrate(orm)).toEqual(domainModules.flatMap((m) => m.migrations.map((x) => x.name)));
    const team = await createTeam(orm.em.fork(), { name: 'Embedded Co' });
    expect((await getTeam(orm.em.fork(), team.id)).name).toBe('Embedded Co');

    // A second data-directory holder is refused while this one runs.
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(`embedded PostgreSQL data in ${dataDir} is already open in this process`);

    await orm.close();
    await running.close();
    running = undefined;

    running = await startEmbeddedPostgres({ dataDir });
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
    // Stopped cleanly: no lock, and PostgreSQL removed its own pid file.
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'pg18', 'postmaster.pid'))).toBe(false);
  });
});
