import 'reflect-metadata';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openOrm } from '../platform/db/orm';
import { domainModules } from '../app/domains';
import { newId } from '../platform/ids';
import { createTeam } from '../subgraphs/accounts/accounts.service';
import { createSimulatedPanel, type PanelSubmission } from '../subgraphs/surveys/fieldwork/panels/simulated';
import { likertPoints, votesOf } from '../subgraphs/surveys/answers/answer-rules';
import { collectStep } from '../subgraphs/surveys/fieldwork/collection/collection.service';
import { toAnswerQuestion, toPanelSurvey } from '../subgraphs/surveys/fieldwork/panels/panel-survey';
import { surveyResults, type SurveyQuestionResults } from '../subgraphs/surveys/fieldwork/results/results.service';
import type { SurveyView } from '../subgraphs/surveys/authoring/survey-view';
import { createSurvey, type TeamScope } from '../subgraphs/surveys/authoring/surveys.service';
import { verdict } from './lib/compare';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { envNumber, fixed, median, ms, percentile, table } from './lib/stats';

/**
 * Simulated collection's write path with results read back after every step, against the
 * least a writer of the same rows must do, in one run.
 *
 * service:  `collectStep` (subgraphs/surveys/fieldwork/collection/collection.service.ts) as the
 *           collection.run job calls it — one transaction per step: survey row lock, questions
 *           and options, next seq, the simulated panel's draw, respondents + responses + vote
 *           rows (three statements), num_responses. After every BENCH_READ_EVERY steps
 *           `surveyResults` runs (timed apart) and its totals must equal what was recorded so
 *           far: results are counted at read time, so they are current after each commit.
 *           At the end the results are compared with a recount straight from the answers.
 * baseline: the same number of rows of the same shape (drawn from the same panel beforehand,
 *           outside the timing), written with `pg` as raw multi-row INSERT … VALUES into the
 *           same three tables plus the num_responses update, one transaction per step of the
 *           same size: no ORM, no panel, no lock or seq read.
 *
 * responses = respondents × questions (3: single_select, ranked, likert). Each batch size
 * runs BENCH_RUNS times per target in ABBA order, every run on a fresh survey.
 *
 * Env: BENCH_BATCHES (1,50), BENCH_SAMPLE_SIZE (5000), BENCH_MAX_STEPS (steps per run, 250;
 * a run records min(sampleSize, batch × steps) respondents: 250 at batch 1, the whole 5000 —
 * completing the survey — at batch 50), BENCH_RUNS (3), BENCH_WARMUP_RESPONDENTS (150, at
 * least 10 steps, per target and batch size, on throwaway surveys), BENCH_READ_EVERY (1), BENCH_DATABASE_URL.
 * Default run: under a minute, most of it the service path and the results reads at batch 50.
 */

const QUESTIONS = [
  { type: 'single_select', prompt: 'Which snack would you buy?', options: [{ label: 'Crisps' }, { label: 'Nuts' }, { label: 'Fruit' }, { label: 'Chocolate' }] },
  { type: 'ranked', prompt: 'Rank these pack designs.', options: [{ label: 'Blue' }, { label: 'Green' }, { label: 'Gold' }, { label: 'Plain' }] },
  {
    type: 'likert',
    prompt: 'How far do you agree?',
    likertScale: 'agreement5',
    options: [{ label: 'The pack looks premium' }, { label: 'The price seems fair' }, { label: 'I would recommend it' }],
  },
];
const PANEL_SEED = 'bench-panel';
/** Target (issue 21): ≥ 5,000 responses/s recorded with results current, at steps of 50 respondents. */
const TARGET_PER_S = 5000;
const TARGET_BATCH = 50;

type Target = 'service' | 'baseline';

interface RunResult {
  respondents: number;
  steps: number;
  /** Time inside the write path only (results reads excluded). */
  writeMs: number;
  /** Per-step write latencies, ms. */
  stepMs: number[];
  /** Results-read latencies, ms (service only). */
  readMs: number[];
  rows: RowCounts;
}

interface RowCounts {
  respondents: number;
  responses: number;
  votes: number;
}

