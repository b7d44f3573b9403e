import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, type Hash } from 'node:crypto';
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { request } from 'undici';
import { newId, toPublicId } from '../platform/ids';
import type { RunningService } from '../app/runtime/start-service';
import { createApiKey, createTeam } from '../subgraphs/accounts/accounts.service';
import { csvLine } from '../subgraphs/surveys/analysis/exports/csv-cells';
import { csvQuery } from '../subgraphs/surveys/analysis/exports/csv-query';
import { listTraits } from '../subgraphs/surveys/traits/traits.service';
import { cpuSampler, type CpuShare } from './lib/cpu';
import { BENCH_DATABASE_URL, freshDatabase } from './lib/database';
import { startBenchService } from './lib/service';
import { envNumber, fixed, median, table } from './lib/stats';

/**
 * A survey's CSV export (`GET /v2/surveys/{srv}/exports/csv`: Fastify facade → API key →
 * GraphQL `CsvExportReady` → openSurveyCsv: a connection of the ORM's pg Pool, pg-copy-streams, 64 KB
 * batches, Readable → reply) against the least that can produce the same bytes: a plain
 * `pg.Client` running the very same `COPY (…) TO STDOUT` statement (csvQuery with the same
 * survey, layout and id style) through pg-copy-streams and discarding them, in one run.
 *
 * Target: service ≥ 80% of raw rows/s, and ≤ 100 MB RSS growth while a 1,000,000-response
 * export streams.
 *
 * Data: on a fresh database (bench/lib/database.ts), one completed survey (reporting Age and
 * Gender, US) with BENCH_CSV_RESPONDENTS valid respondents × 5 questions (single_select,
 * ranked, rating, multi_select, open_ended), plus 1% rejected respondents interleaved (their
 * responses are not exported), seeded set-based (INSERT … SELECT from generate_series) with
 * UUIDv7-format ids built from the row number, so `order by r.id` is collection order.
 * Explanations are 30–200 characters drawn from a pool of fragments; some hold commas, double
 * quotes, newlines and non-ASCII text, so COPY quotes a share of the fields. Then VACUUM
 * ANALYZE (visibility map and hint bits set, so no run pays for them). Seeding is untimed.
 *
 * Runs: one warm-up of each target (byte-for-byte check: SHA-256 of the service body must be
 * that of csv-stringify's header line + the raw COPY bytes), then BENCH_RUNS pairs in ABBA
 * order; every run must carry the same bytes (service = raw + header line exactly) and raw
 * COPY must report the expected row count. rows/s = rows / (request start → last byte).
 * The HTTP client (undici) runs in this process too, as the raw consumer does.
 *
 * Memory: process.memoryUsage() sampled every 20 ms during each run; growth = peak − the value
 * just before the run, taken after a forced GC (gc is exposed at start-up through
 * v8.setFlagsFromString when node was not started with --expose-gc). The target is checked
 * against the largest growth of any service export, the warm-up included: the first export in
 * a process is the one that raises RSS (freed pages are kept and reused by later runs).
 *
 * Env: BENCH_CSV_RESPONDENTS (valid respondents, 200000 → 1,000,000 responses), BENCH_RUNS
 * (ABBA pairs, 2), BENCH_CSV_LAYOUT (long|wide, long), BENCH_POOL_MAX (the service's pool,
 * 10), BENCH_DATABASE_URL, BENCH_REDIS_URL. Default run: 75–95 s on 2 shared cores (seeding
 * ~20–25 s, six exports of ~9 s each).
 */

const TARGET_RATIO = 0.8;
const TARGET_GROWTH_MB = 100;
const QUESTIONS_PER_RESPONDENT = 5;
const SAMPLE_EVERY_MS = 20;
const MB = 1024 * 1024;
/** Collection starts here; respondents 100 ms apart (the UUIDv7 timestamps follow). */
const BASE_MS = Date.parse('2026-05-04T10:00:00.000Z');

type Target = 'raw' | 'service';

