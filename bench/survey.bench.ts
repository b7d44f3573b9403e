import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningService } from '../app/runtime/start-service';
import { toPublicId } from '../platform/ids';
import { creditsToUnits } from '../platform/money';
import { addUserToTeam, createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { grantCreditsNow } from '../subgraphs/billing';
import { createSurvey } from '../subgraphs/surveys/authoring/surveys.service';
import { assertSameBodies, assertSameContent, compareTargets, redact, verdict, type Target } from './lib/compare';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { startDirectSurveyServer, type DirectSurveyServer } from './lib/direct-survey';
import { startLeanSurveyServer } from './lib/direct-survey-lean';
import type { DirectServer } from './lib/direct-server';
import { startBenchService } from './lib/service';
import { fixed, ms } from './lib/stats';
import { runLoad } from './lib/load';
import { breakdown, printBreakdown, profileDuring } from './lib/profile';
import { writeFileSync } from 'node:fs';

/**
 * GET /v2/surveys/{id} of a two-question survey through the whole path `npm start` serves it
 * on (ROLE=all: facade → in-process Apollo Gateway → surveys and billing subgraphs → MikroORM
 * → PostgreSQL, with the workers and the outbox relay running beside) against a plain Fastify
 * + pg handler doing the same work (bench/lib/direct-survey.ts): key lookup, survey, questions
 * and options, the price, recording the quote, the credit balance; and a lean handler doing the
 * same work written by hand (bench/lib/direct-survey-lean.ts: its own SQL and JSON.stringify, no
 * mappers, serializers or schemas). Same pool size, same database, loaded one at a time
 * (bench/lib/compare.ts).
 *
 * Targets (issue 21): ratio ≥ 0.50 and federated p99 ≤ 2 × direct p99; printed beside them,
 * issue 38's federated ÷ lean ≥ 0.80.
 * Env: as bench/lib/compare.ts, plus BENCH_ROLE (all; `api` leaves out the workers),
 * BENCH_PROFILE (a file: profile one more federated run there and print where a request's
 * time goes; BENCH_PROFILE_TARGET=direct or lean profiles that target instead), BENCH_DATABASE_URL,
 * BENCH_REDIS_URL.
 */

const TARGET_RATIO = 0.5;
const TARGET_P99_FACTOR = 2;
/** Issue 38: the service against a hand-written handler (bench/lib/direct-survey-lean.ts). */
const TARGET_LEAN_RATIO = 0.8;
const POOL_MAX = 10;

export async function run(): Promise<void> {
  const role = process.env.BENCH_ROLE ?? 'all';
  if (role !== 'api' && role !== 'all') throw new Error(`BENCH_ROLE: api or all, not "${role}"`);

  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);

  let service: RunningService | null = null;
  let direct: DirectSurveyServer | null = null;
  let lean: DirectServer | null = null;
  try {
    service = await startBenchService({ poolMax: POOL_MAX, queuePrefix: 'sfs-bench-survey', role });
    direct = await startDirectSurveyServer({ databaseUrl: BENCH_DATABASE_URL, poolMax: POOL_MAX });
    lean = await startLeanSurveyServer({ databaseUrl: BENCH_DATABASE_URL, poolMax: POOL_MAX });

    const em = service.orm!.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Bench Research' });
    await addUserToTeam(em, { teamId: team.id, email: 'owner@bench.example.com', name: 'Olive Owner', role: 'owner' });
    const { secret } = await createApiKey(em, { teamId: team.id, name: 'bench key', scopes: ['read'], livemode: false });
    await grantCreditsNow(em, { teamId: team.id, livemode: false }, { units: creditsToUnits(500), expiresAt: new Date(Date.now() + 86_400_000), source: 'grant' });
    const view = await createSurvey(
      em,
      { teamId: team.id, livemode: false, userId: null, channel: 'api' },
      {
        name: 'Which name?',
        questions: [
          { type: 'single_select', prompt: 'Which name do you prefer?', options: [{ label: 'Brightside' }, { label: 'Northwind' }, { label: 'Clearwater' }] },
          { type: 'rating', prompt: 'How much do you like the winner?' },
        ],
      },
    );
    const path = `/v2/surveys/${toPublicId('srv', view.survey.id)}`;
    const headers = { authorization: `Bearer ${secret}` };
    const targets: Target[] = [
      { name: 'federated', url: `${service.url}${path}` },
      { name: 'direct', url: `${direct.url}${path}` },
      { name: 'lean', url: `${lean.url}${path}` },
    ];
    const quotedAt = { pattern: /"quotedAt":"[^"]+"/g, as: '"quotedAt":"…"' };
    await assertSameBodies(targets.slice(0, 2), headers, quotedAt);
    await assertSameContent([targets[0], targets[2]], headers, quotedAt);

    const c = await compareTargets(`GET /v2/surveys/{id} — ROLE=${role}`, targets, headers);
    const profilePath = process.env.BENCH_PROFILE;
    if (profilePath) {
      // One more 10 s run of one target (federated by default) under the profiler: where its time goes.
      const profiled = targets.find((t) => t.name === (process.env.BENCH_PROFILE_TARGET ?? 'federated'));
      if (!profiled) throw new Error(`BENCH_PROFILE_TARGET: one of ${targets.map((t) => t.name).join(', ')}`);
      const { result, profile } = await profileDuring(() => runLoad({ url: profiled.url, headers, duration: 10, connections: c.settings.connections }));
      writeFileSync(profilePath, JSON.stringify(profile));
      printBreakdown(`${profiled.name}, profiled (${fixed(result.rps)} req/s under the profiler, ${result.total} requests; ${profilePath})`, breakdown(profile, result.total));
    }
    const ratioMet = c.ratio >= TARGET_RATIO;
    const p99Met = c.federated.p99 <= TARGET_P99_FACTOR * c.direct.p99;
    console.log(`\nratio ${c.ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}): ${verdict(ratioMet)}`);
    console.log(`p99 federated ${ms(c.federated.p99)} ms vs direct ${ms(c.direct.p99)} ms (target ≤ ${TARGET_P99_FACTOR}×): ${verdict(p99Met)}`);
    const leanRatio = c.federated.rps / c.byName.lean.rps;
    console.log(
      `lean ratio ${leanRatio.toFixed(2)} (federated ÷ the hand-written handler; issue 38's target ≥ ${TARGET_LEAN_RATIO.toFixed(2)}): ${verdict(leanRatio >= TARGET_LEAN_RATIO)}`,
    );
    console.log(
      `\n${JSON.stringify({
        benchmark: 'survey',
        settings: { ...c.settings, poolMax: POOL_MAX, role },
        federated: c.federated,
        direct: c.direct,
        lean: c.byName.lean,
        ratio: Number(c.ratio.toFixed(4)),
        leanRatio: Number(leanRatio.toFixed(4)),
        targets: { ratio: TARGET_RATIO, p99Factor: TARGET_P99_FACTOR, leanRatio: TARGET_LEAN_RATIO },
        met: ratioMet && p99Met,
      })}`,
    );
  } finally {
    await lean?.close();
    await direct?.close();
    await service?.shutdown();
  }
}
