import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { mediaDir } from '../subgraphs/media';
import { fastifyLogOptions } from '../platform/http-logging';
import type { Logger } from 'pino';
import { newRequestId } from '../platform/ids';
import { config } from '../platform/config';
import { instrumentHttp } from '../platform/metrics/http';
import { endUnusedConnectionsOnClose } from '../platform/http/unused-connections';
import type { FacadeDeps } from './deps';
import { ApiError } from '../graph-client/errors';
import { signalReadsOnArrival } from '../graph-client/graph-client';
import { v2Body } from './envelopes';
import { sendError } from './error-handler';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './edge-errors';
import { buildOpenApiDocument } from './api/openapi';
import { deferredSchemaOptions } from './api/deferred-schemas';
import { v1Plugin } from './api/v1/plugin';
import { v2Plugin } from './api/v2/plugin';
import { providerRoutes } from './hooks/provider-routes';
import { consolePlugin } from './console/plugin';
import { docsPlugin } from './docs/plugin';
import { publicLinkRoutes } from './public-links';
import { respondPlugin } from './respond/plugin';
import { oauthRoutes } from './oauth/routes';
import { mcpPlugin } from './api/mcp/plugin';
import { traceRequests } from '../platform/telemetry/server-spans';

/** Helmet's default Strict-Transport-Security: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A GUID as v1 shows ids (RFC 9562 hex-and-dash form, any case). */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FacadeOptions {
  deps: FacadeDeps;
  log: Logger;
  isShuttingDown: () => boolean;
  /** Time every request for /metrics (METRICS_ENABLED). */
  metrics?: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (request.ip); false ignores the header. */
  trustProxy?: false | number | readonly string[];
}

/**
 * The HTTP server: every response carries X-Request-Id (`req_…`, generated here; client
 * values are not trusted), v1 at /v1, v2 at /v2. Health and /graphql are added by the runtime.
 */
export async function buildHttpApp({ deps, log, isShuttingDown, metrics = false, trustProxy = false }: FacadeOptions): Promise<FastifyInstance> {
  // Route schemas compile on their first use, not at start (deferred-schemas.ts).
  // ajv-formats' uuid also takes "urn:uuid:<guid>", which is no id of ours: it passed validation and failed in the database.
  const schemas = deferredSchemaOptions((ajv) => ajv.addFormat('uuid', GUID));
  const app = Fastify({
    ...fastifyLogOptions(log),
    genReqId: () => newRequestId(),
    requestIdHeader: false,
    // request.ip is the client behind the configured proxies: what the logs and the abuse limits count.
    trustProxy: trustedProxies(trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ajv: {
      // Unknown fields are refused (parameter_unknown), never silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      onCreate: schemas.ajvOnCreate,
    },
    schemaController: schemas.schemaController,
    // Errors before routing get X-Request-Id and the surface's envelope too (edge-errors.ts).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- returns the reply (`return reply.send()`), a thenable Fastify accepts here
    frameworkErrors,
    clientErrorHandler,
  });
  schemas.attach(app);
  endUnusedConnectionsOnClose(app);
  signalReadsOnArrival(app);
  app.decorateRequest('principal', null);
  if (metrics) instrumentHttp(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The request's trace (when traced) names it, so a request id from a log or a support ticket
  // finds its trace, and a trace its log lines.
  traceRequests(app);
  // Production, or a public https URL: browsers reach every page of this host (API, console, /r,
  // OAuth, operator pages, the sandbox, /media, errors) over https only from now on (issue 35).
  // Helmet's value, set here once for the whole server; the console's and /r's helmet add their
  // other headers. Development over plain http sends none.
  if (config().NODE_ENV === 'production' || config().PUBLIC_BASE_URL.startsWith('https://')) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('strict-transport-security', HSTS);
    });
  }
  // Draining: answer in-flight requests, and tell keep-alive clients to go, so close() can finish.
  app.addHook('onSend', async (_request, reply) => {
    if (isShuttingDown()) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.routeOptions.url ?? request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip },
      'request',
    );
  });
  await app.register(v1Plugin, { prefix: '/v1', deps, openapiDocument: openApiDocumentOnce('v1') });
  await app.register(v2Plugin, { prefix: '/v2', deps, openapiDocument: openApiDocumentOnce('v2') });
  await app.register(providerRoutes, { graph: deps.graph });
  await app.register(consolePlugin, { prefix: '/console', deps });
  await app.register(docsPlugin, { prefix: '/docs' });
  await app.register(publicLinkRoutes);
  await app.register(respondPlugin, { prefix: '/r', deps });
  await app.register(oauthRoutes, { deps });
  await app.register(mcpPlugin, { deps });
  // Hosted media (uploads, generated images): random keys, so a URL is its own capability; files never
  // change. Rendered reports are not served here: they go out through a check of who asks
  // (report-reply.ts), so revoking a share link or a key closes them.
  const media = mediaDir();
  await mkdir(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: '/media/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => !isReportPath(pathName),
    // Served as the type the bytes were checked to be, never sniffed into something else.
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const e = new ApiError('not_found', 'resource_missing', `Unrecognized request URL (${request.method} ${request.url}).`);
    return sendError(reply, e, v2Body(e, request.id));
  });
  return app;
}

/** `reports/…` of the media directory, however the path is spelled (slashes, dots, escapes, case). */
function isReportPath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  return /^[/\\.]*reports([/\\]|$)/i.test(decoded);
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes proxy-addr's hop rule (believe that
 * many addresses from the right of X-Forwarded-For), which Fastify no longer derives from a number
 * itself: it trusts any peer that far, so a client that reaches the service directly could name
 * its own address: only for services reached through the proxies alone (README, TRUST_PROXY).
 */
function trustedProxies(setting: false | number | readonly string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}

/**
 * A surface's OpenAPI document, built on its first request and kept: building both at start
 * cost the start about a second, and most processes are never asked for one. A build that
 * fails is tried again on the next request.
 */
function openApiDocumentOnce(version: 'v1' | 'v2'): () => Promise<Record<string, unknown>> {
  let doc: Promise<Record<string, unknown>> | null = null;
  return () =>
    (doc ??= buildOpenApiDocument(version).catch((err: unknown) => {
      doc = null;
      throw err;
    }));
}
