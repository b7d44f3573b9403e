import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixed, table } from './lib/stats';

/**
 * What tracing costs (issue 40): the `survey` and `webhooks` benchmarks, each run three times in
 * child processes — tracing off (the baseline, measured in this same run), on at 100% and on at
 * 10% (OTEL_TRACES_SAMPLER_ARG) — exporting OTLP/HTTP (protobuf, the default) to a sink in this
 * process that reads and drops every batch, as a collector would. Each child is `npm run bench`
 * itself (bench/run.ts starts tracing as app/main.ts does, before the benchmark's modules load),
 * so the instrumented code is the service's own, in-process, as the benchmarks run it.
 *
 * Prints, per benchmark and mode, the figures the benchmark reports and their ratio to off.
 * Env: BENCH_TRACING_ONLY (survey or webhooks: one of them); each benchmark's own settings
 * pass through (BENCH_DURATION, BENCH_DELIVERIES, …).
 */
interface Mode {
  name: string;
  env: Record<string, string>;
}

async function startSink() {
  let batches = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      batches += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const got = { batches, bytes };
      batches = 0;
      bytes = 0;
      return got;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `npm run bench -- <name>` as a child with the extra env; returns its last JSON line. */
function runChild(name: string, env: Record<string, string>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', name], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      process.stdout.write(d);
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench ${name} exited with ${code}`));
      const line = out
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{'));
      if (!line) return reject(new Error(`bench ${name} printed no JSON line`));
      resolve(JSON.parse(line) as Record<string, unknown>);
    });
  });
}

type Figures = Record<string, number>;
/** The figures compared: throughput (higher is better) and tail latency (lower is better). */
const figuresOf: Record<string, (r: Record<string, unknown>) => Figures> = {
  survey: (r) => {
    const f = r.federated as { rps: number; p50: number; p99: number };
    return { 'req/s': f.rps, 'p50 ms': f.p50, 'p99 ms': f.p99 };
  },
  webhooks: (r) => {
    const result = r.result as { perS: number; p99Ms: number | null };
    return { 'deliveries/s': result.perS, 'p99 due→receipt ms': result.p99Ms ?? NaN };
  },
};

export async function run(): Promise<void> {
  const only = process.env.BENCH_TRACING_ONLY;
  const names = only ? [only] : ['survey', 'webhooks'];
  for (const n of names) if (!figuresOf[n]) throw new Error(`BENCH_TRACING_ONLY: survey or webhooks, not "${n}"`);
  const sink = await startSink();
  const modes: Mode[] = [
    { name: 'off', env: {} },
    { name: 'on, 100%', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: '1' } },
    { name: 'on, 10%', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_TRACES_SAMPLER_ARG: '0.1' } },
  ];
  const summary: Record<string, Record<string, Figures & { batches: number; kB: number }>> = {};
  try {
    for (const name of names) {
      summary[name] = {};
      for (const mode of modes) {
        console.log(`\n=== ${name}, tracing ${mode.name} ===`);
        sink.take();
        const figures = figuresOf[name](await runChild(name, mode.env));
        const exported = sink.take();
        summary[name][mode.name] = { ...figures, batches: exported.batches, kB: Math.round(exported.bytes / 1024) };
      }
    }
  } finally {
    await sink.close();
  }
  for (const name of names) {
    const off = summary[name].off;
    const keys = Object.keys(figuresOf[name]({ federated: { rps: 0, p50: 0, p99: 0 }, result: { perS: 0, p99Ms: 0 } }));
    console.log(`\n${name}: tracing off is the baseline of this run`);
    console.log(
      table(
        ['tracing', ...keys.flatMap((k) => [k, `÷ off`]), 'OTLP batches', 'OTLP kB'],
        modes.map((m) => {
          const f = summary[name][m.name];
          return [m.name, ...keys.flatMap((k) => [fixed(f[k], 1), (f[k] / off[k]).toFixed(2)]), String(f.batches), String(f.kB)];
        }),
      ),
    );
  }
  console.log(`\n${JSON.stringify({ benchmark: 'tracing', at: new Date().toISOString(), results: summary })}`);
}
