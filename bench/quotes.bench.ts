import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RunningService } from '../app/runtime/start-service';
import { toPublicId } from '../platform/ids';
import { createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { createSurvey } from '../subgraphs/surveys/authoring/surveys.service';
import { verdict } from './lib/compare';
import { freshDatabaseClient } from './lib/database';
import { growSurveys } from './lib/scale-seed';
import { startBenchService } from './lib/service';
import { envNumber, fixed, table } from './lib/stats';

/**
 * "Every read records a fresh quote" without a row per read (issue 38): QUOTES_MINUTES (default
 * 10) of reads by 10 clients, each reading the surveys of a 1,000-survey team in turn
 * (GET /v2/surveys/{id}), while `surveys.quotes` is sampled: its rows and its size on disk.
 * Target: rows never above the team's surveys, and the size at the end within 1.5× of the size
 * after the first minute (dead row versions are reclaimed, not piled up). Baseline in the same
 * run: the rows one row per read would have written (the reads made).
 */

const SURVEYS = 1_000;
const CLIENTS = 10;
const TARGET_SIZE_GROWTH = 1.5;

export async function run(): Promise<void> {
  const minutes = envNumber('QUOTES_MINUTES', 10);
  const db = await freshDatabaseClient();
  let service: RunningService | null = null;
  try {
    service = await startBenchService({ poolMax: 10, queuePrefix: 'sfs-bench-quotes' });
    const em = service.orm!.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Quoted' });
    const key = (await createApiKey(em, { teamId: team.id, name: 'bench', scopes: ['read'], livemode: false })).secret;
    const template = await createSurvey(
      em,
      { teamId: team.id, livemode: false, userId: null, channel: 'api' },
      {
        name: 'Template',
        questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
      },
    );
    await growSurveys(db, { surveyId: template.survey.id, teamId: team.id, creators: [] }, SURVEYS);
    const { rows } = await db.query<{ id: string }>('select id from surveys.surveys where team_id = $1', [team.id]);
    const paths = rows.map((r) => `/v2/surveys/${toPublicId('srv', r.id)}`);
    const headers = { authorization: `Bearer ${key}` };

    const sample = async () =>
      (await db.query<{ rows: number; bytes: number }>(`select (select count(*)::int from surveys.quotes) as rows, pg_total_relation_size('surveys.quotes')::int as bytes`))
        .rows[0];
    let reads = 0;
    let failures = 0;
    const end = Date.now() + minutes * 60_000;
    const client = async (offset: number) => {
      for (let i = offset; Date.now() < end; i += CLIENTS) {
        const res = await fetch(`${service!.url}${paths[i % paths.length]}`, { headers });
        await res.arrayBuffer();
        if (res.status === 200) reads += 1;
        else failures += 1;
      }
    };
    const samples: string[][] = [];
    let firstMinuteBytes = 0;
    let maxRows = 0;
    const sampler = (async () => {
      for (let minute = 1; Date.now() < end; minute++) {
        await new Promise((r) => setTimeout(r, Math.min(60_000, Math.max(0, end - Date.now()))));
        const s = await sample();
        if (minute === 1) firstMinuteBytes = s.bytes;
        maxRows = Math.max(maxRows, s.rows);
        samples.push([String(minute), String(reads), String(s.rows), fixed(s.bytes / 1024)]);
        console.log(`  minute ${minute}: ${reads} reads, surveys.quotes ${s.rows} rows, ${fixed(s.bytes / 1024)} KiB`);
      }
    })();
    await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => client(i)), sampler]);
    if (failures) throw new Error(`${failures} reads did not answer 200`);
    const last = await sample();
    const growth = last.bytes / Math.max(firstMinuteBytes, 1);
    console.log(`\n${table(['minute', 'reads so far', 'quote rows', 'KiB'], samples)}`);
    console.log(`\nreads ${reads} (a row per read would be ${reads} rows); surveys ${SURVEYS}`);
    console.log(`quote rows at most ${maxRows} (target ≤ ${SURVEYS}): ${verdict(maxRows <= SURVEYS)}`);
    console.log(`size at the end ÷ after minute 1: ${growth.toFixed(2)}× (target ≤ ${TARGET_SIZE_GROWTH}×): ${verdict(growth <= TARGET_SIZE_GROWTH)}`);
    console.log(`\n${JSON.stringify({ benchmark: 'quotes', minutes, reads, surveys: SURVEYS, maxRows, bytes: last.bytes, firstMinuteBytes, growth: Number(growth.toFixed(3)) })}`);
  } finally {
    await service?.shutdown();
    await db.end();
  }
}
