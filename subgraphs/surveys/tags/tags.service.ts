import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../../platform/db/pg-errors';
import { fromPublicId, newId, PREFIX } from '../../../platform/ids';
import { creationMode, ownerWhere, type OwnerScope } from '../../../platform/owner';
import { Survey } from '../entities/survey.entity';
import type { NamedRef } from '../projects/projects.service';
import { SurveyTag } from './entities/survey-tag.entity';
import { Tag } from './entities/tag.entity';
import { TagsError } from './tags.errors';

export const TAG_NAME_MAX = 100;
export const PAGE_LIMIT_MAX = 100;

export interface TagListOptions {
  page: number;
  limit: number;
  /** Case-insensitive substring of the tag name. */
  search?: string | null;
}

/** Creates a tag of the team in the caller's mode. Names are unique per team and mode, case-insensitively (409 otherwise). */
export async function createTag(em: EntityManager, owner: OwnerScope, input: { name: string }): Promise<Tag> {
  const name = checkedName(input.name);
  const tag = em.create(Tag, { id: newId(), teamId: owner.teamId, livemode: creationMode(owner), name, createdAt: new Date() });
  await flushNamed(em, name);
  return tag;
}

/** Renames a tag of the team (by `tag_<32 hex>`, legacy integer or UUID). */
export async function updateTag(em: EntityManager, owner: OwnerScope, ref: string, patch: { name: string }): Promise<Tag> {
  const tag = await findTag(em, owner, ref);
  const name = checkedName(patch.name);
  if (name !== tag.name) {
    tag.name = name;
    await flushNamed(em, name);
  }
  return tag;
}

/** One tag of the team (by `tag_<32 hex>`, legacy integer or UUID). Another team's or mode's tag is not found. */
export async function getTag(em: EntityManager, owner: OwnerScope, ref: string): Promise<Tag> {
  return findTag(em, owner, ref);
}

