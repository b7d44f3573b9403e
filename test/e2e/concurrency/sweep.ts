import type { EntityManager } from '@mikro-orm/postgresql';
import { expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { collectStep } from '../../../subgraphs/surveys/fieldwork/collection/collection.service';
import { createSimulatedPanel } from '../../../subgraphs/surveys/fieldwork/panels/simulated';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import type { TestService } from '../../helpers/service';

/**
 * The concurrency sweep (issue 36): every operation that writes, called by N different actors at
 * once and N times identically by one actor at once. Each answer must come (no hang, no 5xx) and
 * the operation's invariant must hold afterwards: the rows it adds per success, the balance it
 * moves, the one winner of a race. The lists of operations are derived from what the service
 * serves, so a new writing operation fails the sweep until it is listed here with its invariant.
 */
export const N = Number(process.env.SWEEP_N ?? 8);

/** One team with a live full-scope key, credits, and objects of every kind to write to. */
export interface Actor {
  teamId: string;
  userId: string;
  key: string;
  em: () => EntityManager;
  api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

export async function makeActors(service: () => TestService, n: number, credits = 1000): Promise<Actor[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const em = service().em();
      const t = await makeTeam(em, `Sweep actor ${i}`);
      await grant(em, t.team.id, credits);
      const key = await t.key(['read', 'write', 'spend']);
      const call = apiClient(() => service().url);
      return { teamId: t.team.id, userId: t.user.id, key, em: () => service().em(), api: (m, p, b, h) => call(m, p, key, b, h) } satisfies Actor;
    }),
  );
}

const QUESTIONS = [{ type: 'single_select', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }];

/** A v2 draft of the actor's (sample size 10), as the API answered it. */
export async function draftOf(a: Actor, name = 'Sweep draft'): Promise<{ id: string; guid: string }> {
  const res = await a.api('POST', '/v2/surveys', { name, sampleSize: 10, questions: QUESTIONS });
  expect(res.status, await res.clone().text()).toBe(200);
  const id = (await json(res)).id as string;
  return { id, guid: fromPublicId(PREFIX.survey, id)! };
}

/** A published survey collected to its sample size through the collection service (no workers here), and its responses. */
export async function completedOf(a: Actor): Promise<{ id: string; guid: string; responses: string[] }> {
  const draft = await draftOf(a, 'Sweep completed');
  const pub = await a.api('POST', `/v2/surveys/${draft.id}/publish`, undefined, { 'idempotency-key': `sweep-${draft.id}` });
  expect(pub.status, await pub.clone().text()).toBe(200);
  const panel = createSimulatedPanel('sweep');
  let seq = 0;
  for (let i = 0; i < 20; i++) {
    const step = await collectStep(a.em(), draft.guid, panel, 10, seq);
    if (step.done) break;
    seq = step.nextSeq;
  }
  const rows = await a.em().execute<{ id: string }[]>('select id from surveys.responses where survey_id = ? order by id', [draft.guid]);
  expect(rows.length).toBe(10);
  return { ...draft, responses: rows.map((r) => r.id) };
}

/** Rows of a table that belong to a team (the SQL names the team as `?`). */
export const countOf = async (a: Pick<Actor, 'teamId' | 'em'>, sql: string, params: unknown[] = [a.teamId]): Promise<number> => {
  const [row] = await a.em().execute<{ n: string | number }[]>(sql, params);
  return Number(row.n);
};

/** How one writing operation is swept (by API actors, or by any other kind: the console's signed-in people). */
export interface SweepCase<C = unknown, A = Actor> {
  /** Objects the calls act on, made before each round (once per actor). */
  prepare?: (a: A) => Promise<C>;
  /** One call; `i` tells identical calls apart only where the API needs it (never in the request). */
  call: (a: A, c: C) => Promise<Response>;
  /** What N different actors each get at once. */
  distinct: number[];
  /** What N identical calls of one actor get; `winners` of them may succeed (2xx, or a form's 303), default all. */
  identical: number[];
  winners?: 'one' | 'all' | 'at-most-one' | 'some';
  /** A number the operation moves per success (rows, balance); checked as before + perSuccess × successes. */
  measure?: { of: (a: A, c: C) => Promise<number>; perSuccess: number };
  /** Anything else that must hold after a round, given the answers. */
  after?: (a: A, c: C, answers: Answer[]) => Promise<void>;
}

export interface Answer {
  status: number;
  text: string;
}

const answerOf = async (res: Response): Promise<Answer> => ({ status: res.status, text: await res.text() });
/** A success: 2xx, or the redirect a console form answers with when it is done (no API answers 3xx). */
const succeeded = (status: number) => status < 400;

let rounds = 0;

