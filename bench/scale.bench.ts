import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningService } from '../app/runtime/start-service';
import { toPublicId } from '../platform/ids';
import { addUserToTeam, createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { startSession } from '../subgraphs/accounts/people.service';
import { computeSurveyInsights, closeInsightPool } from '../subgraphs/surveys';
import { createSurvey } from '../subgraphs/surveys/authoring/surveys.service';
import { verdict } from './lib/compare';
import { freshDatabaseClient } from './lib/database';
import { runLoad } from './lib/load';
import { breakdown, printBreakdown, profileDuring } from './lib/profile';
import { growResponses, growSurveys } from './lib/scale-seed';
import { startBenchService } from './lib/service';
import { envNumber, fixed, ms, table } from './lib/stats';

/**
 * How reads grow with data (issue 38). One database grown in steps: a team with 1k, 10k and
 * 100k surveys, and a survey of 10 questions with 1k, 10k and 50k responses (5,000 people, the
 * product's largest), seeded with SQL shaped like the service's rows (bench/lib/scale-seed.ts).
 * At each size every read is loaded for SCALE_SECONDS (default 5) with 10 connections; the
 * insight is computed at each response size while /healthz is polled. Printed per read: p50 at
 * each size and the growth factor (largest ÷ smallest p50), target ≤ 1.5×; and the slowest /healthz
 * while the read ran 20 times one at a time, target ≤ 100 ms.
 * Env: SCALE_SECONDS, SCALE_SURVEYS (comma list), SCALE_RESPONSES (comma list), SCALE_PROFILE (part
 * of a read's name: profile it at each size, .data/scale-<size>.cpuprofile; `insight`: the insight
 * computation, .data/scale-insight-<size>.cpuprofile), BENCH_DATABASE_URL.
 */

const TARGET_GROWTH = 1.5;
/** Issue 38: no request of any size holds /healthz longer than this. */
const HEALTHZ_TARGET_MS = 100;
const CONNECTIONS = 10;
const POOL_MAX = 10;

const sizes = (name: string, fallback: number[]) => (process.env[name] ? process.env[name].split(',').map(Number) : fallback);

interface Read {
  name: string;
  path: string;
  headers: Record<string, string>;
}

export async function run(): Promise<void> {
  const seconds = envNumber('SCALE_SECONDS', 5);
  const surveySizes = sizes('SCALE_SURVEYS', [1_000, 10_000, 100_000]);
  const responseSizes = sizes('SCALE_RESPONSES', [1_000, 10_000, 50_000]);
  mkdirSync('.data', { recursive: true });
  const db = await freshDatabaseClient();
  let service: RunningService | null = null;
  try {
    service = await startBenchService({ poolMax: POOL_MAX, queuePrefix: 'sfs-bench-scale' });
    const em = service.orm!.em.fork() as EntityManager;
    const base = service.url;

    // The list axis: one team, its surveys cloned from one template.
    const lists = await createTeam(em, { name: 'Many surveys' });
    const creators = await Promise.all(
      ['Ada Quinn', 'Bo Park', 'Cy Young'].map(async (name, i) => (await addUserToTeam(em, { teamId: lists.id, email: `c${i}@bench.example.com`, name, role: 'owner' })).user.id),
    );
    const listKey = (await createApiKey(em, { teamId: lists.id, name: 'bench', scopes: ['read'], livemode: false })).secret;
    const template = await createSurvey(em, { teamId: lists.id, livemode: false, userId: creators[0], channel: 'api' }, draft('Template', 2));
    const auth = { authorization: `Bearer ${listKey}` };
    await get(base, `/v1/surveys/${template.survey.id}`, auth); // records the template's quote, which the clones copy

    const listReads: Read[] = [
      { name: 'GET /v1/surveys page 1', path: '/v1/surveys?limit=20', headers: auth },
      { name: 'GET /v1/surveys?text=pineapple', path: '/v1/surveys?text=pineapple&limit=20', headers: auth },
      { name: 'GET /v1/surveys sort name, page 50', path: '/v1/surveys?sort_by=name&dir=asc&page=50&limit=20', headers: auth },
      { name: 'GET /v1/surveys sort creator, page 50', path: '/v1/surveys?sort_by=creator&page=50&limit=20', headers: auth },
      { name: 'GET /v2/surveys page of 20', path: '/v2/surveys?limit=20', headers: auth },
    ];
    const listResults = new Map<string, number[]>();
    for (const size of surveySizes) {
      const t0 = performance.now();
      await growSurveys(db, { surveyId: template.survey.id, teamId: lists.id, creators }, size);
      console.log(`\n${size} surveys (seeded in ${fixed((performance.now() - t0) / 1000, 1)} s)`);
      for (const read of listReads) await measure(base, read, seconds, listResults, size);
    }

    // The response axis: one completed survey of 10 questions in a team of its own.
    const big = await createTeam(em, { name: 'Big survey' });
    const owner = await addUserToTeam(em, { teamId: big.id, email: 'owner@big.example.com', name: 'Olive Owner', role: 'owner' });
    const bigKey = (await createApiKey(em, { teamId: big.id, name: 'bench', scopes: ['read'], livemode: false })).secret;
    const survey = await createSurvey(em, { teamId: big.id, livemode: false, userId: owner.user.id, channel: 'api' }, { ...draft('Big', 10), reporting: ['age', 'gender'] });
    const surveyId = survey.survey.id;
    await db.query(`update surveys.surveys set status = 'completed', published_at = now(), completed_at = now() where id = $1`, [surveyId]);
    const session = await startSession(em, owner.user.id, big.id);
    const bigAuth = { authorization: `Bearer ${bigKey}` };
    const srv = toPublicId('srv', surveyId);
    const responseReads: Read[] = [
      { name: 'GET /v1/surveys/{id} (results, ai)', path: `/v1/surveys/${surveyId}`, headers: bigAuth },
      { name: 'GET /v1/surveys/{id}/responses page 1', path: `/v1/surveys/${surveyId}/responses?limit=20`, headers: bigAuth },
      { name: 'GET /v1/surveys/{id}/responses page 50', path: `/v1/surveys/${surveyId}/responses?page=50&limit=20`, headers: bigAuth },
      { name: 'GET /v2/surveys/{id}/responses', path: `/v2/surveys/${srv}/responses?limit=20`, headers: bigAuth },
      { name: 'console results page', path: `/console/results/${surveyId}`, headers: { cookie: `sfs_console=${session.secret}` } },
    ];
    const responseResults = new Map<string, number[]>();
    const insightRows: string[][] = [];
    for (const size of responseSizes) {
      const t0 = performance.now();
      await growResponses(db, surveyId, size);
      console.log(`\n${size} responses (seeded in ${fixed((performance.now() - t0) / 1000, 1)} s)`);
      const compute = () => whilePolled(base, () => computeSurveyInsights(service!.orm!.em.fork(), surveyId));
      // SCALE_PROFILE=insight: the computation under the profiler, for its longest stretches on the event loop.
      const insight = process.env.SCALE_PROFILE === 'insight' ? await profiledTo(`.data/scale-insight-${size}.cpuprofile`, compute) : await compute();
      console.log(
        `  insight ${fixed(insight.took)} ms; /healthz polled ${insight.polls}×, slowest ${fixed(insight.slowest, 1)} ms; longest loop delay ${fixed(insight.loopMax, 1)} ms`,
      );
      insightRows.push([String(size), fixed(insight.took), String(insight.polls), fixed(insight.slowest, 1)]);
      for (const read of responseReads) await measure(base, read, seconds, responseResults, size);
    }

    const growthRows = (results: Map<string, number[]>) =>
      [...results].map(([name, p50s]) => {
        const growth = Math.max(p50s[p50s.length - 1], 1) / Math.max(p50s[0], 1);
        return [name, ...p50s.map(ms), `${growth.toFixed(2)}×`, verdict(growth <= TARGET_GROWTH)];
      });
    console.log(`\np50 ms by team size (surveys); growth = largest ÷ smallest (target ≤ ${TARGET_GROWTH}×; p50 under 1 ms counts as 1 ms)`);
    console.log(table(['read', ...surveySizes.map(String), 'growth', 'verdict'], growthRows(listResults)));
    console.log(`\np50 ms by survey size (responses)`);
    console.log(table(['read', ...responseSizes.map(String), 'growth', 'verdict'], growthRows(responseResults)));
    console.log(`\nslowest /healthz while each read ran one at a time, any size (target ≤ ${HEALTHZ_TARGET_MS} ms)`);
    console.log(
      table(
        ['read', 'slowest ms', 'verdict'],
        [...healthz].map(([name, slowest]) => [name, fixed(slowest, 1), verdict(slowest <= HEALTHZ_TARGET_MS)]),
      ),
    );
    console.log(`\ninsight computation (10 questions) while /healthz is polled`);
    console.log(table(['responses', 'took ms', 'polls', 'slowest /healthz ms'], insightRows));
    console.log(
      `\n${JSON.stringify({ benchmark: 'scale', seconds, connections: CONNECTIONS, lists: Object.fromEntries(listResults), responses: Object.fromEntries(responseResults), insight: insightRows, healthz: Object.fromEntries(healthz) })}`,
    );
  } finally {
    await service?.shutdown();
    await closeInsightPool();
    await db.end();
  }
}

function draft(name: string, questions: number) {
  return {
    name,
    questions: Array.from({ length: questions }, (_, i) => ({
      type: 'single_select',
      prompt: `Which ${['carton', 'logo', 'name', 'colour', 'slogan'][i % 5]} would you pick, ${i + 1}?`,
      options: [{ label: 'Ember' }, { label: 'Fern' }, { label: 'Slate' }],
    })),
  };
}

async function get(base: string, path: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${base}${path}`, { headers });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
}

async function measure(base: string, read: Read, seconds: number, into: Map<string, number[]>, size: number): Promise<void> {
  await get(base, read.path, read.headers);
  const profiled = process.env.SCALE_PROFILE;
  if (profiled && read.name.includes(profiled)) {
    // SCALE_PROFILE=<part of a read's name>: one more run of it under the profiler first.
    const { result, profile } = await profileDuring(() => runLoad({ url: `${base}${read.path}`, headers: read.headers, duration: seconds, connections: CONNECTIONS }));
    const file = `.data/scale-${size}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    printBreakdown(`${read.name} at ${size}, profiled (${result.total} requests; ${file})`, breakdown(profile, result.total));
  }
  const r = await runLoad({ url: `${base}${read.path}`, headers: read.headers, duration: seconds, connections: CONNECTIONS });
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${read.name} at ${size}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  console.log(`  ${read.name.padEnd(42)} p50 ${ms(r.p50).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms  ${fixed(r.rps).padStart(6)} req/s`);
  into.set(read.name, [...(into.get(read.name) ?? []), r.p50]);
  // One request at a time: does a single request, however large, hold the event loop?
  const twenty = () =>
    whilePolled(base, async () => {
      for (let i = 0; i < 20; i++) await get(base, read.path, read.headers);
    });
  // A profiled read's 20 alone are profiled too (.data/scale-alone-<size>.cpuprofile): what held the loop.
  const alone = profiled && read.name.includes(profiled) ? await profiledTo(`.data/scale-alone-${size}.cpuprofile`, twenty) : await twenty();
  healthz.set(read.name, Math.max(healthz.get(read.name) ?? 0, alone.slowest));
  console.log(`  ${''.padEnd(42)} 20 alone: /healthz polled ${alone.polls}×, slowest ${fixed(alone.slowest, 1)} ms; longest loop delay ${fixed(alone.loopMax, 1)} ms`);
}

async function profiledTo<T>(file: string, work: () => Promise<T>): Promise<T> {
  const { result, profile } = await profileDuring(work);
  writeFileSync(file, JSON.stringify(profile));
  return result;
}

/** Per read, the slowest /healthz answer while it ran alone, at any size. */
const healthz = new Map<string, number>();

/** Runs `work` while /healthz is requested one after another; the slowest answer says whether the loop was blocked. */
async function whilePolled(base: string, work: () => Promise<unknown>): Promise<{ took: number; polls: number; slowest: number; loopMax: number }> {
  // The event loop's own measure beside the poller's: the longest delay of a 10 ms timer.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let done = false;
  let polls = 0;
  let slowest = 0;
  const poller = (async () => {
    while (!done) {
      const t = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      polls += 1;
    }
  })();
  const t0 = performance.now();
  try {
    await work();
  } finally {
    done = true;
  }
  const took = performance.now() - t0;
  await poller;
  loop.disable();
  return { took, polls, slowest, loopMax: loop.max / 1e6 };
}
