import { Type, type Static } from '@sinclair/typebox';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { ApiError, statusOf } from '../../../graph-client/errors';
import { signedInFor } from '../guards';
import { CsrfField } from '../forms';
import { render, type PageContext } from '../render';
import { consoleCaller, setSessionCookie } from '../session';
import { ChangePasswordDocument, MyTeamsDocument, SwitchConsoleTeamDocument } from '../../../graph-client/generated';

const signedIn = signedInFor('/console/account');

const PasswordBody = Type.Object({ ...CsrfField, current: Type.String({ maxLength: 256 }), next: Type.String({ maxLength: 256 }) }, { additionalProperties: false });
const DoneQuery = Type.Object({ done: Type.Optional(Type.Literal('password')) }, { additionalProperties: false });
const SwitchBody = Type.Object({ ...CsrfField, teamId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** The person's own account: their details and a password change that signs out every other device. */
export const accountRoutes = ({ graph, limits }: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);
    const notice = 'Your password was changed. Every other device was signed out.';

    const teams = async (request: FastifyRequest) => (await graph.run(MyTeamsDocument, {}, consoleCaller(request))).myTeams;

    app.get<{ Querystring: Static<typeof DoneQuery> }>('/account', { schema: { querystring: DoneQuery }, preHandler: signedIn }, async (request, reply) =>
      render(reply, request, 'account', { title: 'Your account', teams: await teams(request), notice: request.query.done ? notice : null, error: null }),
    );

    app.post<{ Body: Static<typeof SwitchBody> }>('/account/team', { schema: { body: SwitchBody }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      await graph.run(SwitchConsoleTeamDocument, { teamId: request.body.teamId }, consoleCaller(request));
      return reply.redirect('/console/surveys', 303);
    });

    app.post<{ Body: Static<typeof PasswordBody> }>('/account/password', { schema: { body: PasswordBody }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      // The current password is a guess like a sign-in's (a session left open): counted the same way, first.
      const attempt = await limits.signInAttempt(request.consoleUser!.user.email, request.ip);
      if (attempt.wait > 0) {
        const minutes = Math.ceil(attempt.wait / 60);
        return render(reply.code(429).header('retry-after', String(attempt.wait)), request, 'account', {
          title: 'Your account',
          teams: await teams(request),
          notice: null,
          error: { message: `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, param: 'current' },
        });
      }
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      try {
        const { changePassword } = await graph.run(ChangePasswordDocument, { current: request.body.current, next: request.body.next }, consoleCaller(request));
        await attempt.succeeded();
        setSessionCookie(reply, changePassword.secret, changePassword.expiresAt, page.secure);
        return reply.redirect('/console/account?done=password', 303);
      } catch (err) {
        if (!(err instanceof ApiError) || statusOf(err.kind) >= 500) {
          await attempt.undo();
          throw err;
        }
        // Only a wrong current password stays counted: the new one is checked after it.
        if (err.kind !== 'unauthenticated') await attempt.succeeded();
        return render(reply.code(statusOf(err.kind)), request, 'account', {
          title: 'Your account',
          teams: await teams(request),
          notice: null,
          error: { message: err.message, param: err.param ?? null },
        });
      }
    });
  };
