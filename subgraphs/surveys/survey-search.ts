import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { Survey, type SurveyStatus } from './entities/survey.entity';
import { loadQuestions, type SurveyView } from './survey-view';
import type { OwnerScope } from '../../platform/owner';
import { recordQuotes } from './survey-quote';
import type { TeamScope } from './surveys.service';

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
  // The creator's name; the accounts domain owns users, read here only to order the list.
  creator: '(select u.name from accounts.users u where u.id = s.creator_user_id)',
} as const;

/** One page of the owner's surveys matching every given filter, and the total count; each records a fresh quote. */
export async function searchSurveys(em: EntityManager, owner: OwnerScope & Pick<TeamScope, 'channel'>, f: SurveySearch): Promise<{ items: SurveyView[]; total: number }> {
  const knex = em.getKnex();
  const q = knex('surveys.surveys as s').where('s.team_id', owner.teamId).whereNull('s.deleted_at');
  if (owner.livemode !== null) q.where('s.livemode', owner.livemode);
  // Archived surveys are hidden from the default listing; asking for them by status shows them.
  if (f.status?.length) q.whereIn('s.status', f.status);
  else q.whereNot('s.status', 'archived');
  if (f.types?.length) q.whereExists(knex('surveys.questions as q').whereRaw('q.survey_id = s.id').whereIn('q.type', f.types));
  if (f.optionTypes?.length) {
    q.whereExists(
      knex('surveys.options as o').join('surveys.questions as oq', 'oq.id', 'o.question_id').whereRaw('oq.survey_id = s.id').whereIn('o.kind', f.optionTypes),
    );
  }
  if (f.countries?.length) q.whereIn('s.country', f.countries);
  if (f.tagIds?.length || f.tagLegacyIds?.length) {
    q.whereExists(
      knex('surveys.survey_tags as st')
        .join('surveys.tags as t', 't.id', 'st.tag_id')
        .whereRaw('st.survey_id = s.id')
        .where((b) => anyOf(b, 't.id', f.tagIds, 't.legacy_id', f.tagLegacyIds)),
    );
  }
  if (f.audiences?.length) q.whereRaw('s.targeting && ?::text[]', [f.audiences]);
  if (f.text) {
    q.whereRaw(
      `to_tsvector('simple', s.name || ' ' || coalesce((select string_agg(tq.prompt, ' ') from surveys.questions tq where tq.survey_id = s.id), ''))
         @@ websearch_to_tsquery('simple', ?)`,
      [f.text],
    );
  }
  if (f.externalId !== undefined) q.where('s.external_id', f.externalId);
  if (f.memberIds) q.whereIn('s.creator_user_id', f.memberIds);
  if (f.projectIds?.length || f.projectLegacyIds?.length) {
    q.whereExists(
      knex('surveys.survey_projects as sp')
        .join('surveys.projects as p', 'p.id', 'sp.project_id')
        .whereRaw('sp.survey_id = s.id')
        .where((b) => anyOf(b, 'p.id', f.projectIds, 'p.legacy_id', f.projectLegacyIds)),
    );
  }
  if (f.publishedAfter) q.where('s.published_at', '>', f.publishedAfter);

  const [{ count }] = await q.clone().count<{ count: string }[]>({ count: '*' });
  const dir = f.dir ?? 'desc';
  const rows: { id: string }[] = await q
    .select('s.id')
    .orderByRaw(`${SORT_COLUMN[f.sortBy ?? 'createdAt']} ${dir} nulls last, s.id ${dir}`)
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const ids = rows.map((r) => r.id);
  const surveys = ids.length ? await em.find(Survey, { id: { $in: ids } }) : [];
  const byId = new Map(surveys.map((s) => [s.id, s]));
  const questions = await loadQuestions(em, ids);
  const items = ids.map((id) => ({ survey: byId.get(id)!, questions: questions.get(id)! }));
  await recordQuotes(em, items, owner);
  return { items, total: Number(count) };
}

/** `a in as or b in bs`, for id forms that may come mixed (UUIDs and legacy integers). */
function anyOf(b: Knex.QueryBuilder, aCol: string, as: unknown[] | undefined, bCol: string, bs: unknown[] | undefined): void {
  if (as?.length) b.orWhereIn(aCol, as as string[]);
  if (bs?.length) b.orWhereIn(bCol, bs as number[]);
}
