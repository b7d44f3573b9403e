import pg from 'pg';
import { TEST_DATABASE_URL } from './test-env';

/**
 * A team's survey data as counts and checksums of every row, read with plain SQL: two equal
 * snapshots mean a request changed no row of the team's surveys, questions, options, quotes,
 * projects, tags or their links (issue 36: a refused request writes nothing).
 */
export interface TeamSnapshot {
  surveys: number;
  questions: number;
  options: number;
  quotes: number;
  surveyProjects: number;
  surveyTags: number;
  projects: number;
  tags: number;
  checksum: string;
}

const OF_TEAM = 'select id from surveys.surveys where team_id = $1';
const SNAPSHOT_SQL = `
with s as (select * from surveys.surveys where team_id = $1),
     q as (select * from surveys.questions where survey_id in (${OF_TEAM})),
     o as (select * from surveys.options where question_id in (select id from q)),
     qt as (select * from surveys.quotes where survey_id in (${OF_TEAM})),
     sp as (select * from surveys.survey_projects where survey_id in (${OF_TEAM})),
     st as (select * from surveys.survey_tags where survey_id in (${OF_TEAM})),
     p as (select * from surveys.projects where team_id = $1),
     t as (select * from surveys.tags where team_id = $1)
select (select count(*) from s)::int as surveys, (select count(*) from q)::int as questions, (select count(*) from o)::int as options,
       (select count(*) from qt)::int as quotes, (select count(*) from sp)::int as "surveyProjects", (select count(*) from st)::int as "surveyTags",
       (select count(*) from p)::int as projects, (select count(*) from t)::int as tags,
       md5(concat_ws('|',
         (select string_agg(row_to_json(s)::text, ',' order by s.id) from s),
         (select string_agg(row_to_json(q)::text, ',' order by q.id) from q),
         (select string_agg(row_to_json(o)::text, ',' order by o.id) from o),
         (select string_agg(row_to_json(qt)::text, ',' order by qt.id) from qt),
         (select string_agg(row_to_json(sp)::text, ',' order by sp::text) from sp),
         (select string_agg(row_to_json(st)::text, ',' order by st::text) from st),
         (select string_agg(row_to_json(p)::text, ',' order by p.id) from p),
         (select string_agg(row_to_json(t)::text, ',' order by t.id) from t))) as checksum`;

/** One connection for the test file: `snapshot(teamId)`, and `query` for the SQL a test writes itself. */
export function rowSnapshots() {
  let db: pg.Client | null = null;
  const client = async () => {
    if (!db) {
      db = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await db.connect();
    }
    return db;
  };
  return {
    snapshot: async (teamId: string): Promise<TeamSnapshot> => (await (await client()).query<TeamSnapshot>(SNAPSHOT_SQL, [teamId])).rows[0],
    query: async <R extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await (await client()).query<R>(sql, params)).rows,
    close: async () => {
      await db?.end();
      db = null;
    },
  };
}
