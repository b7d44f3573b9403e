import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { searchSurveys } from '../../subgraphs/surveys/authoring/survey-search';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';

/**
 * surveys.survey_counts (migration 0023) is kept by triggers: whatever writes the surveys (the
 * service, SQL in bulk, N people at once), it equals a count of the team's surveys, and v1's
 * default listing takes its total from it.
 */
const service = useTestService();
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

const draft = { name: 'Counted', questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] };

async function team() {
  const t = await makeTeam(service().em());
  const scope = { teamId: t.team.id, livemode: false, userId: null, channel: 'api' as const };
  return { teamId: t.team.id, scope, create: async () => (await createSurvey(service().em(), scope, draft)).survey.id };
}

/** Kept counts and a count of the rows, per mode and status (zero counts left out). */
async function both(teamId: string) {
  const kept = await db<{ key: string; n: number }>(`select livemode || ' ' || status as key, n::int as n from surveys.survey_counts where team_id = ? and n <> 0 order by 1`, [
    teamId,
  ]);
  const counted = await db<{ key: string; n: number }>(
    `select livemode || ' ' || status as key, count(*)::int as n from surveys.surveys where team_id = ? and deleted_at is null group by 1 order by 1`,
    [teamId],
  );
  return { kept, counted };
}

describe('kept survey counts', () => {
  it('follow creation, status changes, archiving, soft and hard deletion and bulk SQL', async () => {
    const t = await team();
    const [a, b, c, d] = [await t.create(), await t.create(), await t.create(), await t.create()];
    await db(`update surveys.surveys set status = 'in-progress' where id = ?`, [a]);
    await db(`update surveys.surveys set status = 'completed' where id = ?`, [a]);
    await db(`update surveys.surveys set status = 'archived' where id = ?`, [b]);
    await db(`update surveys.surveys set deleted_at = now() where id = ?`, [c]);
    await db(`update surveys.surveys set name = 'renamed', num_responses = 0 where id = ?`, [d]);
    await db(`delete from surveys.surveys where id = ?`, [c]);
    await db(
      `insert into surveys.surveys (id, team_id, name, country, sample_size, status, livemode)
       select gen_random_uuid(), ?, 'bulk ' || i, 'US', 10, (array['unpublished', 'completed'])[1 + i % 2], i % 3 = 0 from generate_series(1, 7) i`,
      [t.teamId],
    );
    const { kept, counted } = await both(t.teamId);
    expect(kept).toEqual(counted);
    expect(kept).toEqual([
      { key: 'false archived', n: 1 },
      { key: 'false completed', n: 4 },
      { key: 'false unpublished', n: 3 },
      { key: 'true completed', n: 1 },
      { key: 'true unpublished', n: 1 },
    ]);
    // A deleted survey's removal does not count twice.
    await db(`delete from surveys.surveys where team_id = ? and livemode`, [t.teamId]);
    expect((await both(t.teamId)).kept).toEqual((await both(t.teamId)).counted);
  });

  it('10 surveys created at once in one team: all counted, none lost', async () => {
    const t = await team();
    await Promise.all(Array.from({ length: 10 }, () => t.create()));
    const { kept, counted } = await both(t.teamId);
    expect(kept).toEqual([{ key: 'false unpublished', n: 10 }]);
    expect(kept).toEqual(counted);
  });

  it("gives v1's list its total: the default, a status filter, and any other filter counted", async () => {
    const t = await team();
    const ids = [await t.create(), await t.create(), await t.create()];
    await db(`update surveys.surveys set status = 'archived' where id = ?`, [ids[0]]);
    const total = async (f: object) => (await searchSurveys(service().em(), { teamId: t.teamId, livemode: false, channel: 'api' }, { page: 1, limit: 1, ...f })).total;
    expect(await total({})).toBe(2);
    expect(await total({ status: ['archived'] })).toBe(1);
    expect(await total({ status: ['archived', 'unpublished'] })).toBe(3);
    expect(await total({ text: 'counted' })).toBe(2);
    expect(await total({ memberIds: [] })).toBe(0);
    expect(await total({ memberIds: [newId()] })).toBe(0);
    // Counts of another team or mode are not this one's.
    const other = await team();
    await other.create();
    await createSurvey(service().em(), { ...t.scope, livemode: true }, draft);
    expect(await total({})).toBe(2);
    expect(await searchSurveys(service().em(), { teamId: t.teamId, livemode: true, channel: 'api' }, { page: 1, limit: 1 }).then((r) => r.total)).toBe(1);
  });
});
