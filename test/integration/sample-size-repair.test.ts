import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { REPAIR_SAMPLE_SIZES_SQL } from '../../subgraphs/surveys/migrations/0016-sample-size-repair';
import { makeTeamDirect } from '../helpers/fixtures';
import { TEST_DATABASE_URL } from '../helpers/test-env';

/** Migration 0016 (issue 36): surveys stored with a sample size out of range are clamped; the others are left alone. */
let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await db.connect();
});
afterAll(() => db?.end());

async function survey(teamId: string, sampleSize: number): Promise<string> {
  const id = newId();
  await db.query(
    `insert into surveys.surveys (id, team_id, name, country, sample_size, status, livemode, updated_at) values ($1, $2, 'Stored', 'US', $3, 'unpublished', false, '2026-01-01T00:00:00Z')`,
    [id, teamId, sampleSize],
  );
  return id;
}

describe('0016 sample size repair', () => {
  it('clamps 6000 and 999999 to 5000, 5 and 1 to 10; moves their updatedAt; leaves 10, 100 and 5000 as they were', async () => {
    const { teamId } = await makeTeamDirect(db, 'Repair');
    const ids = Object.fromEntries(await Promise.all([6000, 999999, 5, 1, 10, 100, 5000].map(async (n) => [n, await survey(teamId, n)] as const)));
    await db.query(REPAIR_SAMPLE_SIZES_SQL);
    const { rows } = await db.query<{ id: string; sample_size: number; moved: boolean }>(
      `select id, sample_size, updated_at > '2026-01-01T00:00:00Z' as moved from surveys.surveys where team_id = $1`,
      [teamId],
    );
    const after = Object.fromEntries(rows.map((r) => [r.id, [r.sample_size, r.moved]]));
    expect(Object.fromEntries(Object.entries(ids).map(([n, id]) => [n, after[id]]))).toEqual({
      6000: [5000, true],
      999999: [5000, true],
      5: [10, true],
      1: [10, true],
      10: [10, false],
      100: [100, false],
      5000: [5000, false],
    });
    // Run again (other tests' rows aside): none of this team's rows is out of range any more.
    await db.query(REPAIR_SAMPLE_SIZES_SQL);
    expect((await db.query('select count(*)::int as n from surveys.surveys where team_id = $1 and (sample_size < 10 or sample_size > 5000)', [teamId])).rows[0].n).toBe(0);
  });
});
