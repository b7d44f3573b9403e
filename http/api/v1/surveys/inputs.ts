import type { Static } from '@sinclair/typebox';
import { fromPublicId } from '../../../../platform/ids';
import { ApiError } from '../../../../graph-client/errors';
import { optionInputOf, templateRequestOf } from '../templates/serializers';
import type { SurveyStatus } from '../../../../graph-client/generated';
import type { V1SurveyCreateBody, V1SurveyListQuery } from './schemas';

type V1Question = NonNullable<Static<typeof V1SurveyCreateBody>['questions']>[number];

/** A v1 question body as the GraphQL QuestionInput (v1 `value` is the option label; `context.text` the context value). */
export function toQuestionInput(q: V1Question) {
  return {
    type: q.type,
    prompt: q.prompt,
    variant: q.variant ?? null,
    likertScale: q.likertScale ?? null,
    context: q.context ? { type: q.context.mediaUrl ? 'image' : 'text', value: q.context.text ?? null, mediaUrl: q.context.mediaUrl ?? null } : null,
    options: (q.options ?? []).map(optionInputOf),
  };
}

/** The draft fields of a v1 create or update body as the GraphQL SurveyInput. */
export function toSurveyInput(body: Static<typeof V1SurveyCreateBody>) {
  const { questions, sampleSize, template, projectId, projects, tags, ...rest } = body;
  const projectRefs = [...(projectId ? [projectId] : []), ...(projects ?? [])];
  const t = template ? templateRequestOf(template) : null;
  return {
    ...rest,
    ...(t ? { template: { id: t.id, blanks: Object.entries(t.blanks).map(([name, value]) => ({ name, value })), options: t.options } } : {}),
    ...(sampleSize !== undefined ? { sampleSize: Number(sampleSize) } : {}),
    ...(projectId !== undefined || projects !== undefined ? { projects: projectRefs } : {}),
    // `tag_<32 hex>` and legacy integers, mixed: the domain resolves both (resolveTagRefs).
    ...(tags !== undefined ? { tags: tags.map((t) => String(t.id)) } : {}),
    ...(questions ? { questions: questions.map(toQuestionInput) } : {}),
  };
}

const split = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

function invalid(param: string, message: string): ApiError {
  return new ApiError('invalid', 'parameter_invalid', message, param, undefined, [`querystring.${param} ${message}`]);
}

function oneOf<const A extends readonly string[]>(param: string, values: string[] | undefined, allowed: A): A[number][] | undefined {
  const bad = values?.find((v) => !allowed.includes(v));
  if (bad !== undefined) throw invalid(param, `"${bad}" is not one of ${allowed.join(', ')}`);
  return values?.filter((v): v is A[number] => allowed.includes(v));
}

/** Mixed opaque and legacy ids: `<prefix>_<32 hex>` (or a GUID) and/or integers. */
function mixedIds(param: string, values: string[] | undefined, parse: (v: string) => string | null) {
  if (!values) return { ids: undefined, legacy: undefined };
  const ids: string[] = [];
  const legacy: number[] = [];
  for (const v of values) {
    if (/^[0-9]{1,15}$/.test(v)) legacy.push(Number(v));
    else {
      const id = parse(v);
      if (!id) throw invalid(param, `"${v}" is not a valid id`);
      ids.push(id);
    }
  }
  return { ids, legacy };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /v1/surveys query → the GraphQL SurveySearchInput. */
export function toSearchFilter(q: Static<typeof V1SurveyListQuery>, allowed: { statuses: readonly SurveyStatus[]; types: readonly string[]; optionTypes: readonly string[] }) {
  const tags = mixedIds('tags', split(q.tags), (v) => fromPublicId('tag', v));
  const members = mixedIds('member_id', split(q.member_id), (v) => fromPublicId('usr', v));
  const projects = mixedIds('project_ids', split(q.project_ids), (v) => (GUID.test(v) ? v.toLowerCase() : null));
  const countries = split(q.countries)?.map((c) => c.toUpperCase());
  if (countries?.some((c) => !/^[A-Z]{2}$/.test(c))) throw invalid('countries', 'must be two-letter country codes');
  return {
    page: q.page ?? 1,
    limit: q.limit ?? 20,
    status: oneOf('status', split(q.status), allowed.statuses),
    types: oneOf('type', split(q.type), allowed.types),
    optionTypes: oneOf('option_type', split(q.option_type), allowed.optionTypes),
    countries,
    tagIds: tags.ids,
    tagLegacyIds: tags.legacy,
    audiences: split(q.audiences),
    text: q.text,
    externalId: q.externalId,
    // Legacy integer member ids name no user here: with only those, nothing matches.
    memberIds: members.ids,
    projectIds: projects.ids,
    projectLegacyIds: projects.legacy,
    publishedAfter: q.published_after === undefined ? undefined : asDateTime(q.published_after),
    sortBy: q.sort_by,
    dir: q.dir,
  };
}

/** JSON Schema's date-time (any case, a space for the T, +hhmm) in the graph's DateTime form (RFC 3339, UTC). */
function asDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
