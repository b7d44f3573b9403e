import type { RouteOptions } from 'fastify';
import type { Scope } from '../../platform/principal';
import { RESPONSE_DESCRIPTION } from './response-descriptions';
import { componentRef } from './openapi-components';

/**
 * What the service enforces around every operation, stated in a surface's OpenAPI document in
 * one place instead of on each route: the errors any authenticated operation can answer (401,
 * 403, 429, 500, 503, with the surface's error envelope), the response headers the runtime
 * sends (X-Request-Id, RateLimit-*, Retry-After, Idempotent-Replayed), the Idempotency-Key
 * header as the idempotency hooks treat it, and the scope each operation needs. Applied by
 * buildOpenApiDocument to the document @fastify/swagger generates from the route schemas, so
 * request validation and response serialization are untouched.
 */

type Version = 'v1' | 'v2';

/** The parts of an OpenAPI 3.1 document this module reads and writes. */
type Schema = Record<string, unknown>;
interface Ref {
  $ref: string;
}
interface Header {
  description: string;
  required?: boolean;
  schema: Schema;
}
interface ResponseObject {
  description: string;
  headers?: Record<string, Header | Ref>;
  content?: Record<string, { schema?: Schema }>;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; headers?: Record<string, Header>; securitySchemes?: Record<string, unknown> };
}

/** What a route's config tells the document (http/api/auth.ts, idempotency.ts, rate-limits.ts). */
export interface RouteFacts {
  public: boolean;
  scope?: Scope;
  idempotency?: 'required' | 'optional';
  downloadToken: boolean;
}

