import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { fromPublicId, newId, PREFIX, toPublicId } from '../../platform/ids';
import { collectStep } from '../../subgraphs/surveys/fieldwork/collection/collection.service';
import { createSimulatedPanel } from '../../subgraphs/surveys/fieldwork/panels/simulated';
import { grant } from './billing';
import { makeTeam } from './fixtures';
import { apiClient, json } from './http';
import type { TestService } from './service';

/** The kinds of object a route or an operation can address by id. */
export type ObjectKind = 'survey' | 'response' | 'question' | 'project' | 'tag' | 'endpoint' | 'order';

/** One mode's objects (internal UUIDs), each kind possibly several (a draft and a completed survey). */
export interface ModeWorld {
  livemode: boolean;
  key: string;
  /** Put in every name this world creates: its presence in the other mode's answers is a leak. */
  marker: string;
  ids: Record<ObjectKind, string[]>;
  /** v1's numeric ids of the world's project and tag. */
  legacy: { project: number; tag: number };
}

/** How a surface writes an id of a kind. v1: GUIDs (tags: `tag_…`); v2: prefixed ids. */
export function publicId(surface: 'v1' | 'v2', kind: ObjectKind, uuid: string): string {
  if (kind === 'tag') return toPublicId(PREFIX.tag, uuid);
  if (surface === 'v1') return uuid;
  const prefix = { survey: PREFIX.survey, response: PREFIX.response, question: PREFIX.question, project: null, endpoint: PREFIX.webhookEndpoint, order: PREFIX.order }[kind];
  return prefix ? toPublicId(prefix, uuid) : uuid;
}

/** Every way an id of this world may be written (GUID and prefixed), for leak checks. */
export function idForms(world: ModeWorld): string[] {
  return Object.values(world.ids)
    .flat()
    .flatMap((uuid) => [uuid, uuid.replaceAll('-', '')]);
}

/** Both worlds of one team: the same team, a test key and a live key, objects of every kind in each. */
export async function makeWorlds(service: () => TestService): Promise<{ teamId: string; test: ModeWorld; live: ModeWorld }> {
  const em = service().em();
  const t = await makeTeam(em, 'Two Worlds');
  const build = async (livemode: boolean) => {
    const key = await t.key(['read', 'write', 'spend'], { livemode });
    await grant(em, t.team.id, 1000, { livemode });
    return buildWorld(service, key, livemode);
  };
  return { teamId: t.team.id, test: await build(false), live: await build(true) };
}

async function buildWorld(service: () => TestService, key: string, livemode: boolean): Promise<ModeWorld> {
  const api = apiClient(() => service().url);
  const marker = `${livemode ? 'LIVE' : 'TEST'}-ONLY-${randomUUID().slice(0, 8)}`;
  const ok = async (res: Response) => {
    expect([200, 201], await res.clone().text()).toContain(res.status);
    return json(res);
  };
  const project = await ok(await api('POST', '/v1/projects', key, { name: `${marker} project` }));
  const tag = await ok(await api('POST', '/v1/tags', key, { name: `${marker} tag` }));
  const questions = [{ type: 'single_select', prompt: `${marker} which?`, options: [{ label: 'Alpha' }, { label: 'Beta' }] }];
  const draft = await ok(await api('POST', '/v2/surveys', key, { name: `${marker} draft`, sampleSize: 10, questions }));
  const completed = await ok(await api('POST', '/v2/surveys', key, { name: `${marker} completed`, sampleSize: 10, questions }));
  const draftGuid = fromPublicId(PREFIX.survey, draft.id)!;
  const completedGuid = fromPublicId(PREFIX.survey, completed.id)!;
  const projectId: string = (project.data ?? project).id;
  const tagId = fromPublicId(PREFIX.tag, (tag.data ?? tag).id)!;
  const legacy = await legacyIds(service().em(), projectId, tagId);
  await ok(await api('PATCH', `/v1/surveys/${draftGuid}`, key, { projects: [projectId], tags: [{ id: legacy.tag }] }));
  const published = await ok(await api('POST', `/v2/surveys/${completed.id}/publish`, key, undefined, { 'idempotency-key': `world-${marker}` }));
  await collectAll(service().em(), completedGuid);
  const responses = await ok(await api('GET', `/v2/surveys/${completed.id}/responses?limit=3`, key));
  const endpoint = await ok(await api('POST', '/v2/webhook-endpoints', key, { url: `https://${marker.toLowerCase()}.example.com/hook`, enabledEvents: ['survey.completed'] }));
  const uuid = (prefix: Parameters<typeof fromPublicId>[0], id: string) => fromPublicId(prefix, id)!;
  return {
    livemode,
    key,
    marker,
    ids: {
      survey: [draftGuid, completedGuid],
      question: [...draft.questions, ...completed.questions].map((q: { id: string }) => uuid(PREFIX.question, q.id)),
      response: responses.data.map((r: { id: string }) => uuid(PREFIX.response, r.id)),
      project: [projectId],
      tag: [tagId],
      endpoint: [uuid(PREFIX.webhookEndpoint, endpoint.id)],
      order: [uuid(PREFIX.order, published.orderId)],
    },
    legacy,
  };
}

