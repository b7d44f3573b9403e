import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Runs autocannon in a child process and returns its JSON summary.
 *
 * Why a child process: the machine has 2 cores and the servers under test run in the
 * bench's own process (the federated service must, it is started in-process). An
 * in-process autocannon would share that one event loop with the server it loads and
 * mostly measure itself. As a child it gets the other core (PostgreSQL shares the two),
 * and every target is measured by the very same client setup.
 */

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Seconds. */
  duration: number;
  connections: number;
  /** 1 = no pipelining: one request in flight per connection. */
  pipelining?: number;
}

export interface LoadResult {
  /** Mean requests per second over the run (autocannon's per-second samples). */
  rps: number;
  /** All responses received. */
  total: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Responses outside 2xx, connection errors and timeouts: a valid run has none. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Seconds actually measured. */
  duration: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const args = [
    AUTOCANNON_CLI,
    '--json',
    '--no-progress',
    '--connections',
    String(opts.connections),
    '--pipelining',
    String(opts.pipelining ?? 1),
    '--duration',
    String(opts.duration),
    ...Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['--headers', `${k}=${v}`]),
    opts.url,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.trim()}`);
  let json: AutocannonJson;
  try {
    json = JSON.parse(stdout.trim().split('\n').pop() ?? '') as AutocannonJson;
  } catch {
    throw new Error(`autocannon printed no JSON summary:\n${stdout}\n${stderr}`);
  }
  return {
    rps: json.requests.average,
    total: json.requests.total,
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
    timeouts: json.timeouts,
    duration: json.duration,
  };
}

/** Throws when a run saw anything but 2xx responses; a benchmark of errors means nothing. */
export function assertClean(label: string, r: LoadResult): void {
  if (r.non2xx || r.errors || r.timeouts || r.total === 0) {
    throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts in ${r.total} responses — run invalid`);
  }
}
