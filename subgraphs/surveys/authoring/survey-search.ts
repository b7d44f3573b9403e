import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { Survey, type SurveyStatus } from '../entities/survey.entity';
import { loadQuestions, type SurveyView } from './survey-view';
import type { OwnerScope } from '../../../platform/owner';
import { recordQuotes } from './survey-quote';
import type { TeamScope } from './surveys.service';
import { byStatusOnly, creatorOrderPage, keptCount, statusIs } from './survey-search-paths';

/** v1 GET /surveys filters (spec: GET /surveys), already parsed into ids and lists. */
export interface SurveySearch {
  page: number;
  limit: number;
  status?: SurveyStatus[];
  types?: string[];
  optionTypes?: string[];
  countries?: string[];
  /** Tag UUIDs and legacy integer ids (either may be empty). */
  tagIds?: string[];
  tagLegacyIds?: number[];
  /** Audience ids are targeting trait permalinks: a survey matches when it targets any of them. */
  audiences?: string[];
  text?: string;
  /** Exact, case-sensitive, byte-for-byte. */
  externalId?: string;
  memberIds?: string[];
  projectIds?: string[];
  projectLegacyIds?: number[];
  publishedAfter?: Date;
  sortBy?: 'createdAt' | 'name' | 'creator' | 'status';
  dir?: 'asc' | 'desc';
}

const SORT_COLUMN = {
  createdAt: 's.created_at',
  name: 's.name',
  status: 's.status',
  // The creator's name; the accounts domain owns users, joined here only to order the list.
  creator: 'u.name',
} as const;

/** One page of the owner's surveys matching every given filter, and the total count; each records a fresh quote. */
export async function searchSurveys(em: EntityManager, owner: OwnerScope & Pick<TeamScope, 'channel'>, f: SurveySearch): Promise<{ items: SurveyView[]; total: number }> {
  // Kysely (MikroORM's query runner) over the tables, not entities: the filters span five of
  // them, and the page is only ids. Builders are immutable: each `where` returns a new one.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely over raw tables, which have no generated types (the entities are MikroORM's)
  const db: Kysely<any> = em.getKysely<any>();
  let q = db.selectFrom('surveys.surveys as s').where('s.team_id', '=', owner.teamId).where('s.deleted_at', 'is', null);
  if (owner.livemode !== null) q = q.where('s.livemode', '=', owner.livemode);
  // Archived surveys are hidden from the default listing; asking for them by status shows them.
  q = q.where(statusIs(f.status));
  if (f.types?.length) {
    const types = f.types;
    q = q.where((eb) => eb.exists(db.selectFrom('surveys.questions as q').selectAll().whereRef('q.survey_id', '=', 's.id').where('q.type', 'in', types)));
  }
  if (f.optionTypes?.length) {
    const kinds = f.optionTypes;
    q = q.where((eb) =>
      eb.exists(
        db
          .selectFrom('surveys.options as o')
          .innerJoin('surveys.questions as oq', 'oq.id', 'o.question_id')
          .selectAll()
          .whereRef('oq.survey_id', '=', 's.id')
          .where('o.kind', 'in', kinds),
      ),
    );
  }
  if (f.countries?.length) q = q.where('s.country', 'in', f.countries);
  if (f.tagIds?.length || f.tagLegacyIds?.length) {
    const tags = db
      .selectFrom('surveys.survey_tags as st')
      .innerJoin('surveys.tags as t', 't.id', 'st.tag_id')
      .selectAll()
      .whereRef('st.survey_id', '=', 's.id')
      .where((eb) => anyOf(eb, 't.id', f.tagIds, 't.legacy_id', f.tagLegacyIds));
    q = q.where((eb) => eb.exists(tags));
  }
  if (f.audiences?.length) q = q.where(sql<boolean>`s.targeting && ${f.audiences}::text[]`);
  if (f.text) {
    // The name and every prompt, stored and indexed (migration 0019 keeps it current).
    q = q.where(sql<boolean>`s.search_doc @@ websearch_to_tsquery('simple', ${f.text})`);
  }
  if (f.externalId !== undefined) q = q.where('s.external_id', '=', f.externalId);
  // An empty list matches nobody (`in ()` is not SQL).
  if (f.memberIds) q = f.memberIds.length ? q.where('s.creator_user_id', 'in', f.memberIds) : q.where(sql<boolean>`false`);
  if (f.projectIds?.length || f.projectLegacyIds?.length) {
    const projects = db
      .selectFrom('surveys.survey_projects as sp')
      .innerJoin('surveys.projects as p', 'p.id', 'sp.project_id')
      .selectAll()
      .whereRef('sp.survey_id', '=', 's.id')
      .where((eb) => anyOf(eb, 'p.id', f.projectIds, 'p.legacy_id', f.projectLegacyIds));
    q = q.where((eb) => eb.exists(projects));
  }
  if (f.publishedAfter) q = q.where('s.published_at', '>', f.publishedAfter);

  // The page's ids and the count as two statements, side by side: each can use an index (the
  // page walks the sort order's index, migration 0022; the count reads the status index only),
  // where one pass with `count(*) over ()` had to read and sort every match (issue 38).
  const dir = f.dir ?? 'desc';
  const sortBy = f.sortBy ?? 'createdAt';
  const offset = (f.page - 1) * f.limit;
  const generalPage = () => {
    let page = q.select('s.id');
    // Only the creator can be missing (a removed member): last either way. The other columns are
    // never null, and an order without NULLS LAST is the one their indexes give.
    if (sortBy === 'creator') page = page.leftJoin('accounts.users as u', 'u.id', 's.creator_user_id').orderBy(sql.raw(SORT_COLUMN.creator), (ob) => ob[dir]().nullsLast());
    else page = page.orderBy(sql.raw(SORT_COLUMN[sortBy]), dir);
    return page.orderBy('s.id', dir).limit(f.limit).offset(offset).execute() as Promise<{ id: string }[]>;
  };
  // With no filter but status, the total is kept and the creator order walks each creator's index.
  const kept = byStatusOnly(f) && owner.livemode !== null ? { teamId: owner.teamId, livemode: owner.livemode } : null;
  const [rows, { count }] = await Promise.all([
    kept && sortBy === 'creator' ? creatorOrderPage(db, kept, f.status, { dir, offset, limit: f.limit }) : generalPage(),
    kept ? keptCount(db, kept, f.status) : q.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const surveys = ids.length ? await em.find(Survey, { id: { $in: ids } }) : [];
  const byId = new Map(surveys.map((s) => [s.id, s]));
  const questions = await loadQuestions(em, ids);
  const items = ids.map((id) => ({ survey: byId.get(id)!, questions: questions.get(id)! }));
  await recordQuotes(em, items, owner);
  return { items, total: Number(count) };
}

/** `a in as or b in bs`, for id forms that may come mixed (UUIDs and legacy integers); at least one list is non-empty. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `db` in searchSurveys
function anyOf(eb: ExpressionBuilder<any, any>, aCol: string, as: unknown[] | undefined, bCol: string, bs: unknown[] | undefined): Expression<SqlBool> {
  const terms: Expression<SqlBool>[] = [];
  if (as?.length) terms.push(eb(aCol, 'in', as));
  if (bs?.length) terms.push(eb(bCol, 'in', bs));
  return eb.or(terms);
}
