import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import scalarReference from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The surfaces with a reference page: /docs/<surface>, drawn from /<surface>/openapi.json. */
const SURFACES = ['v2', 'v1'] as const;
type Surface = (typeof SURFACES)[number];

/**
 * Scalar's browser bundle is served by its Fastify plugin under a path of our choosing; the
 * package's version is in it, so a browser keeps the 4.9 MB file until the package changes.
 */
const SCALAR_VERSION = (JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@scalar/fastify-api-reference')), '..', 'package.json'), 'utf8')) as { version: string })
  .version;
const SCALAR_PREFIX = `/assets/scalar-${SCALAR_VERSION}` as const;
const SCALAR_SCRIPT = `/docs${SCALAR_PREFIX}/js/scalar.js`;

/**
 * What Scalar is told (docs/decisions.md, "API reference pages"): the surface's served document,
 * requests straight to this origin (no proxy), the person's key kept in the page only, and
 * nothing that reaches Scalar's own services (fonts, developer tools, the AI agent, MCP).
 */
function scalarConfiguration(surface: Surface) {
  return {
    url: `/${surface}/openapi.json`,
    persistAuth: false,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    // "Open API Client" would send the person to Scalar's hosted client with this document's URL.
    hideClientButton: true,
    documentDownloadType: 'json',
    // v1 also takes OAuth tokens; a pasted key is what a person has at hand.
    authentication: { preferredSecurityScheme: 'bearerAuth' },
  };
}

/**
 * The pages' policy: everything from this origin, scripts only from files (the page's settings
 * are a JSON data block, which never runs). Styles take 'unsafe-inline': Scalar's components
 * insert <style> elements without a nonce and set style attributes, which no nonce or hash can
 * cover (docs/decisions.md, "API reference pages").
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

/**
 * The API reference at /docs/v2 and /docs/v1 (anyone may read it; "Try it" takes a key the
 * person pastes): Scalar's reference, served from the installed @scalar/fastify-api-reference
 * (no CDN), over the same documents /v2/openapi.json and /v1/openapi.json serve.
 */
export const docsPlugin: FastifyPluginAsync = async (app) => {
  // Only for its bundle: the plugin's own page (an inline script, no lang) is not served. It
  // registers nothing without a document source, hence the url, which its page alone would use.
  await app.register(scalarReference, {
    routePrefix: SCALAR_PREFIX,
    configuration: { url: '/v2/openapi.json' },
    hooks: { onRequest: onlyTheBundle },
  });
  await app.register(fastifyStatic, {
    root: path.join(HERE, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1h',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').redirect('/docs/v2', 302));
  for (const surface of SURFACES) {
    const html = page(surface);
    app.get(`/${surface}`, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, html));
  }
};

/** Scalar's plugin also serves its own page and a redirect to it: only the bundle answers. */
function onlyTheBundle(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.url.split('?')[0] !== SCALAR_SCRIPT) return void reply.callNotFound();
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
  done();
}

function sendPage(reply: FastifyReply, html: string) {
  // The page is the same for everyone and tiny; asking again each time shows a new deploy's
  // settings at once (the bundle it loads is cached under its version).
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(html);
}

function page(surface: Surface): string {
  // JSON inside a data block: `<` is escaped so no value can close the element.
  const settings = JSON.stringify(scalarConfiguration(surface)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API ${surface} reference · Survey Feedback</title>
<link rel="stylesheet" href="/docs/assets/reference.css">
<script type="application/json" id="reference-settings">${settings}</script>
<script defer src="${SCALAR_SCRIPT}"></script>
<script defer src="/docs/assets/reference.js"></script>
</head>
<body>
<noscript><p class="reference-noscript">The API reference runs in JavaScript. The ${surface} OpenAPI document it shows is at <a href="/${surface}/openapi.json">/${surface}/openapi.json</a>.</p></noscript>
<div id="reference"></div>
</body>
</html>
`;
}
