import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorSessionCheck } from '../../gateway/operator-guard';
import { config } from '../../platform/config';
import { bearerToken } from '../../platform/http/bearer';
import { fromOwnPage } from '../../platform/http/same-origin';
import { GRAPHQL_COOKIE_PATH, sessionFromCookieHeader, type AdminSessions } from './admin-session';
import { ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH, QUEUE_BOARD_PATH } from './queue-board';

/** The explorer's page: what a browser gets for GET /graphql. Its requests go to the same path. */
export const GRAPHQL_EXPLORER_PATH = GRAPHQL_COOKIE_PATH;
/** Its scripts and styles, under /graphql so that the session cookie reaches them too. */
export const EXPLORER_ASSETS_PATH = `${GRAPHQL_EXPLORER_PATH}/explorer`;

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * The published packages' prebuilt browser files, served as they are from node_modules (no
 * build step, no CDN): GraphiQL 4's UMD bundle (it carries graphql and CodeMirror) needs React
 * and ReactDOM as globals, which React 18 still ships as UMD files. Only the files named here
 * are served from each folder.
 */
const ASSETS = [
  { name: 'react', root: path.join(packageDir('react'), 'umd'), files: ['react.production.min.js'] },
  { name: 'react-dom', root: path.join(packageDir('react-dom'), 'umd'), files: ['react-dom.production.min.js'] },
  { name: 'graphiql', root: packageDir('graphiql'), files: ['graphiql.min.js', 'graphiql.min.css'] },
  { name: 'app', root: path.join(HERE, 'explorer'), files: ['explorer.js', 'explorer.css'] },
] as const;

const asset = (name: (typeof ASSETS)[number]['name'], file: string) => `${EXPLORER_ASSETS_PATH}/${name}/${file}`;

/**
 * Only this origin, for everything the page loads and fetches. GraphiQL's stylesheet embeds its
 * fonts and a few icons as data: URLs, which stay inside the document.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export interface GraphqlExplorer {
  /** The operator session (the queue board's login cookie), accepted on /graphql instead of a Bearer token. */
  hasSession: OperatorSessionCheck;
  /** The page and its assets, registered in the gateway's /graphql scope (gateway/http.ts). */
  pages: FastifyPluginAsync;
}

/**
 * GraphiQL for operators at GET /graphql (a browser asking for HTML), signed in through the
 * queue board's login (/admin/login); without a session the browser is sent there first. The
 * page's requests are POSTs to /graphql with the session cookie, which is `SameSite=Strict`;
 * the cookie counts on a POST only when the browser says it comes from this origin (Origin,
 * Sec-Fetch-Site), and Apollo's CSRF prevention stays on: a request a form or another site
 * could send (no JSON content type, no preflight header) is refused before it runs.
 */
export function graphqlExplorer(sessions: AdminSessions): GraphqlExplorer {
  // A POST with the cookie counts only from the explorer's own page (platform/http/same-origin.ts), besides Apollo's CSRF prevention.
  const hasSession: OperatorSessionCheck = async (request) =>
    fromOwnPage(request, config().PUBLIC_BASE_URL) && sessions.verify(sessionFromCookieHeader(request.headers.cookie), request);

  // fastify-plugin: the page hook must run in the gateway's scope, where GET /graphql is Apollo's route.
  const pages = fp(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      // API clients with a Bearer token are the guard's and Apollo's to answer.
      if (!wantsExplorerPage(request) || bearerToken(request.headers.authorization) !== null) return;
      if (await hasSession(request)) return sendPage(reply);
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(GRAPHQL_EXPLORER_PATH)}`)
        .send();
    });
    // Behind the gateway's operator guard like everything under /graphql.
    for (const { name, root, files } of ASSETS) {
      await scope.register(fastifyStatic, {
        root,
        prefix: `${EXPLORER_ASSETS_PATH}/${name}/`,
        decorateReply: false,
        index: false,
        list: false,
        allowedPath: (pathName) => (files as readonly string[]).includes(pathName.replace(/^\//, '')),
        maxAge: '1h',
        setHeaders: (reply) => {
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    }
  });

  return { hasSession, pages };
}

/** A browser navigating to /graphql (GET with Accept: text/html), not a GraphQL request. */
function wantsExplorerPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.url.split('?')[0] === GRAPHQL_EXPLORER_PATH && (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply) {
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(explorerPage());
}

function explorerPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>GraphQL explorer · Survey Feedback</title>
<link rel="stylesheet" href="${asset('graphiql', 'graphiql.min.css')}">
<link rel="stylesheet" href="${asset('app', 'explorer.css')}">
<script defer src="${asset('react', 'react.production.min.js')}"></script>
<script defer src="${asset('react-dom', 'react-dom.production.min.js')}"></script>
<script defer src="${asset('graphiql', 'graphiql.min.js')}"></script>
<script defer src="${asset('app', 'explorer.js')}"></script>
</head>
<body>
<header class="explorer-bar">
  <h1>Survey Feedback · GraphQL explorer</h1>
  <nav aria-label="Operator pages"><a href="${QUEUE_BOARD_PATH}">Queues</a><a href="${ADMIN_LOGOUT_PATH}">Log out</a></nav>
</header>
<main id="graphiql" data-endpoint="${GRAPHQL_EXPLORER_PATH}"><p class="explorer-loading">Loading the explorer…</p></main>
</body>
</html>
`;
}