/** The facts of a surface's routes, by `METHOD /path/{param}` as the document spells operations. */
export function routeFacts(prefix: string, routes: RouteOptions[]): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const route of routes) {
    const cfg = (route.config ?? {}) as Partial<RouteFacts> & { idempotency?: RouteFacts['idempotency'] };
    const path = `${prefix}${route.url}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      facts.set(`${method.toUpperCase()} ${path}`, { public: cfg.public === true, scope: cfg.scope, idempotency: cfg.idempotency, downloadToken: cfg.downloadToken === true });
    }
  }
  return facts;
}

const ref = (kind: 'headers' | 'schemas', name: string): Ref => ({ $ref: `#/components/${kind}/${name}` });
const integer = { type: 'integer', minimum: 0 };

/** Response headers, as components (names are the header names). */
const HEADERS: Record<string, Header> = {
  'X-Request-Id': {
    description: 'This request’s id (req_ followed by 32 hex digits), also in the service’s logs; quote it when reporting a problem.',
    required: true,
    schema: { type: 'string', pattern: '^req_[0-9a-f]{32}$' },
  },
  'RateLimit-Limit': {
    description: 'Requests allowed in the window of the limit closest to exhaustion (absent where rate limits are switched off).',
    schema: integer,
  },
  'RateLimit-Remaining': { description: 'Requests left in that window.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until that window resets.', schema: integer },
  'RateLimit-Policy': { description: 'That limit as `<requests>;w=<window seconds>`, e.g. `100;w=60`.', schema: { type: 'string', pattern: '^[0-9]+;w=[0-9]+$' } },
  'Retry-After': { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer', minimum: 1 } },
  'Idempotent-Replayed': {
    description: 'Sent, as `true`, when this is the stored answer to an earlier request with the same Idempotency-Key; absent on the first answer.',
    schema: { type: 'string', enum: ['true'] },
  },
};

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'];

/** Statuses every authenticated operation can answer, whatever its route declares. */
const AUTHENTICATED_ERRORS = [401, 403, 429, 500, 503] as const;

const ERROR_DESCRIPTION: Record<Version, Record<number, string>> = {
  v1: {
    429: 'Rate limit exceeded (100 requests per minute per access token, and the route’s own limit where it has one); retry after Retry-After.',
    500: 'Internal error; safe to retry with exponential backoff.',
    503: 'The service is briefly unavailable; retry after Retry-After.',
  },
  v2: {
    429: 'rate_limit_error / rate_limit_exceeded: the team’s budget for this key mode (or the route’s own limit) is spent; retry after Retry-After.',
    500: 'api_error / internal_error; safe to retry with exponential backoff.',
    503: 'api_error / service_unavailable: the service is briefly unavailable; retry after Retry-After.',
  },
};

const IDEMPOTENCY_KEY_DESCRIPTION = {
  required:
    'Required: a request without one is refused (400 idempotency_key_required). Up to 255 characters, unique per attempt; kept 24 h per team. A retry with the same key and body gets the first answer again (Idempotent-Replayed: true); the same key with another body is 409 idempotency_mismatch, and one still being processed is 409 idempotency_in_flight with Retry-After.',
  optional:
    'Optional (without one, the survey itself keys retries: it is published once). Up to 255 characters, unique per attempt; kept 24 h per team. A retry with the same key and body gets the first answer again (Idempotent-Replayed: true); the same key with another body is 409.',
};

function forbiddenDescription(version: Version, facts: RouteFacts): string {
  if (version === 'v2') {
    const scope = facts.scope ? `the API key lacks the "${facts.scope}" scope (insufficient_scope), ` : '';
    return `permission_error: ${scope}the key has no scopes and works on v1 only (api_key_unscoped), or X-Service-Team names another team (team_mismatch).`;
  }
  return facts.scope ? `The API key or OAuth access token lacks the "${facts.scope}" scope (keys and tokens without scopes have full v1 access).` : RESPONSE_DESCRIPTION[403];
}

/** Adds what the service enforces to a generated document (mutates and returns it). */
export function declareEnforcedContract<D extends OpenApiDocument>(doc: D, version: Version, facts: Map<string, RouteFacts>): D {
  doc.components ??= {};
  doc.components.headers = { ...doc.components.headers, ...HEADERS };
  if ([...facts.values()].some((f) => f.downloadToken)) {
    doc.components.securitySchemes ??= {};
    doc.components.securitySchemes.downloadToken = {
      type: 'apiKey',
      in: 'query',
      name: 't',
      description:
        version === 'v1'
          ? 'Signed download token from GET /v1/surveys/{id}/exports: authenticates one survey’s CSV download instead of the Authorization header.'
          : 'Signed download token of a CSV download link (the MCP tool get_csv_link): authenticates one survey’s CSV download instead of the Authorization header.',
    };
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const f = facts.get(`${method.toUpperCase()} ${path}`);
      if (!f) throw new Error(`OpenAPI: no route facts for ${method.toUpperCase()} ${path}`);
      declareOperation(version, op as Operation, f);
    }
  }
  return doc;
}

function declareOperation(version: Version, op: Operation, facts: RouteFacts): void {
  const responses = (op.responses ??= {});
  const credential = credentialSentence(version, facts);
  // Spectral's operation-description: the summary, then the credential it needs.
  const lead = op.description ?? op.summary?.replace(/\.$/, '');
  op.description = lead ? `${lead}${op.description ? '\n\n' : '. '}${credential}` : credential;
  if (facts.public) {
    op.security = [];
  } else {
    op.security = securityOf(version, facts);
    // Both surfaces name their envelope `Error` (openapi-components.ts).
    const envelope = componentRef(version, 'Error');
    for (const status of AUTHENTICATED_ERRORS) {
      const description = status === 403 ? forbiddenDescription(version, facts) : (ERROR_DESCRIPTION[version][status] ?? RESPONSE_DESCRIPTION[status]);
      const existing = responses[String(status)];
      if (existing) existing.description = description;
      else responses[String(status)] = { description, content: { 'application/json': { schema: envelope } } };
    }
  }
  for (const [status, response] of Object.entries(responses)) {
    response.headers = { ...response.headers, ...headersFor(Number(status), facts) };
  }
  if (facts.idempotency) declareIdempotencyKey(op, facts.idempotency);
}

/**
 * Who may call: v1 takes an API key or an OAuth token with the route's scope (and the CSV
 * download its signed `t` token); v2 an API key. A bearer scheme has no scopes to list, so the
 * operation's description names the key's scope.
 */
function securityOf(version: Version, facts: RouteFacts): Record<string, string[]>[] {
  if (version === 'v2') return [{ bearerAuth: [] }, ...(facts.downloadToken ? [{ downloadToken: [] }] : [])];
  return [{ bearerAuth: [] }, { oauth2: facts.scope ? [facts.scope] : [] }, ...(facts.downloadToken ? [{ downloadToken: [] }] : [])];
}

/** The sentence that tells which credential an operation needs. */
function credentialSentence(version: Version, facts: RouteFacts): string {
  if (facts.public) return 'No authentication.';
  if (version === 'v2') {
    const link = facts.downloadToken ? ' The signed `t` token of a download link (the MCP tool get_csv_link) may take the Authorization header’s place.' : '';
    return `${facts.scope ? `Needs an API key with the \`${facts.scope}\` scope.` : 'Needs an API key with scopes.'}${link}`;
  }
  const download = facts.downloadToken ? ' The signed `t` download token from GET /v1/surveys/{id}/exports may take the Authorization header’s place.' : '';
  return facts.scope
    ? `Needs an API key or OAuth access token with the \`${facts.scope}\` scope (keys without scopes have full v1 access).${download}`
    : `Needs an API key or OAuth access token.${download}`;
}

/** The headers a response of this status carries (http/app.ts, rate-limits.ts, idempotency.ts, error-handler.ts). */
function headersFor(status: number, facts: RouteFacts): Record<string, Header | Ref> {
  const headers: Record<string, Header | Ref> = { 'X-Request-Id': ref('headers', 'X-Request-Id') };
  // The rate-limit hook runs after authentication: every request that passed it is counted, refused ones are not.
  if (!facts.public && status !== 401 && status !== 403) for (const name of RATE_LIMIT_HEADERS) headers[name] = ref('headers', name);
  if (status === 429 || status === 503) headers['Retry-After'] = ref('headers', 'Retry-After');
  if (facts.idempotency && status >= 200 && status < 300) headers['Idempotent-Replayed'] = ref('headers', 'Idempotent-Replayed');
  if (facts.idempotency && status === 409) {
    headers['Retry-After'] = {
      description: 'Sent with idempotency_in_flight: seconds until the request holding this Idempotency-Key may be retried.',
      schema: { type: 'integer', minimum: 1 },
    };
  }
  return headers;
}

/** The Idempotency-Key header parameter, required or optional as the idempotency hook treats it. */
function declareIdempotencyKey(op: Operation, mode: 'required' | 'optional'): void {
  const parameters = (op.parameters ??= []);
  let param = parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  if (!param) {
    param = { in: 'header', name: 'idempotency-key', schema: { type: 'string' } };
    parameters.push(param);
  }
  param.required = mode === 'required';
  // What an optional key saves depends on the route (a publish, a test event): a route that says so keeps its words.
  param.description = mode === 'optional' && param.description ? param.description : IDEMPOTENCY_KEY_DESCRIPTION[mode];
  param.schema = { ...param.schema, type: 'string', minLength: 1, maxLength: 255 };
}
