import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../../../platform/db/pg-errors';
import { fromPublicId, newId, PREFIX } from '../../../../platform/ids';
import { creationMode, ownerWhere, type OwnerScope } from '../../../../platform/owner';
import { checkLabelPage, labelsOfSurveys, resolveLabelRefs, setSurveyLabels, type LabelKey, type LabelKind, type NamedRef } from '../labels';
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
  checkLabelPage(TAGS, opts.page, opts.limit, PAGE_LIMIT_MAX);
  const search = opts.search?.trim();
  const where = { ...ownerWhere(owner), ...(search ? { name: { $ilike: `%${escapeLike(search)}%` } } : {}) };
  const [items, total] = await em.findAndCount(Tag, where, {
    orderBy: [{ [raw('lower(name)')]: 'asc' }, { id: 'asc' }],
    limit: opts.limit,
    offset: (opts.page - 1) * opts.limit,
  });
  return { items, total };
}

/** Tags as a kind of survey label (labels.ts). */
const TAGS: LabelKind = {
  noun: 'tag',
  param: 'tags',
  unknownKey: 'unknownTags',
  table: 'tags',
  linkTable: 'survey_tags',
  linkColumn: 'tag_id',
  linkVerb: 'tag',
  parse: (ref) => parseTagRef(ref, false),
  find: (em, where) => em.find(Tag, where),
  links: async (em, survey) => (await em.find(SurveyTag, { survey })).map((link) => ({ labelId: link.tag.id, remove: () => em.remove(link) })),
  link: (em, survey, tagId) => em.create(SurveyTag, { survey, tag: em.getReference(Tag, tagId) }),
  error: (code, message, details) => new TagsError(code === 'page_invalid' ? code : `tag_${code}`, message, details),
};

/**
 * Tag references from a request — `tag_<32 hex>` and/or legacy integers (numbers or digit
 * strings), mixed — as tag UUIDs of the team, once each, in the order given (labels.ts).
 */
export const resolveTagRefs = (em: EntityManager, owner: OwnerScope, refs: readonly (string | number)[], opts: { param?: string; ignoreUnknown?: boolean } = {}) =>
  resolveLabelRefs(TAGS, em, owner, refs, opts);

/** Makes a survey's tags exactly `tagIds` (UUIDs from resolveTagRefs), in the unit of work (labels.ts). */
export const setSurveyTags = (em: EntityManager, surveyId: string, tagIds: readonly string[]) => setSurveyLabels(TAGS, em, surveyId, tagIds);

/** The tags of each survey ({id: tag UUID, name}, by name; v1 shows the id as `tag_<32 hex>`), every survey id present. */
export const tagsOfSurveys = (em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, NamedRef[]>> => labelsOfSurveys(TAGS, em, surveyIds);

/**
 * `tag_<32 hex>` or a positive integer (legacy id); with `uuid`, a plain UUID too (GraphQL
 * callers hold internal ids). Anything else refers to nothing.
 */
function parseTagRef(ref: string | number, uuid: boolean): LabelKey | null {
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

/** LIKE metacharacters matched literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
