import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

/**
 * `npm start` as its own process (app/main.ts) with exactly the environment given, as a
 * newcomer or a deployment runs it; and the operator CLI beside it.
 */
export interface SpawnedService {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resident memory of the service process in MiB, from /proc (null elsewhere). */
  rssMiB(): number | null;
  stop(): Promise<void>;
}

const BASE_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DOWNLOAD_TOKEN_SECRET: 'download-token-secret-for-the-benchmarks-0123',
  // A bench drives one key far past any per-key or per-team budget.
  RATE_LIMITS_ENABLED: 'false',
};

export async function spawnService(env: Record<string, string>): Promise<SpawnedService> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...BASE_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}:\n${out}`);
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`service not ready after 180 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => out,
    rssMiB: () => {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
        return Math.round(kb / 1024);
      } catch {
        return null;
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const run = promisify(execFile);

/** The operator CLI with the given environment; its JSON answer (of the shape the caller names). */
export async function cli<T>(env: Record<string, string>, ...args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'app/cli/cli.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
  });
  return JSON.parse(stdout) as T;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