/** Runs both rounds of a case; returns the number of calls made. */
export async function sweep<C, A = Actor>(name: string, actors: A[], spec: SweepCase<C, A>): Promise<number> {
  // N different actors at once, each on its own objects.
  const ctx = await Promise.all(actors.map(async (a) => (spec.prepare ? spec.prepare(a) : (undefined as C))));
  const before = spec.measure ? await Promise.all(actors.map((a, i) => spec.measure!.of(a, ctx[i]))) : [];
  const distinct = await Promise.all(actors.map((a, i) => spec.call(a, ctx[i]).then(answerOf)));
  distinct.forEach((d, i) => expect(spec.distinct, `${name}, actor ${i} of ${actors.length} at once: ${d.status} ${d.text.slice(0, 300)}`).toContain(d.status));
  for (const [i, a] of actors.entries()) {
    const ok = succeeded(distinct[i].status) ? 1 : 0;
    if (spec.measure)
      expect(await spec.measure.of(a, ctx[i]), `${name}, actor ${i}: moved by ${spec.measure.perSuccess} per success`).toBe(before[i] + spec.measure.perSuccess * ok);
    if (spec.after) await spec.after(a, ctx[i], [distinct[i]]);
  }
  // N identical calls of one actor at once, on one object; each case takes the next actor, so
  // no actor piles up objects towards a limit (webhook endpoints per team).
  const a = actors[rounds++ % actors.length];
  const c = spec.prepare ? await spec.prepare(a) : (undefined as C);
  const start = spec.measure ? await spec.measure.of(a, c) : 0;
  const same = await Promise.all(actors.map(() => spec.call(a, c).then(answerOf)));
  const statuses = same.map((s) => s.status);
  for (const s of same)
    expect(spec.identical, `${name}, ${actors.length} identical calls at once: ${s.status} ${s.text.slice(0, 300)} (all: ${statuses.join(',')})`).toContain(s.status);
  const successes = same.filter((s) => succeeded(s.status)).length;
  const winners = spec.winners ?? 'all';
  if (winners === 'one') expect(successes, `${name}: one of the identical calls wins (${statuses.join(',')})`).toBe(1);
  if (winners === 'at-most-one') expect(successes, `${name}: at most one identical call wins (${statuses.join(',')})`).toBeLessThanOrEqual(1);
  if (winners === 'some') expect(successes, `${name}: at least one identical call wins (${statuses.join(',')})`).toBeGreaterThanOrEqual(1);
  if (winners === 'all') expect(successes, `${name}: every identical call succeeds (${statuses.join(',')})`).toBe(same.length);
  if (spec.measure)
    expect(await spec.measure.of(a, c), `${name}: moved by ${spec.measure.perSuccess} per success of the identical calls`).toBe(start + spec.measure.perSuccess * successes);
  if (spec.after) await spec.after(a, c, same);
  return distinct.length + same.length;
}

/** Fails unless the listed operations are exactly the served ones: a new one must be listed with its invariant. */
export function expectListed(served: string[], listed: string[], where: string): void {
  expect(
    served.filter((op) => !listed.includes(op)),
    `writing operations of ${where} with no invariant in the sweep`,
  ).toEqual([]);
  expect(
    listed.filter((op) => !served.includes(op)),
    `listed operations ${where} no longer serves`,
  ).toEqual([]);
}

/** Every writing operation (POST, PATCH, PUT, DELETE) of a served OpenAPI document, as `METHOD /path`. */
export async function writingOperations(baseUrl: string, surface: 'v1' | 'v2'): Promise<string[]> {
  const doc = await json(await fetch(`${baseUrl}/${surface}/openapi.json`));
  return Object.entries<Record<string, unknown>>(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .map((m) => m.toUpperCase())
      .filter((m) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(m))
      .map((m) => `${m} ${p}`),
  );
}

/**
 * Every route of the service as `METHOD /path`: Fastify's route table, printed as a tree, read
 * back (each line's segment appended to its parent's path).
 */
export function routeTable(app: { printRoutes(opts: { commonPrefix: boolean }): string }): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    stack.length = m[1].length / 4;
    stack.push(m[2]);
    for (const method of m[3]?.split(', ') ?? []) out.push(`${method} ${stack.join('')}`);
  }
  return out;
}

/**
 * One test per case, in the caller's describe: N actors at once, then N identical calls at once
 * (`sweep`). Cases named in `knownDefects` run as `it.fails`, so the suite stays green while a
 * defect stands and turns red the moment it is fixed (then delete its line). `actors` is read
 * when a test runs (they are made in a beforeAll).
 */
export function sweepEach<A>(cases: Record<string, SweepCase<any, A>>, actors: () => A[], opts: { who?: string; knownDefects?: Record<string, string> } = {}): void {
  const known = opts.knownDefects ?? {};
  const what = `N ${opts.who ?? 'actors'} at once and N identical calls at once`;
  const run = async (name: string) => expect(await sweep(name, actors(), cases[name])).toBe(2 * N);
  it.each(Object.keys(cases).filter((name) => !known[name]))(`%s: ${what}`, run, 60_000);
  if (Object.keys(known).length) it.fails.each(Object.keys(known))(`%s (known defect): ${what}`, run, 60_000);
}
