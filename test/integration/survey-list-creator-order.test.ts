import { describe, expect, it } from 'vitest';
import { addUserToTeam } from '../../subgraphs/accounts/accounts.service';
import { searchSurveys } from '../../subgraphs/surveys/authoring/survey-search';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';

/**
 * v1's creator order walks each creator's index (survey-search-paths.ts) when no filter but
 * status is given: every page must hold exactly the rows of the plain query — sorted by the
 * creator's name (nulls last), then id — whatever the direction, depth, status filter, creators
 * sharing a name, surveys without a creator, archived and deleted ones.
 */
const service = useTestService();
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

async function seeded() {
  const em = service().em();
  const t = await makeTeam(em);
  const teamId = t.team.id;
  const users = [];
  for (const [i, name] of ['Sam Same', 'Ada Quinn', 'Sam Same'].entries()) {
    users.push((await addUserToTeam(em, { teamId, email: `u${i}-${teamId}@example.com`, name })).user.id);
  }
  // 60 surveys: creators in turn with every fifth without one, statuses in turn, a few deleted.
  await db(
    `insert into surveys.surveys (id, team_id, creator_user_id, name, country, sample_size, status, livemode, deleted_at)
     select gen_random_uuid(), ?, case when i % 5 = 0 then null else (array[?, ?, ?]::uuid[])[1 + i % 3] end, 'survey ' || i, 'US', 10,
            (array['unpublished', 'in-progress', 'completed', 'archived'])[1 + i % 4], false, case when i % 11 = 0 then now() end
       from generate_series(1, 60) i`,
    [teamId, ...users],
  );
  return { teamId };
}

/** The plain query's page: what the general path gives. */
const plainPage = (teamId: string, dir: 'asc' | 'desc', status: string[] | null, page: number, limit: number) =>
  db<{ id: string }>(
    `select s.id from surveys.surveys s left join accounts.users u on u.id = s.creator_user_id
      where s.team_id = ? and s.livemode = false and s.deleted_at is null and ${status ? 's.status in (?)' : `s.status <> 'archived'`}
      order by u.name ${dir} nulls last, s.id ${dir} offset ? limit ?`,
    [teamId, ...(status ? [status] : []), (page - 1) * limit, limit],
  );

describe("v1's creator order", () => {
  it('gives every page of the plain query, both directions, with and without a status filter', async () => {
    const { teamId } = await seeded();
    const limit = 7;
    for (const dir of ['asc', 'desc'] as const) {
      for (const status of [null, ['completed', 'archived']] as const) {
        for (let page = 1; page <= 9; page++) {
          const got = await searchSurveys(
            service().em(),
            { teamId, livemode: false, channel: 'api' },
            { page, limit, sortBy: 'creator', dir, ...(status ? { status: [...status] } : {}) },
          );
          const want = await plainPage(teamId, dir, status ? [...status] : null, page, limit);
          expect(
            got.items.map((v) => v.survey.id),
            `${dir} ${status?.join(',') ?? 'default'} page ${page}`,
          ).toEqual(want.map((r) => r.id));
        }
      }
    }
  });
});
