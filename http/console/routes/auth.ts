import { Type, type Static } from '@sinclair/typebox';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { anonymousCaller } from '../../../graph-client/graph-client';
import { ApiError } from '../../../graph-client/errors';
import { CsrfField } from '../forms';
import { render, type PageContext } from '../render';
import { clearSessionCookie, CONSOLE_COOKIE, setSessionCookie } from '../session';
import { EndConsoleSessionDocument, SignInDocument, SignUpDocument } from '../../../graph-client/generated';

const SignUpBody = Type.Object(
  {
    ...CsrfField,
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 256 }),
    teamName: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
/**
 * The page to return to after sign-in. An OAuth authorization request (its redirect URI, state
 * and PKCE challenge) is easily longer than 200 characters; its own fields allow ~3,600, encoded
 * up to three times that.
 */
const NEXT_MAX = 12_000;
const SignInBody = Type.Object(
  { ...CsrfField, email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 256 }), next: Type.Optional(Type.String({ maxLength: NEXT_MAX })) },
  { additionalProperties: false },
);
const SignOutBody = Type.Object(CsrfField, { additionalProperties: false });
const NextQuery = Type.Object({ next: Type.Optional(Type.String({ maxLength: NEXT_MAX })), from: Type.Optional(Type.Literal('sign-up')) }, { additionalProperties: false });
/** Where a sign-up goes, new email or not: the console for a new account, else (no session) the sign-in page. */
export const SIGNED_UP = '/console/keys?welcome=1';

/** Only a console page may follow a sign-in (no open redirect): same origin, a /console path, any query. */
const safeNext = (next: string | undefined) => {
  const fallback = '/console/keys';
  if (!next?.startsWith('/console')) return fallback;
  const base = 'http://console.invalid';
  let u: URL;
  try {
    u = new URL(next, base);
  } catch {
    return fallback;
  }
  return u.origin === base && /^\/console(\/[A-Za-z0-9_-]+)*$/.test(u.pathname) && !u.hash ? `${u.pathname}${u.search}` : fallback;
};

/** Sign-up, sign-in and sign-out. A failed form is shown again with what went wrong, keeping what was typed (never the password). */
export const authRoutes = ({ graph, limits }: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);

    app.get('/', async (request, reply) => reply.redirect(request.consoleUser ? '/console/keys' : '/console/sign-in', 303));

    app.get('/sign-up', async (request, reply) => {
      if (request.consoleUser) return reply.redirect('/console/keys', 303);
      return render(reply, request, 'sign-up', { title: 'Create your account', form: {}, error: null });
    });

    app.post<{ Body: Static<typeof SignUpBody> }>('/sign-up', { schema: { body: SignUpBody }, preHandler: csrf }, async (request, reply) => {
      const { name, email, teamName, password } = request.body;
      const wait = await limits.signUpWait(request.ip);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        const error = { message: `Too many sign-ups from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, param: null };
        return render(reply.code(429).header('retry-after', String(wait)), request, 'sign-up', { title: 'Create your account', form: { name, email, teamName }, error });
      }
      try {
        const { signUp } = await graph.run(SignUpDocument, { input: { name, email, teamName, password } }, anonymousCaller(request));
        setSessionCookie(reply, signUp.secret, signUp.expiresAt, page.secure);
        return reply.redirect(SIGNED_UP, 303);
      } catch (err) {
        if (!(err instanceof ApiError) || err.kind === 'internal' || err.kind === 'outage') throw err;
        // An email that has an account gets the answer a new one gets; the account is left as it
        // was and nothing is made. The next page (sign-in, not the console) tells the person.
        if (err.code === 'email_taken') return reply.redirect(SIGNED_UP, 303);
        return formAgain(reply.code(400), request, 'sign-up', 'Create your account', { name, email, teamName }, err);
      }
    });

    app.get<{ Querystring: Static<typeof NextQuery> }>('/sign-in', { schema: { querystring: NextQuery } }, async (request, reply) => {
      const { next, from } = request.query;
      if (request.consoleUser) return reply.redirect(safeNext(next), 303);
      const notice = from === 'sign-up' ? 'If that email already had an account, nothing was changed: sign in with its password.' : null;
      return render(reply, request, 'sign-in', { title: 'Sign in', form: { next: next ?? '' }, error: null, notice });
    });

    app.post<{ Body: Static<typeof SignInBody> }>('/sign-in', { schema: { body: SignInBody }, preHandler: csrf }, async (request, reply) => {
      const { email, password, next } = request.body;
      // Counted before the password is checked, so attempts sent at once cannot all pass the check.
      const attempt = await limits.signInAttempt(email, request.ip);
      if (attempt.wait > 0) {
        reply.header('retry-after', String(attempt.wait));
        const minutes = Math.ceil(attempt.wait / 60);
        const error = { message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, param: 'password' };
        return render(reply.code(429), request, 'sign-in', { title: 'Sign in', form: { email, next: next ?? '' }, error });
      }
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      try {
        const { signIn } = await graph.run(SignInDocument, { email, password }, anonymousCaller(request));
        await attempt.succeeded();
        setSessionCookie(reply, signIn.secret, signIn.expiresAt, page.secure);
        return reply.redirect(safeNext(next), 303);
      } catch (err) {
        if (!(err instanceof ApiError) || err.kind !== 'unauthenticated') {
          await attempt.undo();
          throw err;
        }
        return formAgain(reply.code(401), request, 'sign-in', 'Sign in', { email, next: next ?? '' }, err);
      }
    });

    app.post<{ Body: Static<typeof SignOutBody> }>('/sign-out', { schema: { body: SignOutBody }, preHandler: csrf }, async (request, reply) => {
      const secret = request.cookies[CONSOLE_COOKIE];
      if (secret) await graph.run(EndConsoleSessionDocument, { secret }, anonymousCaller(request));
      clearSessionCookie(reply, page.secure);
      return reply.redirect('/console/sign-in', 303);
    });
  };

function formAgain(reply: FastifyReply, request: FastifyRequest, template: string, title: string, form: Record<string, string>, err: ApiError) {
  return render(reply, request, template, { title, form, error: { message: err.message, param: err.param ?? null } });
}