async function legacyIds(em: EntityManager, projectId: string, tagId: string): Promise<{ project: number; tag: number }> {
  const [p] = await em.execute<{ n: string }[]>('select legacy_id as n from surveys.projects where id = ?', [projectId]);
  const [t] = await em.execute<{ n: string }[]>('select legacy_id as n from surveys.tags where id = ?', [tagId]);
  return { project: Number(p.n), tag: Number(t.n) };
}

/** Collects a published survey to its sample size through the collection service (no workers run here). */
async function collectAll(em: EntityManager, surveyId: string): Promise<void> {
  const panel = createSimulatedPanel('mode-worlds');
  let seq = 0;
  for (let i = 0; i < 20; i++) {
    const step = await collectStep(em.fork(), surveyId, panel, 10, seq);
    if (step.done) return;
    seq = step.nextSeq;
  }
  throw new Error(`survey ${surveyId} did not complete`);
}

/** A random id of the kind: what "an unknown id" answers is what the other mode must answer. */
export const unknownId = (): string => newId();

/**
 * The rows of a world as stored, for "nothing changed" checks: surveys, projects, tags,
 * endpoints, orders and responses with the columns a write would touch.
 */
export async function snapshot(em: EntityManager, world: ModeWorld): Promise<unknown> {
  const q = (sql: string, ids: string[]) => (ids.length ? em.execute(sql, [ids]) : Promise.resolve([]));
  return {
    surveys: await q(
      'select id, name, status, livemode, num_responses, deleted_at, stopped_at, updated_at, external_id from surveys.surveys where id in (?) order by id',
      world.ids.survey,
    ),
    links: await q('select survey_id, project_id from surveys.survey_projects where survey_id in (?) order by 1, 2', world.ids.survey),
    projects: await q('select id, name, livemode, archived, bookmarked, updated_at from surveys.projects where id in (?) order by id', world.ids.project),
    tags: await q('select id, name, livemode from surveys.tags where id in (?) order by id', world.ids.tag),
    endpoints: await q('select id, url, livemode, status, enabled_events, deleted_at, updated_at from webhooks.endpoints where id in (?) order by id', world.ids.endpoint),
    orders: await q('select id, status, livemode from billing.orders where id in (?) order by id', world.ids.order),
    responses: await q('select id, pinned, rejected_at from surveys.responses where id in (?) order by id', world.ids.response),
    ratings: await q('select response_id, rating, comment from surveys.response_ratings where response_id in (?) order by 1', world.ids.response),
    followups: await q('select response_id, count(*)::int as n from surveys.followups where response_id in (?) group by 1 order by 1', world.ids.response),
  };
}
