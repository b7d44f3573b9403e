import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { ApiError, statusOf } from '../../../graph-client/errors';
import { signedInFor } from '../guards';
import { CsrfField } from '../forms';
import { render, shownOnForm, type PageContext } from '../render';
import { consoleCaller, setSessionCookie } from '../session';
import {
  AcceptInvitationDocument,
  ChangeMemberRoleDocument,
  InvitationDocument,
  InviteMemberDocument,
  RemoveMemberDocument,
  RevokeInvitationDocument,
  TeamPageDocument,
} from '../../../graph-client/generated';

const signedIn = signedInFor('/console/team');

const Role = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);
const InviteBody = Type.Object({ ...CsrfField, email: Type.String({ maxLength: 254 }), role: Role }, { additionalProperties: false });
const RoleBody = Type.Object({ ...CsrfField, role: Role }, { additionalProperties: false });
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
const UserParams = Type.Object({ userId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const InvitationParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const SecretParams = Type.Object({ secret: Type.String({ pattern: '^inv_[A-Za-z0-9_-]{43}$' }) }, { additionalProperties: false });
const AcceptBody = Type.Object(
  { ...CsrfField, name: Type.Optional(Type.String({ maxLength: 200 })), password: Type.Optional(Type.String({ maxLength: 256 })) },
  { additionalProperties: false },
);
const TeamQuery = Type.Object(
  { done: Type.Optional(Type.Union([Type.Literal('role'), Type.Literal('removed'), Type.Literal('revoked'), Type.Literal('joined')])) },
  { additionalProperties: false },
);

const NOTICES = {
  role: 'The role was changed.',
  removed: 'The member was removed; their console sessions for this team have ended.',
  revoked: 'The invitation was revoked; its link no longer works.',
  joined: 'Welcome to the team.',
} as const;

/** The team page (members, roles, invitations) and the invitation link's page. */
export const teamRoutes = ({ graph }: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);

    async function teamPage(reply: FastifyReply, request: FastifyRequest, extra: Record<string, unknown>) {
      const { teamMembers, teamInvitations } = await graph.run(TeamPageDocument, {}, consoleCaller(request));
      const me = request.consoleUser!;
      return render(reply, request, 'team', {
        title: 'Team',
        members: teamMembers.nodes,
        invitations: teamInvitations,
        canManage: me.role !== 'member',
        isOwner: me.role === 'owner',
        notice: null,
        invited: null,
        error: null,
        form: {},
        ...extra,
      });
    }

    /** A refused change shows the page again with the domain's reason, at the domain's status. */
    async function refused(reply: FastifyReply, request: FastifyRequest, err: unknown, form: Record<string, unknown> = {}) {
      if (!shownOnForm(err)) throw err;
      return teamPage(reply.code(statusOf(err.kind)), request, { error: { message: err.message, param: err.param ?? null }, form });
    }

    app.get<{ Querystring: Static<typeof TeamQuery> }>('/team', { schema: { querystring: TeamQuery }, preHandler: signedIn }, async (request, reply) =>
      teamPage(reply, request, { notice: request.query.done ? NOTICES[request.query.done] : null }),
    );

    app.post<{ Body: Static<typeof InviteBody> }>('/team/invitations', { schema: { body: InviteBody }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      const { email, role } = request.body;
      try {
        const { inviteMember } = await graph.run(InviteMemberDocument, { email, role }, consoleCaller(request));
        const link = `${page.baseUrl()}/console/invitations/${inviteMember.secret}`;
        return teamPage(reply.code(201), request, { invited: { email: inviteMember.invitation.email, role, link } });
      } catch (err) {
        return refused(reply, request, err, { email, role });
      }
    });

    app.post<{ Params: Static<typeof InvitationParams>; Body: Static<typeof EmptyBody> }>(
      '/team/invitations/:id/revoke',
      { schema: { params: InvitationParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        try {
          await graph.run(RevokeInvitationDocument, { id: request.params.id }, consoleCaller(request));
          return reply.redirect('/console/team?done=revoked', 303);
        } catch (err) {
          return refused(reply, request, err);
        }
      },
    );

    app.post<{ Params: Static<typeof UserParams>; Body: Static<typeof RoleBody> }>(
      '/team/members/:userId/role',
      { schema: { params: UserParams, body: RoleBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        try {
          await graph.run(ChangeMemberRoleDocument, { userId: request.params.userId, role: request.body.role }, consoleCaller(request));
          return reply.redirect('/console/team?done=role', 303);
        } catch (err) {
          return refused(reply, request, err);
        }
      },
    );

    app.post<{ Params: Static<typeof UserParams>; Body: Static<typeof EmptyBody> }>(
      '/team/members/:userId/remove',
      { schema: { params: UserParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        try {
          await graph.run(RemoveMemberDocument, { userId: request.params.userId }, consoleCaller(request));
          return reply.redirect('/console/team?done=removed', 303);
        } catch (err) {
          return refused(reply, request, err);
        }
      },
    );

    // The invitation link: anyone holding it may look; accepting needs the invited email's account or a new one.
    app.get<{ Params: Static<typeof SecretParams> }>('/invitations/:secret', { schema: { params: SecretParams } }, async (request, reply) => {
      const { invitation } = await graph.run(InvitationDocument, { secret: request.params.secret }, consoleCaller(request));
      if (!invitation)
        return render(reply.code(404), request, 'error', {
          title: 'This invitation has ended',
          message: 'The link was revoked, used or is more than 7 days old. Ask for a new one.',
          status: 404,
        });
      return render(reply, request, 'invitation', { title: `Join ${invitation.teamName}`, invitation, secret: request.params.secret, error: null, form: {} });
    });

    app.post<{ Params: Static<typeof SecretParams>; Body: Static<typeof AcceptBody> }>(
      '/invitations/:secret',
      { schema: { params: SecretParams, body: AcceptBody }, preHandler: csrf },
      async (request, reply) => {
        const { secret } = request.params;
        const { name, password } = request.body;
        try {
          const { acceptInvitation } = await graph.run(AcceptInvitationDocument, { secret, name: name ?? null, password: password ?? null }, consoleCaller(request));
          setSessionCookie(reply, acceptInvitation.secret, acceptInvitation.expiresAt, page.secure);
          return reply.redirect('/console/team?done=joined', 303);
        } catch (err) {
          if (!(err instanceof ApiError) || statusOf(err.kind) >= 500) throw err;
          const { invitation } = await graph.run(InvitationDocument, { secret }, consoleCaller(request));
          if (!invitation) return render(reply.code(404), request, 'error', { title: 'This invitation has ended', message: err.message, status: 404 });
          return render(reply.code(statusOf(err.kind)), request, 'invitation', {
            title: `Join ${invitation.teamName}`,
            invitation,
            secret,
            error: { message: err.message, param: err.param ?? null },
            form: { name },
          });
        }
      },
    );
  };
