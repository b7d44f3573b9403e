import 'reflect-metadata';
import type { RunningService } from '../app/runtime/start-service';
import { burst, openLiveSurvey, previewAsPerson, type PageKind, type PersonResult } from '../test/helpers/respondent-person';
import { cpuSampler, type CpuShare } from './lib/cpu';
import { redact } from './lib/compare';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { startBenchService } from './lib/service';
import { envNumber, fixed, ms, percentile, table } from './lib/stats';

/**
 * A panel's crowd at a live survey (issue 36): BENCH_PEOPLE (600) people arriving evenly within
 * BENCH_WINDOW_S (30) at a survey of BENCH_SAMPLE (300), at most BENCH_IN_FLIGHT (50) at once,
 * each through the respondent app's forms with plain HTTP (test/helpers/respondent-person.ts:
 * the entry link, each question page, each answer with an explanation of their own).
 *
 * service:  the burst at the entry link: attempts, places decided under the survey's lock,
 *           answers saved, the commit of each respondent, over quota for the rest.
 * baseline: the same people, in the same run and the same process, walking the survey's
 *           preview: the same pages, forms and GraphQL path with nothing recorded (no attempt,
 *           no lock, no commit). The ratio of people per second is what recording costs.
 *
 * The service run must end with exactly BENCH_SAMPLE complete, the rest over quota and no error
 * (else the bench fails). Printed per target: p50/p99 per page kind, people per second (from the
 * first arrival to the last outcome), CPU per person (this process — facade, gateway and
 * subgraphs — plus PostgreSQL, from /proc). A warm-up burst of 40 at a survey of 20 runs first.
 * Env: the above, BENCH_DATABASE_URL, BENCH_REDIS_URL.
 */
const PROVIDER = 'https://panel.example.com';
const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef-respondents';

interface Measured {
  target: 'service' | 'baseline';
  results: PersonResult[];
  wallS: number;
  cpu: CpuShare;
}

export async function run(): Promise<void> {
  const people = envNumber('BENCH_PEOPLE', 600, { integer: true });
  const sample = envNumber('BENCH_SAMPLE', 300, { integer: true });
  const windowS = envNumber('BENCH_WINDOW_S', 30);
  const inFlight = envNumber('BENCH_IN_FLIGHT', 50, { integer: true });

  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);
  let service: RunningService | null = null;
  try {
    service = await startBenchService({
      poolMax: 20,
      queuePrefix: `sfs-bench-respondents-${process.pid}`,
      env: { LIVE_PANEL: 'respondents', RESPONDENT_MIN_SECONDS_PER_QUESTION: '0', OPERATOR_TOKEN },
    });
    const svc = service;
    const open = (size: number) => openLiveSurvey(svc.url, svc.orm!.em.fork(), { sampleSize: size, operatorToken: OPERATOR_TOKEN, providerBase: PROVIDER });

    const warm = await open(20);
    await burst(warm.entryUrl, PROVIDER, { people: 40, windowMs: 2000, inFlight, prefix: 'warm' });
    await burst(warm.entryUrl, PROVIDER, { people: 40, windowMs: 2000, inFlight, prefix: 'warm-preview', walk: (rid) => previewAsPerson(warm.previewUrl, rid) });

    const survey = await open(sample);
    const measure = async (target: Measured['target']): Promise<Measured> => {
      const done = cpuSampler();
      const started = performance.now();
      const results = await burst(survey.entryUrl, PROVIDER, {
        people,
        windowMs: windowS * 1000,
        inFlight,
        prefix: target,
        walk: target === 'baseline' ? (rid) => previewAsPerson(survey.previewUrl, rid) : undefined,
      });
      const wallS = (performance.now() - started) / 1000;
      return { target, results, wallS, cpu: done() };
    };
    console.log(`\n${people} people within ${windowS} s at a live survey of ${sample}, at most ${inFlight} in flight (baseline: the same people on the preview)`);
    const baseline = await measure('baseline');
    const measured = await measure('service');
    report([measured, baseline], people);
    check(measured.results, sample);
  } finally {
    await service?.shutdown();
  }
}

function report(runs: Measured[], people: number): void {
  const kinds: PageKind[] = ['entry', 'question', 'answer'];
  const rows = runs.map((r) => {
    const times = (kind: PageKind) => r.results.flatMap((p) => p.pages.filter((x) => x.kind === kind).map((x) => x.ms));
    const pageCells = kinds.flatMap((k) => {
      const t = times(k);
      return t.length ? [ms(Math.round(percentile(t, 50))), ms(Math.round(percentile(t, 99)))] : ['–', '–'];
    });
    const cpuS = ((r.cpu.self + (r.cpu.postgres ?? 0)) / 100) * r.wallS;
    return {
      r,
      perS: people / r.wallS,
      cells: [r.target, ...pageCells, fixed(people / r.wallS, 1), fixed((cpuS / people) * 1000), fixed((r.cpu.self / 100) * r.wallS * (1000 / people)), fixed(r.wallS, 1)],
    };
  });
  console.log(
    '\n' +
      table(
        ['target', 'entry p50', 'entry p99', 'page p50', 'page p99', 'answer p50', 'answer p99', 'people/s', 'CPU ms/person', 'of it node', 'wall s'],
        rows.map((x) => x.cells),
      ),
  );
  const [service, baseline] = rows;
  console.log(`\npeople/s ratio service/baseline: ${(service.perS / baseline.perS).toFixed(2)} (page times in ms; CPU = this process + PostgreSQL)`);
  for (const x of rows) console.log(`  ${x.r.target}: machine busy ${x.r.cpu.machine === null ? '?' : fixed(x.r.cpu.machine)}% of ${x.r.cpu.cores} cores`);
}

function check(results: PersonResult[], sample: number): void {
  const outcomes = results.reduce<Record<string, number>>((t, r) => ({ ...t, [r.outcome]: (t[r.outcome] ?? 0) + 1 }), {});
  const errors = results.filter((r) => r.outcome === 'error' || r.pages.some((p) => p.status >= 500));
  console.log(`\noutcomes: ${JSON.stringify(outcomes)}; 5xx or error pages: ${errors.length}`);
  if (errors.length)
    throw new Error(
      `people met errors:\n${errors
        .slice(0, 5)
        .map((r) => `  ${r.rid}: ${r.detail}`)
        .join('\n')}`,
    );
  if (outcomes.complete !== sample || outcomes.overquota !== results.length - sample) throw new Error(`want ${sample} complete and the rest over quota`);
}
