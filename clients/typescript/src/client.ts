import { randomUUID } from 'node:crypto';
import createFetchClient from 'openapi-fetch';
import { ApiError } from './errors';
import { retryingFetch } from './retry';
import type { paths } from './schema';
import type {
  ListParams,
  OrderCreateParams,
  SurveyCreateParams,
  SurveyCsvParams,
  SurveyResponseListParams,
  SurveyUpdateParams,
  TraitListParams,
  WebhookEndpointCreateParams,
  WebhookEndpointUpdateParams,
  MediaCreateParams,
} from './types';

export interface ClientOptions {
  /** A v2 API key, `sk_live_…` or `sk_test_…`. */
  apiKey: string;
  /** Where the service is, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** The fetch to send requests with (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of idempotent calls (GET, and POSTs with an Idempotency-Key) on 429, 5xx, an in-flight 409 and network errors; default 2. */
  maxRetries?: number;
  /** The first backoff delay, doubled per retry; default 500 ms. */
  minRetryDelayMs?: number;
  /** The longest single wait, whatever Retry-After asks; default 20 000 ms. */
  maxRetryDelayMs?: number;
}

/** Options of the calls that take an Idempotency-Key (publish, orders.create). */
export interface IdempotentCallOptions {
  /** Reuse a key to make a repeat of this call safe across process restarts; a fresh UUID when omitted. */
  idempotencyKey?: string;
}

interface Page<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * A cursor list: `for await (const item of list)` walks every page, following `nextCursor`
 * while `hasMore`; `pages()` yields whole pages.
 */
export class CursorList<T> implements AsyncIterable<T> {
  constructor(private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {}

  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.fetchPage(cursor);
      yield page;
      if (!page.hasMore || page.nextCursor === null) return;
      cursor = page.nextCursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item of every page, in order. */
  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}

/** The body of a successful answer, or the ApiError of a failed one. */
async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok || data === undefined) throw ApiError.from(response, error);
  return data;
}

/**
 * A typed client of the v2 API: `Authorization: Bearer <apiKey>` on every call, an
 * Idempotency-Key on publish and order creation (a fresh UUID unless given, the same on the
 * client's own retries), retries of idempotent calls on 429/5xx honouring Retry-After, errors
 * thrown as ApiError, and cursor lists as async iterables.
 */
export function createClient(options: ClientOptions) {
  const api = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options.fetch ?? ((request) => fetch(request)), {
      maxRetries: options.maxRetries ?? 2,
      minRetryDelayMs: options.minRetryDelayMs ?? 500,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 20_000,
    }),
  });
  const key = (opts: IdempotentCallOptions | undefined) => ({ 'idempotency-key': opts?.idempotencyKey ?? randomUUID() });

  return {
    /** The raw openapi-fetch client (typed by the generated `paths`) for calls the wrapper does not cover. */
    raw: api,
    me: {
      retrieve: () => unwrap(api.GET('/v2/me')),
    },
    surveys: {
      create: (body: SurveyCreateParams) => unwrap(api.POST('/v2/surveys', { body })),
      retrieve: (id: string) => unwrap(api.GET('/v2/surveys/{id}', { params: { path: { id } } })),
      update: (id: string, body: SurveyUpdateParams) => unwrap(api.PATCH('/v2/surveys/{id}', { params: { path: { id } }, body })),
      list: (params: ListParams = {}) => new CursorList((cursor) => unwrap(api.GET('/v2/surveys', { params: { query: { ...params, cursor } } }))),
      publish: (id: string, opts?: IdempotentCallOptions) => unwrap(api.POST('/v2/surveys/{id}/publish', { params: { path: { id }, header: key(opts) } })),
      stop: (id: string) => unwrap(api.POST('/v2/surveys/{id}/stop', { params: { path: { id } } })),
      duplicate: (id: string) => unwrap(api.POST('/v2/surveys/{id}/duplicate', { params: { path: { id } } })),
      responses: {
        list: (id: string, params: SurveyResponseListParams = {}) =>
          new CursorList((cursor) => unwrap(api.GET('/v2/surveys/{id}/responses', { params: { path: { id }, query: { ...params, cursor } } }))),
      },
      /** The survey's responses as CSV text (columns in docs/exports.md). */
      exportCsv: (id: string, params: SurveyCsvParams = {}) => unwrap(api.GET('/v2/surveys/{id}/exports/csv', { params: { path: { id }, query: params }, parseAs: 'text' })),
    },
    orders: {
      create: (body: OrderCreateParams, opts?: IdempotentCallOptions) => unwrap(api.POST('/v2/orders', { params: { header: key(opts) }, body })),
      retrieve: (id: string) => unwrap(api.GET('/v2/orders/{id}', { params: { path: { id } } })),
      list: (params: ListParams = {}) => new CursorList((cursor) => unwrap(api.GET('/v2/orders', { params: { query: { ...params, cursor } } }))),
    },
    creditBalance: {
      retrieve: () => unwrap(api.GET('/v2/credit-balance')),
    },
    billingPortalSessions: {
      create: () => unwrap(api.POST('/v2/billing-portal-sessions')),
    },
    traits: {
      /** A country's whole catalogue (one page). */
      list: (params: TraitListParams = {}) => new CursorList(() => unwrap(api.GET('/v2/traits', { params: { query: params } }))),
    },
    webhookEndpoints: {
      create: (body: WebhookEndpointCreateParams) => unwrap(api.POST('/v2/webhook-endpoints', { body })),
      retrieve: (id: string) => unwrap(api.GET('/v2/webhook-endpoints/{id}', { params: { path: { id } } })),
      update: (id: string, body: WebhookEndpointUpdateParams) => unwrap(api.PATCH('/v2/webhook-endpoints/{id}', { params: { path: { id } }, body })),
      delete: (id: string) => unwrap(api.DELETE('/v2/webhook-endpoints/{id}', { params: { path: { id } } })),
      list: (params: ListParams = {}) => new CursorList((cursor) => unwrap(api.GET('/v2/webhook-endpoints', { params: { query: { ...params, cursor } } }))),
    },
    media: {
      create: (body: MediaCreateParams) => unwrap(api.POST('/v2/media', { body })),
    },
  };
}

export type Client = ReturnType<typeof createClient>;
