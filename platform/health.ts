import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/**
 * /healthz: the process is alive. /readyz: every check passes and we are not shutting
 * down (load balancers stop sending traffic before we stop accepting it).
 */
export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[], isShuttingDown: () => boolean): void {
  app.get('/healthz', { schema: { hide: true } as object }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } as object }, async (_req, reply) => {
    const results = await Promise.all(
      checks.map(async (c) => {
        const ok = await c.check().catch((err) => {
          app.log.warn({ err, check: c.name }, 'readiness check failed');
          return false;
        });
        return [c.name, ok] as const;
      }),
    );
    const ready = !isShuttingDown() && results.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      shuttingDown: isShuttingDown(),
      checks: Object.fromEntries(results),
    });
  });
}