interface MemoryGrowth {
  /** Bytes just before the run (after a forced GC when available). */
  rssBefore: number;
  rssPeak: number;
  heapBefore: number;
  heapPeak: number;
  /** Buffers and other memory outside the V8 heap (external includes arrayBuffers). */
  externalBefore: number;
  externalPeak: number;
  /** Growth of the process's lifetime maximum RSS (getrusage), a cross-check on the sampling. */
  maxRssGrowth: number;
  samples: number;
}

interface RunResult {
  label: string;
  target: Target;
  rows: number;
  bytes: number;
  seconds: number;
  ttfbMs: number;
  rowsPerS: number;
  mbPerS: number;
  mem: MemoryGrowth;
  cpu: CpuShare;
  /** Warm-up only: SHA-256 of the bytes (raw: of header line + COPY bytes). */
  sha256?: string;
}

export async function run(): Promise<void> {
  const respondents = envNumber('BENCH_CSV_RESPONDENTS', 200_000, { integer: true });
  const runs = envNumber('BENCH_RUNS', 2, { integer: true });
  const poolMax = envNumber('BENCH_POOL_MAX', 10, { integer: true });
  const layout: string = process.env.BENCH_CSV_LAYOUT ?? 'long';
  if (layout !== 'long' && layout !== 'wide') throw new Error(`BENCH_CSV_LAYOUT=${layout}: want long or wide`);
  const gc = exposeGc();

  const load0 = loadavg()[0];
  const started = performance.now();
  console.log(`preparing ${redact(BENCH_DATABASE_URL)} …`);
  await freshDatabase(BENCH_DATABASE_URL);

  let service: RunningService | null = null;
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  // The same session setting the export uses (csv-export.service.ts): JIT off, so the two
  // run the very same plan and only the path the bytes take differs.
  await client.query('set jit = off');
  try {
    service = await startBenchService({ poolMax, queuePrefix: 'sfs-bench-csv' });

    // As test/helpers/fixtures.ts: a team and a live key with the read scope.
    const em = service.orm!.em.fork() as EntityManager;
    const team = await createTeam(em, { name: 'Bench Exports' });
    const { secret } = await createApiKey(em, { teamId: team.id, name: 'bench csv key', scopes: ['read'] });
    const headers = { authorization: `Bearer ${secret}` };

    // ---- seed (untimed for the comparison) ----

    console.log(`seeding ${respondents} respondents × ${QUESTIONS_PER_RESPONDENT} questions …`);
    const seed = await seedSurvey(client, team.id, respondents);
    console.log(
      `seeded ${seed.validResponses} valid responses (+ ${seed.rejectedResponses} rejected) in ${seed.insertSeconds.toFixed(1)} s, ` +
        `VACUUM ANALYZE ${seed.vacuumSeconds.toFixed(1)} s; responses table ${fixed(seed.tableBytes / MB)} MB`,
    );

    // The statement openSurveyCsv runs for this survey: its reporting traits by name, its questions.
    const traitName = new Map(listTraits('US', 'reporting').map((t) => [t.permalink, t.traitName]));
    const traits = seed.reporting.flatMap((p) => traitName.get(p) ?? []);
    const { header, copy } = csvQuery({ surveyId: seed.surveyId, layout, ids: 'prefixed', traits, questions: seed.questions });
    const headerLine = Buffer.from(csvLine(header));
    const expectedRows = layout === 'long' ? seed.validResponses : respondents;
    const url = `${service.url}/v2/surveys/${toPublicId('srv', seed.surveyId)}/exports/csv${layout === 'long' ? '' : '?layout=wide'}`;

    const postgresPids = async () => {
      const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() or backend_type <> 'client backend'`);
      return new Set(rows.map((r) => r.pid));
    };

    /** Samples memory every 20 ms from just before the run (after a forced GC) to its end. */
    const memorySampler = () => {
      gc?.();
      const m0 = process.memoryUsage();
      const maxRss0 = process.resourceUsage().maxRSS * 1024;
      const peak = { rss: m0.rss, heap: m0.heapUsed, external: m0.external };
      let samples = 0;
      const sample = () => {
        const m = process.memoryUsage();
        samples++;
        if (m.rss > peak.rss) peak.rss = m.rss;
        if (m.heapUsed > peak.heap) peak.heap = m.heapUsed;
        if (m.external > peak.external) peak.external = m.external;
      };
      const timer = setInterval(sample, SAMPLE_EVERY_MS);
      return (): MemoryGrowth => {
        clearInterval(timer);
        sample();
        return {
          rssBefore: m0.rss,
          rssPeak: peak.rss,
          heapBefore: m0.heapUsed,
          heapPeak: peak.heap,
          externalBefore: m0.external,
          externalPeak: peak.external,
          maxRssGrowth: process.resourceUsage().maxRSS * 1024 - maxRss0,
          samples,
        };
      };
    };

    const finish = (
      label: string,
      target: Target,
      rows: number,
      bytes: number,
      t0: number,
      t1: number,
      firstByte: number,
      mem: MemoryGrowth,
      cpu: CpuShare,
      sha256?: string,
    ): RunResult => {
      const seconds = (t1 - t0) / 1000;
      return { label, target, rows, bytes, seconds, ttfbMs: firstByte - t0, rowsPerS: rows / seconds, mbPerS: bytes / MB / seconds, mem, cpu, sha256 };
    };

    /** The COPY on a plain pg.Client (connected once, as the service's pool is), bytes discarded. */
    const raw = async (label: string, hash = false): Promise<RunResult> => {
      const hasher = hash ? createHash('sha256').update(headerLine) : null;
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      const mem = memorySampler();
      const t0 = performance.now();
      let firstByte = 0;
      let bytes = 0;
      const stream = client.query(copyTo(copy));
      await new Promise<void>((resolve, reject) => {
        stream.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByte = performance.now();
          bytes += chunk.length;
          hasher?.update(chunk);
        });
        stream.on('end', resolve);
        stream.on('error', reject);
      });
      const t1 = performance.now();
      const memory = mem();
      const cpuShare = cpu();
      // The next query runs once COPY's CommandComplete has been read: rowCount is set by then.
      await client.query('select 1');
      if (stream.rowCount !== expectedRows) throw new Error(`${label} raw: COPY reported ${stream.rowCount} rows, want ${expectedRows}`);
      return finish(label, 'raw', stream.rowCount, bytes, t0, t1, firstByte, memory, cpuShare, hasher?.digest('hex'));
    };

    /** GET …/exports/csv on the in-process service with undici, the body discarded as it streams. */
    const http = async (label: string, hash = false): Promise<RunResult> => {
      const hasher: Hash | null = hash ? createHash('sha256') : null;
      const cpu = cpuSampler({ postgresPids: await postgresPids() });
      const mem = memorySampler();
      const t0 = performance.now();
      const res = await request(url, { headers, headersTimeout: 120_000, bodyTimeout: 120_000 });
      if (res.statusCode !== 200) throw new Error(`${label} service: GET ${url} answered ${res.statusCode}: ${(await res.body.text()).slice(0, 500)}`);
      let firstByte = 0;
      let bytes = 0;
      await new Promise<void>((resolve, reject) => {
        res.body.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByte = performance.now();
          bytes += chunk.length;
          hasher?.update(chunk);
        });
        res.body.on('end', resolve);
        res.body.on('error', reject);
      });
      const t1 = performance.now();
      const memory = mem();
      return finish(label, 'service', expectedRows, bytes, t0, t1, firstByte, memory, cpu(), hasher?.digest('hex'));
    };

    // ---- run ----

    console.log(
      `\nCSV export — ${layout} layout, v2 ids, ${expectedRows} rows; ${runs} pair(s) of runs (ABBA) after one warm-up each; ` +
        `service pool ${poolMax}; GC before each run: ${gc ? 'forced' : 'not available (pre-run values as they are)'}`,
    );
    const results: RunResult[] = [];
    const warmups: RunResult[] = [];
    const show = (r: RunResult, into: RunResult[]) => {
      into.push(r);
      console.log(describe(r));
    };

    // Warm-up: JIT, the pool's connection, the table in the page cache. And the byte-for-byte check.
    const warmRaw = await raw('warm-up', true);
    show(warmRaw, warmups);
    const warmSvc = await http('warm-up', true);
    show(warmSvc, warmups);
    const rawBytes = warmRaw.bytes;
    if (warmSvc.bytes !== rawBytes + headerLine.length) {
      throw new Error(`service sent ${warmSvc.bytes} bytes, want raw ${rawBytes} + header line ${headerLine.length} = ${rawBytes + headerLine.length}`);
    }
    if (warmSvc.sha256 !== warmRaw.sha256) throw new Error(`service body differs from header line + raw COPY bytes (sha256 ${warmSvc.sha256} ≠ ${warmRaw.sha256})`);
    console.log(`verified: service body = header line (${headerLine.length} B) + raw COPY bytes (${rawBytes} B), byte for byte (SHA-256)\n`);

    for (let i = 0; i < runs; i++) {
      // ABBA: neither target always goes first in a pair (drift, page cache, GC debt).
      const order: Target[] = i % 2 === 0 ? ['raw', 'service'] : ['service', 'raw'];
      for (const t of order) {
        const r = t === 'raw' ? await raw(`run ${i + 1}`) : await http(`run ${i + 1}`);
        const want = t === 'raw' ? rawBytes : rawBytes + headerLine.length;
        if (r.bytes !== want) throw new Error(`${r.label} ${t}: ${r.bytes} bytes, want ${want} (as the warm-up${t === 'service' ? ': raw + header line' : ''})`);
        show(r, results);
      }
    }

    // ---- summary ----

    const growth = (r: RunResult) => ({ rss: r.mem.rssPeak - r.mem.rssBefore, heap: r.mem.heapPeak - r.mem.heapBefore, external: r.mem.externalPeak - r.mem.externalBefore });
    const summary = (t: Target) => {
      const rs = results.filter((r) => r.target === t);
      // Memory over every export of the target, the warm-up included: the first export in a
      // process is where the allocator's high-water mark rises (later runs reuse those pages).
      const all = [...warmups.filter((r) => r.target === t), ...rs];
      return {
        rowsPerS: median(rs.map((r) => r.rowsPerS)),
        mbPerS: median(rs.map((r) => r.mbPerS)),
        seconds: median(rs.map((r) => r.seconds)),
        ttfbMs: median(rs.map((r) => r.ttfbMs)),
        cpuSelf: median(rs.map((r) => r.cpu.self)),
        /** node CPU seconds per run: steadier than rows/s on a shared machine. */
        cpuSelfS: median(rs.map((r) => (r.cpu.self / 100) * r.seconds)),
        cpuPostgres: rs.every((r) => r.cpu.postgres !== null) ? median(rs.map((r) => r.cpu.postgres!)) : null,
        rssGrowthMax: Math.max(...all.map((r) => growth(r).rss)),
        heapGrowthMax: Math.max(...all.map((r) => growth(r).heap)),
        externalGrowthMax: Math.max(...all.map((r) => growth(r).external)),
        rssPeakMax: Math.max(...all.map((r) => r.mem.rssPeak)),
        first: growth(all[0]),
        runs: rs.map((r) => Math.round(r.rowsPerS)),
      };
    };
    const rawS = summary('raw');
    const svcS = summary('service');
    const ratio = svcS.rowsPerS / rawS.rowsPerS;
    const growthMb = svcS.rssGrowthMax / MB;
    const pct = (x: number | null) => (x === null ? '?' : fixed(x));

    console.log(`\nrates: medians of ${runs} run(s) per target; memory: largest growth (peak − before) over all its exports, warm-up included:\n`);
    console.log(
      table(
        ['target', 'rows/s', 'MB/s', 's', 'TTFB ms', 'node CPU s', 'CPU node %', 'CPU pg %', 'RSS +MB', 'heap +MB', 'external +MB', 'runs (rows/s)'],
        (['raw', 'service'] as const).map((t) => {
          const s = t === 'raw' ? rawS : svcS;
          return [
            t === 'raw' ? 'raw COPY' : 'service',
            fixed(s.rowsPerS),
            fixed(s.mbPerS, 1),
            s.seconds.toFixed(2),
            fixed(s.ttfbMs),
            s.cpuSelfS.toFixed(2),
            pct(s.cpuSelf),
            pct(s.cpuPostgres),
            fixed(s.rssGrowthMax / MB, 1),
            fixed(s.heapGrowthMax / MB, 1),
            fixed(s.externalGrowthMax / MB, 1),
            s.runs.join(' '),
          ];
        }),
      ),
    );
    const ratioOk = ratio >= TARGET_RATIO;
    const memoryOk = growthMb <= TARGET_GROWTH_MB;
    console.log(`\nservice / raw rows/s ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)})${ratioOk ? ' — met' : ' — NOT MET'}`);
    console.log(
      `service RSS growth ${fixed(growthMb, 1)} MB (target ≤ ${TARGET_GROWTH_MB} MB)${memoryOk ? ' — met' : ' — NOT MET'}; ` +
        `first export +${fixed(svcS.first.rss / MB, 1)} MB, later runs at most +${fixed(Math.max(...results.filter((r) => r.target === 'service').map((r) => growth(r).rss)) / MB, 1)} MB; ` +
        `peak RSS ${fixed(svcS.rssPeakMax / MB)} MB (raw COPY: +${fixed(rawS.rssGrowthMax / MB, 1)} MB)`,
    );
    console.log(
      `seeding ${seed.insertSeconds.toFixed(1)} s + VACUUM ANALYZE ${seed.vacuumSeconds.toFixed(1)} s (untimed); ` +
        `load average (1 min) at start ${load0.toFixed(2)}, at end ${loadavg()[0].toFixed(2)}; whole run ${fixed((performance.now() - started) / 1000)} s`,
    );

    const mem = (s: typeof rawS) => ({
      rssGrowthMb: round(s.rssGrowthMax / MB),
      firstRssGrowthMb: round(s.first.rss / MB),
      heapGrowthMb: round(s.heapGrowthMax / MB),
      externalGrowthMb: round(s.externalGrowthMax / MB),
      rssPeakMb: round(s.rssPeakMax / MB),
    });
    const out = (s: typeof rawS) => ({
      rowsPerS: Math.round(s.rowsPerS),
      mbPerS: round(s.mbPerS),
      seconds: Number(s.seconds.toFixed(3)),
      ttfbMs: round(s.ttfbMs),
      cpu: { self: round(s.cpuSelf), selfSeconds: Number(s.cpuSelfS.toFixed(2)), postgres: s.cpuPostgres === null ? null : round(s.cpuPostgres) },
      memory: mem(s),
      runs: s.runs,
    });
    console.log(
      `\n${JSON.stringify({
        benchmark: 'csv',
        settings: { respondents, responses: seed.validResponses, rows: expectedRows, layout, ids: 'prefixed', runs, poolMax, gcForced: gc !== null },
        seed: { insertSeconds: round(seed.insertSeconds), vacuumSeconds: round(seed.vacuumSeconds), tableMb: round(seed.tableBytes / MB) },
        bytes: { raw: rawBytes, header: headerLine.length },
        raw: out(rawS),
        service: out(svcS),
        ratio: Number(ratio.toFixed(4)),
        target: { ratio: TARGET_RATIO, rssGrowthMb: TARGET_GROWTH_MB, met: { ratio: ratioOk, memory: memoryOk } },
        loadAverage: { start: Number(load0.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) },
        seconds: Math.round((performance.now() - started) / 1000),
      })}`,
    );
  } finally {
    await client.end().catch(() => {});
    await service?.shutdown();
  }
}

// ---- data ----

/** Plain, comma, quote, newline and non-ASCII pieces (each ≥ 26 characters), for explanations. */
const FRAGMENTS = [
  'The name sounds like something I would actually pick up',
  'I usually buy whatever is on offer that week',
  'It reminds me of the snacks we had as kids',
  'Honestly the packaging matters more to me than the name',
  'My partner would probably like this one more than I do',
  'Too expensive for an everyday snack in my opinion',
  'I would try it once and then decide whether to keep buying',
  'Looks healthy enough for the lunch boxes',
  'Not really my taste but I can see the appeal',
  'I prefer savoury over sweet most of the time',
  'This is the one that stood out on the shelf',
  'I picked it because it feels the most premium',
  'The other options sounded a bit generic to me',
  'We go through a couple of bags every week at home',
  'It depends on the price and the size of the pack',
  'I like trying new flavours when they first come out',
  'Simple and clear, I know what I am getting',
  'I would want to see the ingredients list first',
  'Seems like a good fit for movie nights with friends',
  'I do not snack much so this is a rough guess',
  'Salty, crunchy, and not too greasy is what I want',
  'Good value, if the portions are decent',
  'It was fine, nothing special, a solid middle choice',
  'Sounds "fancy" but in a good way',
  'My kids would call it the "crunchy one" anyway',
  'The word "premium" on a crisp packet makes me laugh',
  'First thought: yes.\nSecond thought: maybe at a discount',
  'Hard to say\nwithout tasting it first',
  'Crème brûlée flavour would be a great idea',
  'Schön verpackt, aber etwas zu teuer für mich',
  '日本語のパッケージも可愛いと思います、ぜひ買ってみたいです',
  'Muy rico, lo compraría para la familia 😀',
  'Café au lait flavour? Count me in ✓',
];

/** Labels of each question's options; some need CSV quoting, one is not ASCII. */
const QUESTIONS = [
  { type: 'single_select', prompt: 'Which name feels "premium", if any?', options: ['Crème, brûlée', 'Plain "Jane"', 'Golden Crunch', 'Sea Salt Select'] },
  { type: 'ranked', prompt: 'Rank these flavours from favourite to least favourite', options: ['Salty', 'Sweet', 'Spicy', 'Sour'] },
  { type: 'rating', prompt: 'How likely, 0–10, are you to buy it?', options: [] },
  { type: 'multi_select', prompt: 'Which of these would you try?', options: ['Crisps', 'Nuts', 'Popcorn', 'Pretzels', '果物'] },
  { type: 'open_ended', prompt: 'Anything else you would like to tell us?', options: [] },
] as const;

interface Seeded {
  surveyId: string;
  reporting: string[];
  questions: { id: string; position: number; prompt: string }[];
  validResponses: number;
  rejectedResponses: number;
  insertSeconds: number;
  vacuumSeconds: number;
  tableBytes: number;
}

/**
 * One completed survey with `valid` valid respondents plus 1% rejected ones interleaved (every
 * 101st up to the last rejected one), each answering all five questions, set-based.
 * Ids are UUIDv7 in form: 48-bit timestamp (respondent i at BASE + 100 ms × i, its responses
 * 7 ms × position later), version 7, 12 bits of question position, variant, 62 hash bits; so
 * they increase with collection order.
 */
async function seedSurvey(db: pg.Client, teamId: string, valid: number): Promise<Seeded> {
  for (const f of FRAGMENTS) if ([...f].length < 26) throw new Error(`fragment too short for 8 × 26 ≥ 200 characters: ${f}`);
  const rejected = Math.floor(valid / 100);
  const total = valid + rejected;
  const surveyId = newId();
  const reporting = ['age', 'gender'];
  const t0 = performance.now();

  await db.query('begin');
  // Inlined SQL helpers, gone with the session: a hash of (n, salt) ≥ 0, and a UUIDv7 of its parts.
  await db.query(`create or replace function pg_temp.h(n bigint, salt bigint) returns bigint language sql immutable parallel safe
    as $$ select hashint8extended(n, salt) & 9223372036854775807 $$`);
  await db.query(`create or replace function pg_temp.uuid7(ms bigint, sub int, rnd bigint) returns uuid language sql immutable parallel safe
    as $$ select (lpad(to_hex(ms), 12, '0') || '7' || lpad(to_hex(sub), 3, '0') || to_hex(8 + (rnd & 3)) || lpad(to_hex((rnd >> 2) & 1152921504606846975), 15, '0'))::uuid $$`);

  await db.query(
    `insert into surveys.surveys (id, team_id, name, country, sample_size, status, targeting, reporting, num_responses, livemode, created_at, updated_at, published_at, completed_at)
     values ($1, $2, 'Snack names, "premium" edition (bench)', 'US', $3, 'completed', '{}', $4, $3, true, $5, $6, $5, $6)`,
    [surveyId, teamId, valid, reporting, new Date(BASE_MS - 3_600_000), new Date(BASE_MS + total * 100 + 60_000)],
  );
  // A survey is found for export only with a recorded quote (surveys.quotes, its latest row).
  await db.query(`insert into surveys.quotes (id, survey_id, quote, quoted_at) values ($1, $2, '{}'::jsonb, $3)`, [newId(), surveyId, new Date(BASE_MS - 3_600_000)]);
  const questions: Seeded['questions'] = [];
  const options: string[][] = [];
  for (const [i, q] of QUESTIONS.entries()) {
    const id = newId();
    questions.push({ id, position: i + 1, prompt: q.prompt });
    await db.query(`insert into surveys.questions (id, survey_id, position, type, variant, prompt) values ($1, $2, $3, $4, $5, $6)`, [
      id,
      surveyId,
      i + 1,
      q.type,
      q.type === 'rating' ? 'score10' : null,
      q.prompt,
    ]);
    const ids: string[] = [];
    for (const [j, label] of q.options.entries()) {
      const oid = newId();
      ids.push(oid);
      await db.query(`insert into surveys.options (id, question_id, position, kind, label) values ($1, $2, $3, 'text', $4)`, [oid, id, j + 1, label]);
    }
    options.push(ids);
  }

  // Respondent s (0 … total−1) is rejected when s % 101 = 100 and s < 101 × rejected: exactly `rejected` of them.
  await db.query(
    `insert into surveys.respondents (id, survey_id, seq, panel_respondent_id, traits, rejected_at, created_at)
     select pg_temp.uuid7($2 + s * 100, 0, pg_temp.h(s, 1)), $1, s, 'panel-' || lpad(s::text, 8, '0'),
            jsonb_build_array(
              jsonb_build_object('trait', 'Age', 'value', (array['18-24','25-34','35-44','45-54','55-64','65+'])[1 + pg_temp.h(s, 2) % 6]),
              jsonb_build_object('trait', 'Gender', 'value', (array['Female','Male'])[1 + pg_temp.h(s, 3) % 2])),
            case when s % 101 = 100 and s < 101 * $4::bigint then to_timestamp(($2 + s * 100 + 3600000) / 1000.0) end,
            to_timestamp(($2 + s * 100) / 1000.0)
       from generate_series(0, $3::bigint - 1) s`,
    [surveyId, BASE_MS, total, rejected],
  );

  // Responses: (s, position) → the same respondent id as above; answers by question type.
  await db.query(
    `with q(position, id, type) as (select position, id, type from surveys.questions where survey_id = $1),
     x as (select s, q.position, q.id as question_id, q.type, s * 8 + q.position as k from generate_series(0, $3::bigint - 1) s cross join q)
     insert into surveys.responses (id, survey_id, question_id, respondent_id, answer, explanation, pinned, rejected_at, created_at)
     select pg_temp.uuid7($2 + s * 100 + position * 7, position, pg_temp.h(k, 4)), $1, question_id, pg_temp.uuid7($2 + s * 100, 0, pg_temp.h(s, 1)),
            case type
              when 'single_select' then jsonb_build_object('chosenOption', ($5::uuid[])[1 + pg_temp.h(k, 5) % 4])
              when 'ranked' then (select jsonb_build_object('ranking', jsonb_agg(jsonb_build_object('rank', r, 'option', ($6::uuid[])[1 + (pg_temp.h(k, 5) % 4 + (r - 1) * (1 + 2 * (pg_temp.h(k, 6) % 2))) % 4]) order by r),
                                                        'chosenOption', ($6::uuid[])[1 + pg_temp.h(k, 5) % 4])
                                   from generate_series(1, 4) r)
              when 'rating' then jsonb_build_object('score', pg_temp.h(k, 5) % 11)
              when 'multi_select' then (select jsonb_build_object('selectedOptions', jsonb_agg(($7::uuid[])[i] order by i))
                                          from generate_series(1, 5) i where ((1 + pg_temp.h(k, 5) % 31) >> (i - 1)) & 1 = 1)
              else '{}'::jsonb
            end,
            left(f[1 + pg_temp.h(k, 11) % n] || case when pg_temp.h(k, 7) % 100 < 25 then ', ' else '. ' end || f[1 + pg_temp.h(k, 12) % n] || '. '
                 || f[1 + pg_temp.h(k, 13) % n] || ' ' || f[1 + pg_temp.h(k, 14) % n] || ' ' || f[1 + pg_temp.h(k, 15) % n] || ' '
                 || f[1 + pg_temp.h(k, 16) % n] || ' ' || f[1 + pg_temp.h(k, 17) % n] || ' ' || f[1 + pg_temp.h(k, 18) % n],
                 (30 + pg_temp.h(k, 8) % 171)::int),
            pg_temp.h(k, 9) % 50 = 0,
            case when s % 101 = 100 and s < 101 * $4::bigint then to_timestamp(($2 + s * 100 + 3600000) / 1000.0) end,
            to_timestamp(($2 + s * 100 + position * 7) / 1000.0)
       from x, (select $8::text[] as f, cardinality($8::text[]) as n) frag`,
    [surveyId, BASE_MS, total, rejected, options[0], options[1], options[3], FRAGMENTS],
  );
  await db.query('commit');
  const insertSeconds = (performance.now() - t0) / 1000;

  const v0 = performance.now();
  await db.query('vacuum (analyze) surveys.respondents');
  await db.query('vacuum (analyze) surveys.responses');
  const vacuumSeconds = (performance.now() - v0) / 1000;

  const { rows } = await db.query<{ valid: number; rejected: number; bytes: string; short: number; long: number }>(
    `select count(*) filter (where rejected_at is null)::int as valid, count(*) filter (where rejected_at is not null)::int as rejected,
            pg_total_relation_size('surveys.responses') as bytes,
            count(*) filter (where char_length(explanation) < 30)::int as short, count(*) filter (where char_length(explanation) > 200)::int as long
       from surveys.responses where survey_id = $1`,
    [surveyId],
  );
  const c = rows[0];
  if (c.valid !== valid * QUESTIONS_PER_RESPONDENT || c.rejected !== rejected * QUESTIONS_PER_RESPONDENT) {
    throw new Error(`seeded ${c.valid} valid and ${c.rejected} rejected responses, want ${valid * QUESTIONS_PER_RESPONDENT} and ${rejected * QUESTIONS_PER_RESPONDENT}`);
  }
  if (c.short || c.long) throw new Error(`explanations out of 30–200 characters: ${c.short} shorter, ${c.long} longer`);
  return { surveyId, reporting, questions, validResponses: c.valid, rejectedResponses: c.rejected, insertSeconds, vacuumSeconds, tableBytes: Number(c.bytes) };
}

// ---- helpers ----

/** global.gc when node runs with --expose-gc; else exposed now through V8's flags (npm run bench starts plain tsx). */
function exposeGc(): (() => void) | null {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return existing;
  try {
    setFlagsFromString('--expose-gc');
    const fn = runInNewContext('gc') as unknown;
    return typeof fn === 'function' ? (fn as () => void) : null;
  } catch {
    return null;
  }
}

function describe(r: RunResult): string {
  const m = r.mem;
  const c = r.cpu;
  return (
    `${r.label.padEnd(8)} ${r.target.padEnd(7)} ${fixed(r.rowsPerS).padStart(7)} rows/s  ${fixed(r.mbPerS, 1).padStart(5)} MB/s  ${r.seconds.toFixed(2).padStart(6)} s  ` +
    `TTFB ${fixed(r.ttfbMs)} ms  RSS ${fixed(m.rssBefore / MB)} → peak ${fixed(m.rssPeak / MB)} MB (+${fixed((m.rssPeak - m.rssBefore) / MB, 1)}), ` +
    `heap +${fixed((m.heapPeak - m.heapBefore) / MB, 1)}, external +${fixed((m.externalPeak - m.externalBefore) / MB, 1)} MB (${m.samples} samples; maxRSS +${fixed(m.maxRssGrowth / MB, 1)})  ` +
    `CPU % of a core: node ${fixed(c.self)}, postgres ${c.postgres === null ? '?' : fixed(c.postgres)}, machine ${c.machine === null ? '?' : fixed(c.machine)}/${c.cores * 100}`
  );
}

const round = (x: number) => Math.round(x * 10) / 10;

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