/** The team's tags by name (case-insensitive), page by page, with the total matching `search`. */
export async function listTags(em: EntityManager, owner: OwnerScope, opts: TagListOptions): Promise<{ items: Tag[]; total: number }> {
  checkPage(opts.page, opts.limit);
  const search = opts.search?.trim();
  const where = { ...ownerWhere(owner), ...(search ? { name: { $ilike: `%${escapeLike(search)}%` } } : {}) };
  const [items, total] = await em.findAndCount(Tag, where, {
    orderBy: [{ [raw('lower(name)')]: 'asc' }, { id: 'asc' }],
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  return { items, total };
}

/**
 * Tag references from a request — `tag_<32 hex>` and/or legacy integers (numbers or digit
 * strings), mixed — as tag UUIDs of the team, once each, in the order given. An unknown
 * reference, or another team's or mode's tag, is a bad parameter (`tag_unknown`, kind invalid, `param`),
 * unless `ignoreUnknown` (filters: a tag that does not exist matches nothing).
 */
export async function resolveTagRefs(
  em: EntityManager,
  owner: OwnerScope,
  refs: readonly (string | number)[],
  opts: { param?: string; ignoreUnknown?: boolean } = {},
): Promise<string[]> {
  const parsed = refs.map((ref) => ({ ref: String(ref).trim(), key: parseTagRef(ref, false) }));
  const ids = parsed.flatMap((p) => (p.key && 'id' in p.key ? [p.key.id] : []));
  const legacyIds = parsed.flatMap((p) => (p.key && 'legacyId' in p.key ? [p.key.legacyId] : []));
  const or = [...(ids.length ? [{ id: { $in: ids } }] : []), ...(legacyIds.length ? [{ legacyId: { $in: legacyIds } }] : [])];
  const rows = or.length ? await em.find(Tag, { ...ownerWhere(owner), $or: or }) : [];
  const found = (key: TagKey | null) => key && rows.find((r) => ('id' in key ? r.id === key.id : Number(r.legacyId) === key.legacyId));
  const unknown = parsed.filter((p) => !found(p.key)).map((p) => p.ref);
  if (unknown.length && !opts.ignoreUnknown) {
    throw new TagsError('tag_unknown', `No such tag for this team: ${unknown.join(', ')}.`, {
      param: opts.param ?? 'tags',
      extra: { unknownTags: unknown },
    });
  }
  return [...new Set(parsed.flatMap((p) => found(p.key)?.id ?? []))];
}

/**
 * Makes a survey's tags exactly `tagIds` (UUIDs from resolveTagRefs): links are added and
 * removed in the unit of work and written on the next flush, so it works for a survey
 * created in the same unit of work. Every tag must be of the survey's team.
 */
export async function setSurveyTags(em: EntityManager, surveyId: string, tagIds: readonly string[]): Promise<void> {
  const survey = await em.findOne(Survey, { id: surveyId });
  if (!survey) throw new TagsError('tag_invalid', `No survey ${surveyId} to tag.`, { param: 'surveyId' });
  const wanted = [...new Set(tagIds)];
  const tags = wanted.length ? await em.find(Tag, { id: { $in: wanted }, teamId: survey.teamId, livemode: survey.livemode }) : [];
  if (tags.length !== wanted.length) {
    const unknown = wanted.filter((id) => !tags.some((t) => t.id === id));
    throw new TagsError('tag_unknown', `No such tag for this team: ${unknown.join(', ')}.`, { param: 'tags', extra: { unknownTags: unknown } });
  }
  const existing = await em.find(SurveyTag, { survey });
  for (const link of existing) if (!wanted.includes(link.tag.id)) em.remove(link);
  for (const tag of tags) {
    if (!existing.some((link) => link.tag.id === tag.id)) em.create(SurveyTag, { survey, tag });
  }
}

/**
 * The tags of each survey ({id: tag UUID, name}, by name; v1 shows the id as `tag_<32 hex>`),
 * every survey id present (empty when none). Only links within one team are read.
 */
export async function tagsOfSurveys(em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  const out = new Map<string, NamedRef[]>(surveyIds.map((id) => [id, []]));
  if (!surveyIds.length) return out;
  const rows = await em.getConnection().execute<{ survey_id: string; id: string; name: string }[]>(
    `select st.survey_id, t.id, t.name
       from surveys.survey_tags st
       join surveys.surveys s on s.id = st.survey_id
       join surveys.tags t on t.id = st.tag_id and t.team_id = s.team_id and t.livemode = s.livemode
      where st.survey_id in (?)
      order by lower(t.name), t.id`,
    [[...surveyIds]],
  );
  for (const r of rows) out.get(r.survey_id)?.push({ id: r.id, name: r.name });
  return out;
}

type TagKey = { id: string } | { legacyId: number };

/**
 * `tag_<32 hex>` or a positive integer (legacy id); with `uuid`, a plain UUID too (GraphQL
 * callers hold internal ids). Anything else refers to nothing.
 */
function parseTagRef(ref: string | number, uuid: boolean): TagKey | null {
  if (typeof ref === 'number') return Number.isSafeInteger(ref) && ref > 0 ? { legacyId: ref } : null;
  const s = ref.trim();
  const id = fromPublicId(PREFIX.tag, s.toLowerCase());
  if (id) return { id };
  if (/^[1-9][0-9]{0,14}$/.test(s)) return { legacyId: Number(s) };
  if (uuid && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)) return { id: s.toLowerCase() };
  return null;
}

async function findTag(em: EntityManager, owner: OwnerScope, ref: string): Promise<Tag> {
  const key = parseTagRef(ref, true);
  const tag = key ? await em.findOne(Tag, { ...ownerWhere(owner), ...key }) : null;
  if (!tag) throw new TagsError('tag_not_found', `No such tag: ${ref}`, { param: 'id' });
  return tag;
}

/** The unique index on (team, lower(name)) decides, so concurrent creates cannot both win. */
async function flushNamed(em: EntityManager, name: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(name);
    throw e;
  }
}

function nameTaken(name: string): TagsError {
  return new TagsError('tag_name_taken', `A tag named "${name}" already exists.`, { param: 'name' });
}

function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new TagsError('tag_invalid', 'name must not be empty.', { param: 'name' });
  if (name.length > TAG_NAME_MAX) throw new TagsError('tag_invalid', `name must be at most ${TAG_NAME_MAX} characters.`, { param: 'name' });
  return name;
}

function checkPage(page: number, limit: number): void {
  if (!Number.isInteger(page) || page < 1) throw new TagsError('page_invalid', 'page must be an integer of at least 1.', { param: 'page' });
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    throw new TagsError('page_invalid', `limit must be an integer from 1 to ${PAGE_LIMIT_MAX}.`, { param: 'limit' });
  }
}

/** LIKE metacharacters matched literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
