import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseOperator, type OperatorTokenCheck } from '../../gateway/operator-guard';
import { config } from '../../platform/config';
import { bearerToken } from '../../platform/http/bearer';
import { fromOwnPage } from '../../platform/http/same-origin';
import { newQueue, type AnyQueue, type QueueConnection } from '../../platform/queues/connection';
import { clearedSessionCookies, GRAPHQL_COOKIE_PATH, sessionCookies, sessionFromCookieHeader, type AdminSessions } from './admin-session';
import type { CountedAttempt } from '../rate-limits';
import { loginPage } from './queue-board-login';

export const QUEUE_BOARD_PATH = '/admin/queues';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_LOGOUT_PATH = '/admin/logout';

/**
 * Where a login may send the browser afterwards: a page of the board or the GraphQL explorer,
 * nothing else (no open redirect). Segments are plain names and job ids: no dots or escapes
 * that could climb out.
 */
const BOARD_PAGE = /^\/admin\/queues(?:\/[A-Za-z0-9_:-]+)*\/?$/;

export interface QueueBoardOptions {
  /** Where the workers' queues live (Redis, or BullMQ's PostgreSQL backend). */
  connection: QueueConnection;
  /** Each queue of the job registry and the jobs it carries (the composition root reads them from workers/). */
  queues: ReadonlyMap<string, readonly string[]>;
  /** OPERATOR_TOKEN or a CLI-created operator token (gateway/operator-guard.ts). */
  isOperatorToken: OperatorTokenCheck;
  sessions: AdminSessions;
  /** Counts a login from this address before its token is checked (http/rate-limits.ts). */
  loginAttempt: (address: string) => Promise<CountedAttempt>;
}

export interface QueueBoard {
  /** Closes the board's Queue objects (they only inspect and act on jobs; they process none). */
  close(): Promise<void>;
}

/**
 * Bull Board at /admin/queues over every queue of the job registry, with retry, promote and
 * clean. Every route under it (pages, static files, the JSON API) needs an operator: a Bearer
 * operator token, or the session cookie that /admin/login sets after checking one.
 *
 * The board's queues open on the first request an operator makes to it, not at start: each is a
 * connection of its own (on PostgreSQL, a pool that connects and checks the schema), and most
 * processes' boards are never opened.
 */
export async function registerQueueBoard(app: FastifyInstance, opts: QueueBoardOptions): Promise<QueueBoard> {
  let queues: AnyQueue[] | null = null;
  let closed = false;

  const server = new FastifyAdapter();
  server.setBasePath(QUEUE_BOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter: server,
    options: { uiConfig: { boardTitle: 'Survey Feedback jobs', miscLinks: [{ text: 'Log out', url: ADMIN_LOGOUT_PATH }] } },
  });
  const openQueues = async (): Promise<void> => {
    if (queues || closed) return;
    queues = [...opts.queues.keys()].map((name) => newQueue(name, opts.connection));
    board.setQueues(queues.map((queue) => boardQueue(queue, opts.queues.get(queue.name) ?? [])));
  };

  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });
    // Its own scope: the form parser it adds must not reach the board's JSON API (issue 35).
    await scope.register(async (login) => registerLogin(login, opts));
    await scope.register(async (routes) => {
      routes.addHook('onRequest', boardGuard(opts));
      // Only after the guard let the request through (a refused one ends at the guard).
      routes.addHook('onRequest', openQueues);
      await routes.register(server.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    });
  });

  return {
    async close() {
      closed = true;
      await Promise.all((queues ?? []).map((q) => q.close()));
    },
  };
}

/** One queue on the board, described by the jobs the registry puts on it. */
function boardQueue(queue: AnyQueue, jobs: readonly string[]): BullMQAdapter {
  // Typed for Redis-backed queues; at run time it takes either backend (it checks for getBackend()).
  return new BullMQAdapter(queue as ConstructorParameters<typeof BullMQAdapter>[0], {
    readOnlyMode: false,
    allowRetries: true,
    description: `Jobs: ${jobs.join(', ')}`,
  });
}

