import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyView from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { config } from '../../platform/config';
import type { FacadeDeps } from '../deps';
import { toApiError } from '../error-handler';
import { statusOf } from '../../graph-client/errors';
import { authRoutes } from './routes/auth';
import { keyRoutes } from './routes/keys';
import { teamRoutes } from './routes/team';
import { modeRoutes } from './routes/mode';
import { webhookRoutes } from './routes/webhooks';
import { billingRoutes } from './routes/billing';
import { surveyRoutes } from './routes/surveys';
import { surveyDraftRoutes } from './routes/survey-drafts';
import { surveyPublishRoutes } from './routes/survey-publish';
import { accountRoutes } from './routes/account';
import { oauthConsoleRoutes } from './routes/oauth';
import { helpRoutes } from './routes/help';
import { resultsRoutes } from './routes/results';
import { errorPage, type PageContext } from './render';
import { loadConsoleUser, modeOf } from './session';
import { PAGE_ASSETS } from '../page-assets';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface ConsoleOptions {
  deps: FacadeDeps;
}

/**
 * The account console at /console (docs/decisions.md, "Console"): server-rendered pages (eta
 * through @fastify/view), plain forms that work without JavaScript, CSRF tokens on every form
 * (@fastify/csrf-protection, the secret in a cookie), a session cookie naming a row of the
 * accounts domain, and strict security headers (@fastify/helmet). Pages reach the domains
 * through the facade's graph client, as the REST surfaces do.
 */
export const consolePlugin: FastifyPluginAsync<ConsoleOptions> = async (app, { deps }) => {
  const secure = config().PUBLIC_BASE_URL.startsWith('https://');
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'sfs_csrf',
    cookieOpts: { path: '/console', httpOnly: true, sameSite: 'lax', secure, signed: false },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    // Set for the whole server in production or behind https (http/app.ts).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(fastifyView, { engine: { eta: new Eta({ autoEscape: true, cache: true }) }, root: path.join(HERE, 'views') });
  await app.register(fastifyStatic, { root: [path.join(HERE, 'assets'), PAGE_ASSETS], prefix: '/assets/', decorateReply: false, index: false, list: false, maxAge: '1h' });

  app.decorateRequest('consoleUser', null);
  app.decorateRequest('consoleMode', 'test');
  app.addHook('preHandler', async (request, reply) => {
    // Pages carry secrets (a new key) and per-person data: never cached.
    reply.header('cache-control', 'no-store');
    if (request.url.startsWith('/console/assets/')) return;
    // An upload's sign-in was checked before its body was read (survey-drafts.ts): loaded once.
    request.consoleUser ??= await loadConsoleUser(deps.graph, request);
    request.consoleMode = modeOf(request);
  });

  app.setErrorHandler((err: FastifyError, request, reply) => renderError(err, request, reply));
  app.setNotFoundHandler((request, reply) => errorPage(reply, request, 404, 'Page not found', 'There is no console page at this address.'));

  const page: PageContext = { secure, baseUrl: () => config().PUBLIC_BASE_URL };
  await app.register(authRoutes(deps, page));
  await app.register(keyRoutes(deps, page));
  await app.register(teamRoutes(deps, page));
  await app.register(modeRoutes(deps, page));
  await app.register(webhookRoutes(deps, page));
  await app.register(billingRoutes(deps, page));
  await app.register(surveyRoutes(deps, page));
  await app.register(surveyDraftRoutes(deps, page));
  await app.register(surveyPublishRoutes(deps, page));
  await app.register(accountRoutes(deps, page));
  await app.register(oauthConsoleRoutes(deps, page));
  await app.register(helpRoutes(deps));
  await app.register(resultsRoutes(deps, page));
};

function renderError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code?.startsWith('FST_CSRF')) {
    return errorPage(reply, request, 403, 'This form has expired', 'For your safety the form could not be accepted. Go back, reload the page and send it again.');
  }
  if (err.validation) return errorPage(reply, request, 400, 'Something is missing', 'The form was not complete. Go back and fill in every field.');
  const e = toApiError(err, request);
  const status = statusOf(e.kind);
  if (status >= 500) request.log.error({ err }, 'console page failed');
  return errorPage(reply, request, status, status >= 500 ? 'Something went wrong' : 'That did not work', status >= 500 ? 'Please try again in a moment.' : e.message);
}
