import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyView from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_BODY_LIMIT } from '../../subgraphs/media';
import type { FacadeDeps } from '../deps';
import { toApiError } from '../error-handler';
import { statusOf } from '../../graph-client/errors';
import { notice } from './step';
import { respondentRoutes } from './routes';
import { PAGE_ASSETS } from '../page-assets';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface RespondOptions {
  deps: FacadeDeps;
}

/**
 * The respondent app at /r (docs/decisions.md "Respondent app"): server-rendered pages that
 * people reach from a panel provider's link, one question per page, plain forms that work
 * without JavaScript, and a little script where a question type gains from it. The attempt's
 * token in the address is the person's only credential (no cookies: panel traffic often comes
 * from in-app browsers that drop them), so it also guards the forms against cross-site posts.
 */
export const respondPlugin: FastifyPluginAsync<RespondOptions> = async (app, { deps }) => {
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  // A screen recording may come as a file with the answer's form (no script) or from the page's recorder.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: Math.floor((MEDIA_BODY_LIMIT / 4) * 3), files: 1, fields: 40, fieldSize: 16 * 1024 },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Question images and videos are the customer's: any https URL, or our own media storage.
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        // No form-action: the last answer's redirect goes on to the provider's site.
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Set for the whole server in production or behind https (http/app.ts), never over plain http.
    strictTransportSecurity: false,
  });
  await app.register(fastifyView, { engine: { eta: new Eta({ autoEscape: true, cache: true }) }, root: path.join(HERE, 'views') });
  await app.register(fastifyStatic, { root: [path.join(HERE, 'assets'), PAGE_ASSETS], prefix: '/assets/', decorateReply: false, index: false, list: false, maxAge: '1h' });

  app.addHook('onSend', async (request, reply) => {
    // Pages carry the attempt's token: never cached, never indexed.
    if (!request.url.startsWith('/r/assets/')) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
  app.setErrorHandler((err: FastifyError, request, reply) => renderError(err, request, reply));
  app.setNotFoundHandler((request, reply) => notice(reply, 404, 'Page not found', 'There is no survey page at this address.'));
  await app.register(respondentRoutes(deps));
};

function renderError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.validation) return notice(reply, 400, 'Something is missing', 'The form was not complete. Go back and try again.');
  const e = toApiError(err, request);
  const status = statusOf(e.kind);
  if (status >= 500) request.log.error({ err }, 'respondent page failed');
  if (status === 404) return notice(reply, 404, 'This link is not valid', 'The survey link has expired or is not valid. Please go back to where you came from.');
  // A signing provider's entry without a good, unexpired signature (the same words whatever was wrong).
  if (e.code === 'entry_signature_invalid') {
    return notice(
      reply,
      403,
      'This link cannot be used',
      'The survey link is not valid or has expired. Please go back to where you came from and open the survey again from there.',
    );
  }
  return notice(reply, status, status >= 500 ? 'Something went wrong' : 'That did not work', status >= 500 ? 'Please try again in a moment.' : e.message);
}