/** GET and POST /admin/login (a form for the operator token), GET /admin/logout. */
function registerLogin(scope: FastifyInstance, opts: QueueBoardOptions): void {
  // The login form posts url-encoded; parsed here only, the rest of the service speaks JSON.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  scope.get<{ Querystring: { next?: string } }>(ADMIN_LOGIN_PATH, { schema: { hide: true } }, async (request, reply) => sendLoginPage(reply, 200, safeNext(request.query.next)));

  scope.post<{ Body: { token?: unknown; next?: unknown } | undefined }>(ADMIN_LOGIN_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = typeof request.body?.token === 'string' ? request.body.token.trim() : '';
    const next = safeNext(request.body?.next);
    // Counted before the token is checked, so guesses sent at once cannot all be checked.
    const attempt = await opts.loginAttempt(request.ip);
    if (attempt.wait > 0) {
      reply.header('retry-after', String(attempt.wait));
      return sendLoginPage(reply, 429, next, `Too many failed logins from your network. Try again in ${Math.ceil(attempt.wait / 60)} minutes.`);
    }
    let accepted: boolean;
    try {
      accepted = token !== '' && (await opts.isOperatorToken(token, request));
    } catch (err) {
      await attempt.undo();
      throw err;
    }
    if (!accepted) return sendLoginPage(reply, 401, next, 'That is not an operator token.');
    await attempt.succeeded();
    const session = await opts.sessions.issue(token, request);
    return reply
      .code(303)
      .header('set-cookie', sessionCookies(session.value, { maxAgeSeconds: session.maxAgeSeconds, secure: isHttps(request) }))
      .header('cache-control', 'no-store')
      .header('location', next)
      .send();
  });

  // Ends the session server-side too: a copy of the cookie kept elsewhere stops working as well.
  scope.get(ADMIN_LOGOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
    await opts.sessions.end(sessionFromCookieHeader(request.headers.cookie), request);
    return reply
      .code(303)
      .header('set-cookie', clearedSessionCookies(isHttps(request)))
      .header('cache-control', 'no-store')
      .header('location', ADMIN_LOGIN_PATH)
      .send();
  });
}

/**
 * A Bearer operator token (API clients) or a valid session cookie (browsers). Without either,
 * a browser asking for a page goes to the login form (303); anything else is refused (401).
 * A Bearer token that is wrong is refused outright, whatever else the request carries. The
 * cookie counts for a request that changes state (retry, clean, promote, pause, add…) only when
 * it comes from the board's own page (platform/http/same-origin.ts): a form on another page of
 * the same site carries the cookie too.
 */
function boardGuard(opts: QueueBoardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (token !== null) {
      if (!(await opts.isOperatorToken(token, request))) await refuseOperator(reply);
      return;
    }
    if (fromOwnPage(request, config().PUBLIC_BASE_URL) && (await opts.sessions.verify(sessionFromCookieHeader(request.headers.cookie), request))) return;
    if (wantsPage(request)) {
      const path = request.url.split('?')[0];
      await reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(safeNext(path))}`)
        .send();
      return;
    }
    await refuseOperator(reply);
  };
}

/** A browser navigating to one of the board's pages (not its API or static files). */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith(`${QUEUE_BOARD_PATH}/api/`) &&
    !path.startsWith(`${QUEUE_BOARD_PATH}/static/`) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function safeNext(next: unknown): string {
  return typeof next === 'string' && (BOARD_PAGE.test(next) || next === GRAPHQL_COOKIE_PATH) ? next : QUEUE_BOARD_PATH;
}

/** Secure cookies when the browser reached us over https: here, or at a TLS-terminating proxy. */
function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim();
  // Trusting the header costs nothing here: all it can do is make the cookie stricter.
  return request.protocol === 'https' || proto === 'https';
}

function sendLoginPage(reply: FastifyReply, status: number, next: string, error?: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(loginPage({ action: ADMIN_LOGIN_PATH, next, error }));
}