export async function run(): Promise<void> {
  const batches = (process.env.BENCH_BATCHES ?? '1,50').split(',').map((s) => {
    const n = Number(s.trim());
    if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`BENCH_BATCHES: "${s}" is not a batch size in 1..1000`);
    return n;
  });
  const sampleSize = envNumber('BENCH_SAMPLE_SIZE', 5000, { integer: true });
  const maxSteps = envNumber('BENCH_MAX_STEPS', 250, { integer: true });
  const runs = envNumber('BENCH_RUNS', 3, { integer: true });
  const warmupRespondents = envNumber('BENCH_WARMUP_RESPONDENTS', 150, { integer: true });
  const readEvery = envNumber('BENCH_READ_EVERY', 1, { integer: true });

  const load0 = loadavg()[0];
  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);

  const orm = await openOrm({ url: BENCH_DATABASE_URL, modules: domainModules, poolMax: 2 });
  const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  const panel = createSimulatedPanel(PANEL_SEED);
  try {
    const team = await createTeam(orm.em.fork(), { name: 'Bench Collection' });
    const scope: TeamScope = { teamId: team.id, livemode: false, userId: null, channel: 'api' };

    /** A draft made by the surveys service, then put in progress directly (no payment). */
    const newSurvey = async (): Promise<SurveyView> => {
      const view = await createSurvey(orm.em.fork(), scope, { name: 'Bench collection', sampleSize, reporting: ['gender', 'age'], questions: QUESTIONS });
      await pool.query(`update surveys.surveys set status = 'in-progress', published_at = now(), updated_at = now() where id = $1`, [view.survey.id]);
      return view;
    };

    const service = async (batch: number, respondents: number): Promise<RunResult> => {
      const view = await newSurvey();
      const surveyId = view.survey.id;
      const stepMs: number[] = [];
      const readMs: number[] = [];
      let recorded = 0;
      while (recorded < respondents) {
        const t0 = performance.now();
        const step = await collectStep(orm.em.fork(), surveyId, panel, Math.min(batch, respondents - recorded), recorded);
        stepMs.push(performance.now() - t0);
        if (step.recorded === 0) throw new Error(`collectStep recorded nobody at ${recorded}/${respondents} (done=${step.done})`);
        recorded += step.recorded;
        if (stepMs.length % readEvery === 0 || recorded >= respondents) {
          const r0 = performance.now();
          const results = await surveyResults(orm.em.fork(), view);
          readMs.push(performance.now() - r0);
          const stale = results.find((q) => q.totalResponses !== recorded);
          if (stale) throw new Error(`results not current: question ${stale.questionId} counts ${stale.totalResponses}, ${recorded} recorded`);
        }
      }
      await verifySurvey(pool, surveyId, recorded);
      await verifyResults(pool, view, await surveyResults(orm.em.fork(), view));
      return { respondents: recorded, steps: stepMs.length, writeMs: sum(stepMs), stepMs, readMs, rows: await rowCounts(pool, surveyId) };
    };

    const baseline = async (batch: number, respondents: number): Promise<RunResult> => {
      const view = await newSurvey();
      const surveyId = view.survey.id;
      const panelSurvey = toPanelSurvey(view);
      const subs = Array.from({ length: respondents }, (_, seq) => panel.draw(panelSurvey, seq));
      const steps: PreparedStep[] = [];
      for (let from = 0; from < respondents; from += batch) steps.push(prepareStep(view, subs.slice(from, from + batch), from));
      const stepMs: number[] = [];
      for (const step of steps) {
        const t0 = performance.now();
        const client = await pool.connect();
        try {
          await client.query('begin');
          for (const s of step.statements) await client.query(s.sql, s.params);
          await client.query('update surveys.surveys set num_responses = num_responses + $2, updated_at = now() where id = $1', [surveyId, step.respondents]);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
        stepMs.push(performance.now() - t0);
      }
      await verifySurvey(pool, surveyId, respondents);
      return { respondents, steps: stepMs.length, writeMs: sum(stepMs), stepMs, readMs: [], rows: await rowCounts(pool, surveyId) };
    };

    const targets: Record<Target, (batch: number, respondents: number) => Promise<RunResult>> = { service, baseline };
    const rate = (r: RunResult) => (r.respondents * QUESTIONS.length) / (r.writeMs / 1000);

    // The panel's draw alone (part of the service path, outside the baseline's timing).
    const drawView = await newSurvey();
    const drawSurvey = toPanelSurvey(drawView);
    const d0 = performance.now();
    const drawN = 2000;
    for (let seq = 0; seq < drawN; seq++) panel.draw(drawSurvey, seq);
    const drawPerS = drawN / ((performance.now() - d0) / 1000);

    const summaries: Record<string, unknown>[] = [];
    const rowsOut: string[][] = [];
    const readRows: string[][] = [];
    console.log(
      `\ncollection — ${QUESTIONS.length} questions (${QUESTIONS.map((q) => q.type).join(', ')}), sampleSize ${sampleSize}, ` +
        `${runs} runs per target and batch size (+ warm-up), results read every ${readEvery} step(s)`,
    );
    for (const batch of batches) {
      const respondents = Math.min(sampleSize, batch * maxSteps);
      const warm = Math.min(respondents, Math.max(batch * 10, warmupRespondents));
      for (const t of ['service', 'baseline'] as const) await targets[t](batch, warm);
      console.log(`\nbatch ${batch}: ${respondents} respondents (${Math.ceil(respondents / batch)} transactions) per run`);
      const results: Record<Target, RunResult[]> = { service: [], baseline: [] };
      for (let i = 0; i < runs; i++) {
        const order: Target[] = i % 2 === 0 ? ['service', 'baseline'] : ['baseline', 'service'];
        for (const t of order) {
          const r = await targets[t](batch, respondents);
          results[t].push(r);
          const reads = r.readMs.length ? `  results read p50 ${ms2(percentile(r.readMs, 50))} ms` : '';
          console.log(`  run ${i + 1}  ${t.padEnd(8)} ${fixed(rate(r)).padStart(7)} responses/s  step p50 ${ms2(percentile(r.stepMs, 50))} ms${reads}`);
        }
        const [a, b] = [results.service[i].rows, results.baseline[i].rows];
        if (a.respondents !== b.respondents || a.responses !== b.responses || a.votes !== b.votes) {
          throw new Error(`targets wrote different rows: service ${JSON.stringify(a)}, baseline ${JSON.stringify(b)}`);
        }
      }
      const sum1 = (t: Target) => {
        const rs = results[t];
        const steps = rs.flatMap((r) => r.stepMs);
        return { responsesPerS: median(rs.map(rate)), stepP50: percentile(steps, 50), stepP99: percentile(steps, 99), runs: rs.map((r) => Math.round(rate(r))) };
      };
      const svc = sum1('service');
      const base = sum1('baseline');
      const reads = results.service.flatMap((r) => r.readMs);
      const lastReads = results.service.map((r) => r.readMs[r.readMs.length - 1]);
      const rows = results.service[0].rows;
      const ratio = svc.responsesPerS / base.responsesPerS;
      rowsOut.push(
        [`service   b=${batch}`, fixed(svc.responsesPerS), ms2(svc.stepP50), ms2(svc.stepP99), svc.runs.join(' ')],
        [`baseline  b=${batch}`, fixed(base.responsesPerS), ms2(base.stepP50), ms2(base.stepP99), base.runs.join(' ')],
        [`ratio     b=${batch}`, ratio.toFixed(2), '', '', ''],
      );
      readRows.push([`b=${batch}`, String(reads.length), ms2(percentile(reads, 50)), ms2(percentile(reads, 99)), `${ms2(median(lastReads))} ms at ${respondents}`]);
      summaries.push({
        batch,
        respondentsPerRun: respondents,
        rowsPerRun: rows,
        service: svc,
        baseline: base,
        ratio: Number(ratio.toFixed(4)),
        resultsRead: { count: reads.length, p50: round2(percentile(reads, 50)), p99: round2(percentile(reads, 99)), atEnd: round2(median(lastReads)) },
      });
    }

    console.log(`\nwrites (medians of ${runs} runs; responses = respondents × ${QUESTIONS.length}; step latencies over all runs):\n`);
    console.log(table(['target', 'responses/s', 'step p50 ms', 'step p99 ms', 'runs (responses/s)'], rowsOut));
    console.log(`\nresults reads (surveyResults after each step, totals checked against the recorded count; all runs):\n`);
    console.log(table(['batch', 'reads', 'p50 ms', 'p99 ms', 'last read (median)'], readRows));
    console.log(
      `\nsimulated panel draw alone: ${fixed(drawPerS)} respondents/s (${fixed(drawPerS * QUESTIONS.length)} responses/s), inside the service timing, outside the baseline's`,
    );
    console.log('every service run: seqs 0..n−1, distinct panel ids, num_responses = n, results = recount from the answers (verified)');
    // Other processes on this small machine move these numbers a lot; say how busy it was.
    console.log(`load average (1 min) at start ${load0.toFixed(2)}, at end ${loadavg()[0].toFixed(2)}`);
    const atTarget = summaries.find((s) => s.batch === TARGET_BATCH) as { service: { responsesPerS: number } } | undefined;
    const perS = atTarget ? atTarget.service.responsesPerS : null;
    const met = perS !== null && perS >= TARGET_PER_S;
    console.log(
      perS === null
        ? `\ncollection responses/s at batch ${TARGET_BATCH}: not measured (add ${TARGET_BATCH} to BENCH_BATCHES): ${verdict(false)}`
        : `\ncollection responses/s at batch ${TARGET_BATCH} with results current ${fixed(perS)} (target ≥ ${TARGET_PER_S}): ${verdict(met)}`,
    );
    console.log(
      `\n${JSON.stringify({
        benchmark: 'collection',
        met,
        target: { responsesPerS: TARGET_PER_S, batch: TARGET_BATCH },
        result: { responsesPerS: perS === null ? null : Math.round(perS) },
        settings: { batches, sampleSize, maxSteps, runs, warmupRespondents, readEvery, questions: QUESTIONS.map((q) => q.type) },
        panelDrawPerS: Math.round(drawPerS),
        loadAverage: { start: Number(load0.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
        batchSizes: summaries,
      })}`,
    );
  } finally {
    await pool.end();
    await orm.close();
  }
}

