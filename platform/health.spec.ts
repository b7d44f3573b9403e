import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHealth, type ReadinessCheck } from './health';

async function appWith(checks: ReadinessCheck[], opts: { shuttingDown?: () => boolean; checkTimeoutMs?: number } = {}) {
  const app = Fastify();
  registerHealth(app, checks, opts.shuttingDown ?? (() => false), { checkTimeoutMs: opts.checkTimeoutMs });
  await app.ready();
  return app;
}

const pass = (name: string): ReadinessCheck => ({ name, check: async () => true });

describe('registerHealth', () => {
  it('is ready when every check passes', async () => {
    const app = await appWith([pass('database'), pass('queues')]);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ready', shuttingDown: false, checks: { database: true, queues: true } }]);
  });

  it('is not ready while shutting down, even when every check passes', async () => {
    const app = await appWith([pass('database')], { shuttingDown: () => true });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json()]).toEqual([503, { status: 'not_ready', shuttingDown: true, checks: { database: true } }]);
    // Liveness is not readiness: the process is still alive.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts a failing check as false', async () => {
    const app = await appWith([pass('database'), { name: 'queues', check: () => Promise.reject(new Error('ECONNREFUSED')) }]);
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json().checks]).toEqual([503, { database: true, queues: false }]);
  });

  it('answers within the timeout when a check hangs, and shares the hanging run between probes', async () => {
    let runs = 0;
    let hang = true;
    let release = () => {};
    const database: ReadinessCheck = {
      name: 'database',
      check: () => {
        runs += 1;
        return hang ? new Promise<boolean>((resolve) => (release = () => resolve(true))) : Promise.resolve(true);
      },
    };
    const app = await appWith([database, pass('queues')], { checkTimeoutMs: 50 });
    const started = Date.now();
    const probes = await Promise.all([app.inject({ method: 'GET', url: '/readyz' }), app.inject({ method: 'GET', url: '/readyz' })]);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const res of probes) expect([res.statusCode, res.json().checks]).toEqual([503, { database: false, queues: true }]);
    expect(runs).toBe(1);

    // Once the stuck run ends, the next probe runs the check afresh.
    hang = false;
    release();
    await new Promise((r) => setImmediate(r));
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, runs]).toEqual([200, 2]);
  });
});
