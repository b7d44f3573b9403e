import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/**
 * How long /readyz waits for one check. A dependency that hangs (a black-holed network, a
 * wedged pool) counts as down after this, so probes get an answer well within their timeouts.
 */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/**
 * /healthz: the process is alive. /readyz: every check passes within its timeout and we are
 * not shutting down (load balancers stop sending traffic before we stop accepting it).
 */
export function registerHealth(
  app: FastifyInstance,
  checks: ReadinessCheck[],
  isShuttingDown: () => boolean,
  { checkTimeoutMs = READINESS_CHECK_TIMEOUT_MS }: { checkTimeoutMs?: number } = {},
): void {
  const bounded = checks.map((c) => ({ name: c.name, run: boundedCheck(c, checkTimeoutMs, app) }));
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const results = await Promise.all(bounded.map(async (c) => [c.name, await c.run()] as const));
    const ready = !isShuttingDown() && results.every(([, ok]) => ok);
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      shuttingDown: isShuttingDown(),
      checks: Object.fromEntries(results),
    });
  });
}

/**
 * One check, false on error or after timeoutMs. A run still in flight is shared by the probes
 * that come meanwhile: against a hanging database, frequent probes would otherwise each hold a
 * pooled connection until none is left for requests.
 */
function boundedCheck(c: ReadinessCheck, timeoutMs: number, app: FastifyInstance): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return async () => {
    running ??= Promise.resolve()
      .then(() => c.check())
      .catch((err) => {
        app.log.warn({ err, check: c.name }, 'readiness check failed');
        return false;
      })
      .finally(() => {
        running = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn({ check: c.name, timeoutMs }, 'readiness check timed out');
        resolve(false);
      }, timeoutMs);
    });
    try {
      return await Promise.race([running, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}