interface PreparedStep {
  respondents: number;
  statements: { sql: string; params: unknown[] }[];
}

/** The rows collectStep would write for these submissions, as multi-row INSERT statements. */
function prepareStep(view: SurveyView, subs: PanelSubmission[], firstSeq: number): PreparedStep {
  const surveyId = view.survey.id;
  const questions = new Map(view.questions.map((q) => [q.id, toAnswerQuestion(q)]));
  const respondents: unknown[][] = [];
  const responses: unknown[][] = [];
  const votes: unknown[][] = [];
  subs.forEach((sub, i) => {
    const respondentId = newId();
    respondents.push([respondentId, surveyId, firstSeq + i, sub.panelRespondentId, JSON.stringify(sub.traits)]);
    for (const a of sub.answers) {
      const id = newId();
      responses.push([id, surveyId, a.questionId, respondentId, JSON.stringify(a.answer), a.explanation]);
      for (const v of votesOf(questions.get(a.questionId)!, a.answer)) votes.push([id, a.questionId, v.optionId, v.rank, v.value]);
    }
  });
  const statements = [
    insert('surveys.respondents (id, survey_id, seq, panel_respondent_id, traits)', respondents),
    insert('surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation)', responses),
  ];
  if (votes.length) statements.push(insert('surveys.response_votes (response_id, question_id, option_id, rank, value)', votes));
  return { respondents: subs.length, statements };
}

