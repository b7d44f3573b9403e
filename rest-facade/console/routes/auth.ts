import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { anonymousCaller } from '../../graph-client';
import { ApiError } from '../../errors';
import { CsrfField } from '../forms';
import { render, type PageContext } from '../render';
import { clearSessionCookie, CONSOLE_COOKIE, setSessionCookie } from '../session';

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
const NextQuery = Type.Object({ next: Type.Optional(Type.String({ maxLength: NEXT_MAX })) }, { additionalProperties: false });

interface Started {
  secret: string;
  expiresAt: string;
}

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

/** The client's address as Fastify sees it (behind a proxy, configure trustProxy). */
const addressOf = (request: FastifyRequest) => request.ip;

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
      try {
        const { signUp } = await graph.run<{ signUp: Started }>('SignUp', { input: { name, email, teamName, password } }, anonymousCaller(request));
        setSessionCookie(reply, signUp.secret, signUp.expiresAt, page.secure);
        return reply.redirect('/console/keys?welcome=1', 303);
      } catch (err) {
        if (!(err instanceof ApiError) || err.kind === 'internal' || err.kind === 'outage') throw err;
        return formAgain(reply.code(err.kind === 'conflict' ? 409 : 400), request, 'sign-up', 'Create your account', { name, email, teamName }, err);
      }
    });

    app.get<{ Querystring: Static<typeof NextQuery> }>('/sign-in', { schema: { querystring: NextQuery } }, async (request, reply) => {
      if (request.consoleUser) return reply.redirect(safeNext(request.query.next), 303);
      return render(reply, request, 'sign-in', { title: 'Sign in', form: { next: request.query.next ?? '' }, error: null });
    });

    app.post<{ Body: Static<typeof SignInBody> }>('/sign-in', { schema: { body: SignInBody }, preHandler: csrf }, async (request, reply) => {
      const { email, password, next } = request.body;
      const wait = await limits.signInWait(email, addressOf(request));
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        const minutes = Math.ceil(wait / 60);
        const error = { message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, param: 'password' };
        return render(reply.code(429), request, 'sign-in', { title: 'Sign in', form: { email, next: next ?? '' }, error });
      }
      try {
        const { signIn } = await graph.run<{ signIn: Started }>('SignIn', { email, password }, anonymousCaller(request));
        setSessionCookie(reply, signIn.secret, signIn.expiresAt, page.secure);
        return reply.redirect(safeNext(next), 303);
      } catch (err) {
        if (!(err instanceof ApiError) || err.kind !== 'unauthenticated') throw err;
        await limits.signInFailed(email, addressOf(request));
        return formAgain(reply.code(401), request, 'sign-in', 'Sign in', { email, next: next ?? '' }, err);
      }
    });

    app.post<{ Body: Static<typeof SignOutBody> }>('/sign-out', { schema: { body: SignOutBody }, preHandler: csrf }, async (request, reply) => {
      const secret = request.cookies[CONSOLE_COOKIE];
      if (secret) await graph.run('EndConsoleSession', { secret }, anonymousCaller(request));
      clearSessionCookie(reply, page.secure);
      return reply.redirect('/console/sign-in', 303);
    });
  };

function formAgain(reply: FastifyReply, request: FastifyRequest, template: string, title: string, form: Record<string, string>, err: ApiError) {
  return render(reply, request, template, { title, form, error: { message: err.message, param: err.param ?? null } });
}
