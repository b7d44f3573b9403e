import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import qs from 'qs';
import { registerCustomerRoutes } from './api-customers';
import { registerPaymentRoutes } from './api-payments';
import { registerSessionRoutes } from './api-sessions';
import type { SandboxContext } from './context';
import { StripeApiError } from './errors';
import { createEventBus, type RetryOptions } from './events';
import { registerIdempotency } from './idempotency';
import { sandboxKeyVerifier } from './keys';
import { registerCheckoutPages } from './pages-checkout';
import { registerPortalPages } from './pages-portal';
import { memoryPersistence, postgresPersistence } from './persistence';
import { createStore, newId } from './store';

export interface StripeSandbox {
  url: string;
  port: number;
  close(): Promise<void>;
  setWebhookTarget(url: string | null): void;
}

export interface StripeSandboxOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  webhookUrl?: string | null;
  webhookSecret: string;
  log?: Logger;
  retry?: RetryOptions;
  /** Where the state lives; none keeps it in this process's memory (persistence.ts). */
  database?: Pool;
}

/** A sandbox served by another Fastify app under a path (the service's /stripe-sandbox). */
export interface MountedSandbox {
  setWebhookTarget(url: string | null): void;
  close(): Promise<void>;
}

export interface MountOptions {
  /** The path it is served under, e.g. /stripe-sandbox. */
  prefix: string;
  /** The public URL of that path, for hosted page links (read per request: it may follow the listening port). */
  publicUrl: () => string;
  webhookSecret: string;
  log: Logger;
  database?: Pool;
  retry?: RetryOptions;
}

/** Stripe's nesting (`line_items[0][price_data][currency]`) needs qs; the defaults would cut it at depth 5. */
const QS_OPTIONS = { depth: 10, arrayLimit: 100, parameterLimit: 1000 } as const;

/**
 * Starts the Stripe-compatible sandbox on a port of its own: the Stripe API subset billing uses
 * (driven by the official SDK), hosted checkout and portal pages, and signed webhooks to one
 * target. The service itself mounts it instead (mountStripeSandbox). It contacts nothing but
 * the webhook target.
 */
export async function startStripeSandbox(opts: StripeSandboxOptions): Promise<StripeSandbox> {
  const log = opts.log ?? pino({ level: 'silent' });
  let baseUrl = '';
  const app = Fastify({ logger: false, genReqId: () => newId('req', 14) });
  const mounted = await mountStripeSandbox(app, {
    prefix: '',
    publicUrl: () => baseUrl,
    webhookSecret: opts.webhookSecret,
    log,
    database: opts.database,
    retry: opts.retry,
  });
  mounted.setWebhookTarget(opts.webhookUrl ?? null);
  await app.listen({ host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
  const { address, port } = app.server.address() as AddressInfo;
  baseUrl = `http://${urlHost(address)}:${port}`;
  log.debug({ url: baseUrl, webhookUrl: opts.webhookUrl ?? null }, 'stripe sandbox listening');

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    setWebhookTarget: (url) => mounted.setWebhookTarget(url),
    close: () => (closing ??= mounted.close().then(() => app.close())),
  };
}

/**
 * Serves the sandbox from `app` under `prefix`, with its own parsers, errors and request ids.
 * With a database every process that mounts it serves one shared state.
 */
export async function mountStripeSandbox(app: FastifyInstance, opts: MountOptions): Promise<MountedSandbox> {
  const { log } = opts;
  const events = createEventBus({ target: null, secret: opts.webhookSecret, log, retry: opts.retry });
  const store = createStore();
  const persistence = opts.database ? postgresPersistence(store, opts.database, log) : memoryPersistence();
  const verifyKey = sandboxKeyVerifier(opts.webhookSecret);
  const accounts = new WeakMap<FastifyRequest, string>();
  const authenticate = async (request: FastifyRequest) => {
    accounts.set(request, requireApiKey(request.headers.authorization, verifyKey));
  };
  const accountOf = (request: FastifyRequest): string => {
    const account = accounts.get(request);
    if (account === undefined) throw new Error('stripe sandbox: a route that needs an account ran without a checked key');
    return account;
  };
  const ctx: SandboxContext = { store, events: persistence.events(events), baseUrl: opts.publicUrl, basePath: opts.prefix, accountOf };

  await app.register(
    async (sandbox) => {
      if (sandbox.hasContentTypeParser('application/x-www-form-urlencoded')) sandbox.removeContentTypeParser('application/x-www-form-urlencoded');
      sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, qs.parse(body as string, QS_OPTIONS));
      });
      // Stripe's query strings nest too (expand[0]=…): parsed here, whatever the host app's parser.
      sandbox.addHook('preValidation', async (request) => {
        const at = request.url.indexOf('?');
        (request as { query: unknown }).query = at < 0 ? {} : qs.parse(request.url.slice(at + 1), QS_OPTIONS);
      });
      sandbox.addHook('onRequest', async (request, reply) => {
        reply.header('request-id', request.id);
        // The SDK loads on the sandbox's first request, before any route can emit an event.
        await events.ready();
      });
      registerErrorHandlers(sandbox, log);

      await sandbox.register(async (api) => {
        api.addHook('onRequest', authenticate);
        // Answers carry client secrets and saved cards: never kept by a cache on the way.
        api.addHook('onSend', async (_request, reply) => {
          reply.header('cache-control', 'no-store');
        });
        registerIdempotency(api, store);
        registerCustomerRoutes(api, ctx);
        registerPaymentRoutes(api, ctx);
        registerSessionRoutes(api, ctx);
        persistence.attach(api);
      });
      await sandbox.register(async (pages) => {
        registerCheckoutPages(pages, ctx);
        registerPortalPages(pages, ctx);
        persistence.attach(pages);
      });
      // Not Stripe: lets tests see what this process sent and how delivery went, for the key's own account only.
      await sandbox.register(async (own) => {
        own.addHook('onRequest', authenticate);
        own.get('/_sandbox/events', async (request, reply) => {
          const account = accountOf(request);
          return reply.header('cache-control', 'no-store').send({ data: events.list().filter((e) => e.account === account) });
        });
      });
    },
    { prefix: opts.prefix },
  );
  return { setWebhookTarget: (url) => events.setTarget(url), close: () => events.close() };
}

/**
 * The account of the request's key (keys.ts). Keys the sandbox did not issue are refused, a
 * live key too: sent here it is a configuration mistake, never a payment.
 */
function requireApiKey(header: string | undefined, verifyKey: (key: string) => string | null): string {
  if (!header) {
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message: "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const account = verifyKey(key);
  if (account !== null) return account;
  const shown = key.slice(0, 8);
  if (shown.startsWith('sk_live_')) {
    throw new StripeApiError(401, { type: 'invalid_request_error', message: 'This is a Stripe sandbox: it takes test-mode keys (sk_test_…) only, never a live key.' });
  }
  throw new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}****` });
}

function registerErrorHandlers(app: FastifyInstance, log: Logger): void {
  app.setErrorHandler((err, _request, reply) => {
    if (err instanceof StripeApiError) return reply.code(err.statusCode).send({ error: err.body });
    // Fastify's own 4xx (unparseable body, unsupported media type, body too large) stay 4xx.
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { type: 'invalid_request_error', message: (err as Error).message } });
    }
    log.error({ err }, 'stripe sandbox: unexpected error');
    return reply.code(500).send({ error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe sandbox.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).` },
    }),
  );
}

/** The host to put in URLs handed to browsers: a wildcard bind address is reached via loopback. */
function urlHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}
