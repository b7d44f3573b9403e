import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SurveyStatus } from '../entities/survey.entity';
import type { SurveySearch } from './survey-search';

/**
 * The v1 list's paths that do not grow with the team (issue 38), for the listing most clients
 * ask for: no filter but status. Any other filter takes the general query in survey-search.ts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely over raw tables, as in survey-search.ts
type Db = Kysely<any>;
interface Owner {
  teamId: string;
  livemode: boolean;
}

const PAGING = new Set(['page', 'limit', 'sortBy', 'dir', 'status']);

/** True when no filter but status is given. */
export const byStatusOnly = (f: SurveySearch) => Object.entries(f).every(([k, v]) => v === undefined || PAGING.has(k));

/** The status filter of every v1 list path; default: every status but archived (listed only when asked for). */
export const statusIs = (status: SurveyStatus[] | undefined): RawBuilder<boolean> =>
  status?.length ? sql<boolean>`s.status in (${sql.join(status)})` : sql<boolean>`s.status <> 'archived'`;

/** The team's surveys in those statuses, from surveys.survey_counts (kept by triggers, migration 0023). */
export function keptCount(db: Db, owner: Owner, status: SurveyStatus[] | undefined): Promise<{ count: string }> {
  let q = db.selectFrom('surveys.survey_counts as s').where('s.team_id', '=', owner.teamId).where('s.livemode', '=', owner.livemode);
  q = q.where(statusIs(status));
  return q.select(sql<string>`coalesce(sum(s.n), 0)`.as('count')).executeTakeFirstOrThrow();
}

/**
 * A page ordered by creator name (nulls last), then id: the same rows the general query gives,
 * without sorting every survey of the team. The team's creators are found by skipping through
 * the creator index (one probe each); each creator contributes at most `offset + limit` of its
 * surveys, in id order from the same index, and only those are sorted. Any row of the page is
 * among them: a creator's rows come out in id order, so a row beyond its first offset + limit
 * has at least that many before it. (Each creator's rows are ordered by creator, then id — the
 * creator is fixed there — so that the planner reads them from the creator index, not from an
 * index of all the team's surveys filtered by creator.)
 */
export async function creatorOrderPage(
  db: Db,
  owner: Owner,
  status: SurveyStatus[] | undefined,
  page: { dir: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ id: string }[]> {
  const { teamId, livemode } = owner;
  const take = page.offset + page.limit;
  const dir = sql.raw(page.dir);
  const mine = sql`s.team_id = ${teamId} and s.livemode = ${livemode} and s.deleted_at is null`;
  const { rows } = await sql<{ id: string }>`
    with recursive creators(id) as (
      (select s.creator_user_id from surveys.surveys s where ${mine} and s.creator_user_id is not null order by s.creator_user_id limit 1)
      union all
      select (select s.creator_user_id from surveys.surveys s where ${mine} and s.creator_user_id > c.id order by s.creator_user_id limit 1)
        from creators c where c.id is not null)
    select p.id from (
      select u.name, x.id from creators c join accounts.users u on u.id = c.id
        cross join lateral (select s.id from surveys.surveys s where ${mine} and s.creator_user_id = c.id and ${statusIs(status)} order by s.creator_user_id ${dir}, s.id ${dir} limit ${take}) x
      union all
      (select null, s.id from surveys.surveys s where ${mine} and s.creator_user_id is null and ${statusIs(status)} order by s.creator_user_id ${dir}, s.id ${dir} limit ${take})
    ) p
    order by p.name ${dir} nulls last, p.id ${dir} offset ${page.offset} limit ${page.limit}`.execute(db);
  return rows;
}
