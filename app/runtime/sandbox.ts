import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { config, type Config } from '../../platform/config';
import { mountStripeSandbox, type MountedSandbox } from '../../sandbox/stripe';

/** Where every API process serves the Stripe sandbox. */
export const SANDBOX_PATH = '/stripe-sandbox';

/**
 * Serves the sandbox from the API's own server, so every replica serves it behind the load
 * balancer and no second port is bound. Its state is in PostgreSQL (schema stripe_sandbox) on
 * a small pool of its own: any replica sees what another saved, and a restart forgets nothing.
 */
export async function serveSandbox(app: FastifyInstance, cfg: Config, log: Logger, databaseUrl: string | undefined): Promise<MountedSandbox> {
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: 'sfs-stripe-sandbox' }) : undefined;
  // Idle clients erroring (a PostgreSQL restart) must not crash the process; the next request reconnects.
  pool?.on('error', (err) => log.warn({ err }, 'stripe sandbox: idle database connection failed'));
  const mounted = await mountStripeSandbox(app, {
    prefix: SANDBOX_PATH,
    // Read per request: with PORT=0 the public URL names the port only once the server listens.
    publicUrl: () => `${config().PUBLIC_BASE_URL}${SANDBOX_PATH}`,
    webhookSecret: cfg.STRIPE_SANDBOX_WEBHOOK_SECRET,
    log: log.child({ component: 'stripe-sandbox' }),
    database: pool,
  });
  if (!pool) log.warn('no DATABASE_URL: the Stripe sandbox keeps its state in this process (not shared with other api replicas)');
  return {
    setWebhookTarget: (url) => mounted.setWebhookTarget(url),
    close: async () => {
      await mounted.close();
      await pool?.end();
    },
  };
}
