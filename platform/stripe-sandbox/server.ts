import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import qs from 'qs';
import { registerCustomerRoutes } from './api-customers';
import { registerPaymentRoutes } from './api-payments';
import { registerSessionRoutes } from './api-sessions';
import type { SandboxContext } from './context';
import { StripeApiError } from './errors';
import { createEventBus, type RetryOptions } from './events';
import { registerIdempotency } from './idempotency';
import { registerCheckoutPages } from './pages-checkout';
import { registerPortalPages } from './pages-portal';
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
}

/** Stripe's nesting (`line_items[0][price_data][currency]`) needs qs; the defaults would cut it at depth 5. */
const QS_OPTIONS = { depth: 10, arrayLimit: 100, parameterLimit: 1000 } as const;

const API_KEY = /^Bearer (sk_(?:test|live)_[A-Za-z0-9]+)$/;

/**
 * Starts the Stripe-compatible sandbox: the Stripe API subset billing uses (driven by the
 * official SDK), hosted checkout and portal pages, and signed webhooks to one target.
 * State lives in memory. It contacts nothing but the webhook target.
 */
export async function startStripeSandbox(opts: StripeSandboxOptions): Promise<StripeSandbox> {
  const log = opts.log ?? pino({ level: 'silent' });
  const events = createEventBus({ target: opts.webhookUrl ?? null, secret: opts.webhookSecret, log, retry: opts.retry });
  let baseUrl = '';
  const ctx: SandboxContext = { store: createStore(), events, baseUrl: () => baseUrl };

  const app = Fastify({
    logger: false,
    genReqId: () => newId('req', 14),
    routerOptions: { querystringParser: (s) => qs.parse(s, QS_OPTIONS) },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, qs.parse(body as string, QS_OPTIONS));
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
  });
  registerErrorHandlers(app, log);

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => requireApiKey(request.headers.authorization));
    registerIdempotency(api);
    registerCustomerRoutes(api, ctx);
    registerPaymentRoutes(api, ctx);
    registerSessionRoutes(api, ctx);
  });
  registerCheckoutPages(app, ctx);
  registerPortalPages(app, ctx);
  // Not Stripe: lets tests see what was sent and how delivery went.
  app.get('/_sandbox/events', async () => ({ data: events.list() }));

  await app.listen({ host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
  const { address, port } = app.server.address() as AddressInfo;
  baseUrl = `http://${urlHost(address)}:${port}`;
  log.debug({ url: baseUrl, webhookUrl: opts.webhookUrl ?? null }, 'stripe sandbox listening');

  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    setWebhookTarget: (url) => events.setTarget(url),
    close: () => (closing ??= events.close().then(() => app.close())),
  };
}

function requireApiKey(header: string | undefined): void {
  if (!header) {
    throw new StripeApiError(401, {
      type: 'invalid_request_error',
      message: "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  if (!API_KEY.test(header)) {
    const shown = header.replace(/^Bearer /, '').slice(0, 8);
    throw new StripeApiError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${shown}****` });
  }
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
