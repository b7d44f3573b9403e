import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErrorDetails } from '../../../platform/errors';
import { ownerWhere, type OwnerScope } from '../../../platform/owner';
import { Survey } from '../entities/survey.entity';

/**
 * What projects and tags share: labels of one team and mode that surveys link to, named in
 * requests by id or by v1's legacy integer. Each kind (projects/, tags/) describes itself once
 * (LabelKind) and keeps what is its own: projects' fields and survey counts, tags' unique names.
 */

/** A label named in a request: its id, or v1's legacy integer id. */
export type LabelKey = { id: string } | { legacyId: number };

/** A label and a survey's reference to it, as reads show it. */
export interface NamedRef {
  id: string;
  name: string;
}

interface LabelRow {
  id: string;
  legacyId: number;
}

/** A filter on one kind's rows: the owner's, by ids or legacy ids. */
export type LabelWhere = { teamId: string; livemode?: boolean } & ({ $or: ({ id: { $in: string[] } } | { legacyId: { $in: number[] } })[] } | { id: { $in: string[] } });

export interface LabelKind {
  /** 'project' or 'tag', as messages say it. */
  noun: string;
  /** The request field that lists them ('projects'), and the `extra` key naming unknown ones ('unknownProjects'). */
  param: string;
  unknownKey: string;
  /** Its table, the survey link table and the link's column, for the one-statement read of every survey's labels. */
  table: string;
  linkTable: string;
  linkColumn: string;
  /** What linking a survey that does not exist says ('group', 'tag'). */
  linkVerb: string;
  /** A reference as this kind's key, or null when it names nothing. */
  parse(ref: string | number): LabelKey | null;
  find(em: EntityManager, where: LabelWhere): Promise<LabelRow[]>;
  /** The survey's links, each with how to remove it; and how to add one. */
  links(em: EntityManager, survey: Survey): Promise<{ labelId: string; remove(): void }[]>;
  link(em: EntityManager, survey: Survey, labelId: string): void;
  /** The kind's own error: `<noun>_unknown` (a bad reference inside another request), `<noun>_invalid`, `page_invalid`. */
  error(code: 'unknown' | 'invalid' | 'page_invalid', message: string, details: ErrorDetails): Error;
}

/**
 * References from a request (ids and/or legacy integers, as numbers or digit strings, mixed) as
 * label ids of the owner, once each, in the order given. An unknown reference, or another team's
 * or mode's label, is a bad parameter (`<noun>_unknown`, `param`), unless `ignoreUnknown`
 * (filters: a label that does not exist matches nothing).
 */
export async function resolveLabelRefs(
  kind: LabelKind,
  em: EntityManager,
  owner: OwnerScope,
  refs: readonly (string | number)[],
  opts: { param?: string; ignoreUnknown?: boolean } = {},
): Promise<string[]> {
  const parsed = refs.map((ref) => ({ ref: String(ref).trim(), key: kind.parse(ref) }));
  const ids = parsed.flatMap((p) => (p.key && 'id' in p.key ? [p.key.id] : []));
  const legacyIds = parsed.flatMap((p) => (p.key && 'legacyId' in p.key ? [p.key.legacyId] : []));
  const or = [...(ids.length ? [{ id: { $in: ids } }] : []), ...(legacyIds.length ? [{ legacyId: { $in: legacyIds } }] : [])];
  const rows = or.length ? await kind.find(em, { ...ownerWhere(owner), $or: or }) : [];
  const found = (key: LabelKey | null) => key && rows.find((r) => ('id' in key ? r.id === key.id : Number(r.legacyId) === key.legacyId));
  const unknown = parsed.filter((p) => !found(p.key)).map((p) => p.ref);
  if (unknown.length && !opts.ignoreUnknown) throw unknownLabels(kind, unknown, opts.param ?? kind.param);
  return [...new Set(parsed.flatMap((p) => found(p.key)?.id ?? []))];
}

/**
 * Makes a survey's labels of this kind exactly `labelIds` (from resolveLabelRefs): links are
 * added and removed in the unit of work and written on the next flush, so it works for a survey
 * created in the same unit of work. Every label must be of the survey's team and mode.
 */
export async function setSurveyLabels(kind: LabelKind, em: EntityManager, surveyId: string, labelIds: readonly string[]): Promise<void> {
  const survey = await em.findOne(Survey, { id: surveyId });
  if (!survey) throw kind.error('invalid', `No survey ${surveyId} to ${kind.linkVerb}.`, { param: 'surveyId' });
  const wanted = [...new Set(labelIds)];
  const labels = wanted.length ? await kind.find(em, { id: { $in: wanted }, teamId: survey.teamId, livemode: survey.livemode }) : [];
  if (labels.length !== wanted.length)
    throw unknownLabels(
      kind,
      wanted.filter((id) => !labels.some((l) => l.id === id)),
      kind.param,
    );
  const existing = await kind.links(em, survey);
  for (const link of existing) if (!wanted.includes(link.labelId)) link.remove();
  for (const label of labels) if (!existing.some((link) => link.labelId === label.id)) kind.link(em, survey, label.id);
}

/**
 * The labels of this kind of each survey ({id, name}, by name), every survey id present (empty
 * when none). Only links within one team and mode are read.
 */
export async function labelsOfSurveys(kind: LabelKind, em: EntityManager, surveyIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
  const out = new Map<string, NamedRef[]>(surveyIds.map((id) => [id, []]));
  if (!surveyIds.length) return out;
  const rows = await em.execute<{ survey_id: string; id: string; name: string }[]>(
    `select l.survey_id, x.id, x.name
       from surveys.${kind.linkTable} l
       join surveys.surveys s on s.id = l.survey_id
       join surveys.${kind.table} x on x.id = l.${kind.linkColumn} and x.team_id = s.team_id and x.livemode = s.livemode
      where l.survey_id in (?)
      order by lower(x.name), x.id`,
    [[...surveyIds]],
  );
  for (const r of rows) out.get(r.survey_id)?.push({ id: r.id, name: r.name });
  return out;
}

/** A page and limit of a label list (page from 1, limit up to `max`), or the kind's `page_invalid`. */
export function checkLabelPage(kind: LabelKind, page: number, limit: number, max: number): void {
  if (!Number.isInteger(page) || page < 1) throw kind.error('page_invalid', 'page must be an integer of at least 1.', { param: 'page' });
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw kind.error('page_invalid', `limit must be an integer from 1 to ${max}.`, { param: 'limit' });
  }
}

function unknownLabels(kind: LabelKind, unknown: string[], param: string): Error {
  return kind.error('unknown', `No such ${kind.noun} for this team: ${unknown.join(', ')}.`, { param, extra: { [kind.unknownKey]: unknown } });
}
