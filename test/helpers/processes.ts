import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env';
import { waitFor } from './wait-for';

/** A free TCP port on loopback (bound, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The sandbox secret of spawned services: their sandbox keys derive from it (sandbox/stripe/keys.ts). */
export const SPAWNED_SANDBOX_SECRET = 'whsec_sandbox_for_spawned_services_0123456789';

/** Runs `app/main.ts` as its own process with exactly the given environment (plus PATH/HOME). */
export async function spawnService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = env.PORT ?? String(await freePort());
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses the development defaults; these processes pay through the sandbox on purpose.
      DOWNLOAD_TOKEN_SECRET: 'download-token-secret-for-spawned-services-0123',
      STRIPE_SANDBOX_WEBHOOK_SECRET: SPAWNED_SANDBOX_SECRET,
      SANDBOX_SERVES_LIVE: 'true',
      // Production serves the sandbox only when told (issue 35).
      STRIPE_SANDBOX_ENABLED: 'true',
      ADMIN_SESSION_SECRET: 'admin-session-secret-for-spawned-services-0123',
      // Off on the shared test database (test/helpers/setup-env.ts); the fault tier turns it on.
      RECONCILE_INTERVAL_MS: process.env.RECONCILE_INTERVAL_MS ?? '0',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out };
}

/** Waits until GET /readyz answers 200; fails at once, with the output, if the process exits. */
export async function waitUntilReady(p: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const outcome = await waitFor(
    async () => {
      if (p.child.exitCode !== null) return 'exited';
      const res = await fetch(`${p.url}/readyz`).catch(() => null);
      return res?.status === 200 ? 'ready' : null;
    },
    { timeoutMs, intervalMs: 100, what: `readiness of ${p.url}` },
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n--- process output ---\n${p.output()}`);
  });
  if (outcome === 'exited') throw new Error(`process exited with ${p.child.exitCode}:\n${p.output()}`);
}

/** Sends SIGTERM and resolves with the exit code. */
export async function stop(p: ServiceProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  // A process killed by a signal (a fault point) has signalCode set and exitCode null.
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
  const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)));
  p.child.kill(signal);
  return exited;
}

/**
 * Worker processes (ROLE=worker) on this test process's database and queues, so the outbox
 * rows the in-process API writes reach them. `start` spawns one and waits until it is ready;
 * `stopAll` stops every one still running (for afterAll).
 */
export function workerProcesses(env: Record<string, string>) {
  const started: ServiceProcess[] = [];
  return {
    async start(): Promise<ServiceProcess> {
      const p = await spawnService({
        NODE_ENV: 'test',
        ROLE: 'worker',
        DATABASE_URL: TEST_DATABASE_URL,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: process.env.QUEUE_PREFIX!,
        LOG_LEVEL: 'warn',
        ...env,
      });
      started.push(p);
      await waitUntilReady(p);
      return p;
    },
    async stopAll(): Promise<void> {
      for (const p of started) if (p.child.exitCode === null && p.child.signalCode === null) await stop(p);
    },
  };
}