function insert(into: string, rows: unknown[][]): { sql: string; params: unknown[] } {
  const width = rows[0].length;
  const values = rows.map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`);
  return { sql: `insert into ${into} values ${values.join(', ')}`, params: rows.flat() };
}

async function rowCounts(pool: pg.Pool, surveyId: string): Promise<RowCounts> {
  const { rows } = await pool.query<RowCounts>(
    `select (select count(*)::int from surveys.respondents where survey_id = $1) as respondents,
            (select count(*)::int from surveys.responses where survey_id = $1) as responses,
            (select count(*)::int from surveys.response_votes v join surveys.responses r on r.id = v.response_id where r.survey_id = $1) as votes`,
    [surveyId],
  );
  return rows[0];
}

/** Seqs 0..n−1 without gaps or duplicates, distinct panel ids, num_responses = n. */
async function verifySurvey(pool: pg.Pool, surveyId: string, n: number): Promise<void> {
  const { rows } = await pool.query<{ count: number; min: number | null; max: number | null; distinct_seq: number; distinct_panel: number; num_responses: number }>(
    `select count(*)::int as count, min(seq) as min, max(seq) as max, count(distinct seq)::int as distinct_seq,
            count(distinct panel_respondent_id)::int as distinct_panel,
            (select num_responses from surveys.surveys where id = $1) as num_responses
       from surveys.respondents where survey_id = $1`,
    [surveyId],
  );
  const r = rows[0];
  const ok = r.count === n && r.min === 0 && r.max === n - 1 && r.distinct_seq === n && r.distinct_panel === n && r.num_responses === n;
  if (!ok) throw new Error(`survey ${surveyId}: want ${n} respondents seq 0..${n - 1}, got ${JSON.stringify(r)}`);
}

/**
 * The results the service read equal a recount made straight from the stored answers (not
 * from the vote rows the results SQL counts): totals, votes per option, likert average.
 */
async function verifyResults(pool: pg.Pool, view: SurveyView, results: SurveyQuestionResults[]): Promise<void> {
  const surveyId = view.survey.id;
  for (const q of view.questions) {
    const got = results.find((r) => r.questionId === q.id);
    if (!got) throw new Error(`results lack question ${q.id}`);
    const [{ total }] = (
      await pool.query<{ total: number }>(`select count(*)::int as total from surveys.responses where survey_id = $1 and question_id = $2 and rejected_at is null`, [
        surveyId,
        q.id,
      ])
    ).rows;
    let votes: { option: string; n: number }[];
    let average: number | null = null;
    const from = `from surveys.responses r`;
    const where = `where r.survey_id = $1 and r.question_id = $2 and r.rejected_at is null`;
    if (q.type === 'single_select') {
      votes = (await pool.query<{ option: string; n: number }>(`select r.answer->>'chosenOption' as option, count(*)::int as n ${from} ${where} group by 1`, [surveyId, q.id]))
        .rows;
    } else if (q.type === 'ranked') {
      votes = (
        await pool.query<{ option: string; n: number }>(
          `select e->>'option' as option, count(*)::int as n ${from} cross join jsonb_array_elements(r.answer->'ranking') e ${where} and (e->>'rank')::int = 1 group by 1`,
          [surveyId, q.id],
        )
      ).rows;
    } else if (q.type === 'likert') {
      const agree = (likertPoints(q.likertScale!) + 1) / 2;
      const rows = (
        await pool.query<{ option: string; n: number; s: number; c: number }>(
          `select s->>'id' as option, count(*) filter (where (s->>'value')::numeric > $3)::int as n,
                  sum((s->>'value')::numeric)::float8 as s, count(*)::int as c
             ${from} cross join jsonb_array_elements(r.answer->'statements') s ${where} group by 1`,
          [surveyId, q.id, agree],
        )
      ).rows;
      votes = rows;
      const c = rows.reduce((a, r) => a + r.c, 0);
      average = c ? Math.round((rows.reduce((a, r) => a + r.s, 0) / c) * 100) / 100 : null;
    } else {
      throw new Error(`no recount for ${q.type}`);
    }
    const want = Object.fromEntries(q.options.map((o) => [o.id, votes.find((v) => v.option === o.id)?.n ?? 0]));
    const have = Object.fromEntries(got.options.map((o) => [o.id, o.votes]));
    const mismatch = got.totalResponses !== total || got.averageScore !== average || JSON.stringify(have) !== JSON.stringify(want) || votes.some((v) => !(v.option in want));
    if (mismatch) {
      throw new Error(
        `results of ${q.type} question ${q.id} differ from the recount:\n  results ${JSON.stringify({ total: got.totalResponses, average: got.averageScore, votes: have })}\n  recount ${JSON.stringify({ total, average, votes: want })}`,
      );
    }
  }
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round2 = (x: number) => Math.round(x * 100) / 100;
/** Step and read latencies are measured with performance.now(): two decimals under 10 ms. */
const ms2 = (x: number) => (x < 10 ? x.toFixed(2) : ms(Math.round(x * 10) / 10));

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
