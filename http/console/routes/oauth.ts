import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleScopes, SCOPES, scopesAllowed, type Scope } from '../../../platform/principal';
import type { FacadeDeps } from '../../deps';
import { anonymousCaller } from '../../../graph-client/graph-client';
import { statusOf } from '../../../graph-client/errors';
import { authorizationServerMetadata, mcpResource } from '../../authorization/metadata';
import { loadOAuth, oauthRequest, oauthServer, type OAuthUser } from '../../authorization/oauth-model';
import { isMetadataUrl, metadataClient } from '../../authorization/client-metadata';
import { signedInFor } from '../guards';
import { CsrfField } from '../forms';
import { render, shownOnForm, type PageContext } from '../render';
import { consoleCaller } from '../session';
import {
  DisconnectAppDocument,
  OAuthClientDocument,
  RegisterOAuthClientDocument,
  RemoveOAuthClientDocument,
  RevokeOAuthGrantDocument,
  TeamOAuthClientsDocument,
  type OAuthClientFieldsFragment,
} from '../../../graph-client/generated';

type Client = OAuthClientFieldsFragment;

const Str = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const AuthorizeFields = {
  response_type: Str(40),
  // An id this server issued, or a Client ID Metadata Document's https URL.
  client_id: Str(2048),
  redirect_uri: Str(2048),
  scope: Str(200),
  state: Str(1024),
  code_challenge: Str(200),
  code_challenge_method: Str(20),
  // RFC 8707: the resource the app wants a token for (the MCP endpoint), or none (the v1 API).
  resource: Str(2048),
};
const AuthorizeQuery = Type.Object(AuthorizeFields, { additionalProperties: false });
const DecisionBody = Type.Object(
  {
    ...CsrfField,
    decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
    // The mode an agent's grant acts in, as the person chose on the page (MCP grants only).
    mode: Type.Optional(Type.Union([Type.Literal('test'), Type.Literal('live')])),
    ...AuthorizeFields,
  },
  { additionalProperties: false },
);
const RegisterBody = Type.Object(
  {
    ...CsrfField,
    name: Type.String({ maxLength: 100 }),
    redirectUris: Type.String({ maxLength: 10_000 }),
    type: Type.Union([Type.Literal('confidential'), Type.Literal('public')]),
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ClientParams = Type.Object({ clientId: Type.String({ maxLength: 2048, pattern: '^(app_[0-9a-f]{32}|https://.+)$' }) }, { additionalProperties: false });
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
const DoneQuery = Type.Object(
  { done: Type.Optional(Type.Union([Type.Literal('removed'), Type.Literal('disconnected'), Type.Literal('revoked')])) },
  { additionalProperties: false },
);

const SCOPE_TEXT: Record<string, string> = {
  read: 'See your team’s surveys, results, responses and credits',
  write: 'Create and change drafts, rate responses, send follow-ups',
  spend: 'Publish surveys and buy credits: spend your team’s money',
};
const NOTICES = {
  removed: 'The app was removed; every token it held has stopped working.',
  disconnected: 'The app no longer has access; its tokens have stopped working.',
  revoked: 'The grant was revoked; its tokens have stopped working.',
} as const;

type AuthorizeParams = Static<typeof AuthorizeQuery>;

/** An authorization response names this issuer (RFC 9207), success or error. */
function withIssuer(location: string): string {
  const u = new URL(location);
  u.searchParams.set('iss', authorizationServerMetadata().issuer);
  return u.toString();
}

/** Where an OAuth error goes back to the app (RFC 6749 §4.1.2.1), with its state. */
function backToApp(reply: FastifyReply, redirectUri: string, error: string, description: string, state: string | undefined) {
  const u = new URL(redirectUri);
  u.searchParams.set('error', error);
  u.searchParams.set('error_description', description);
  if (state !== undefined) u.searchParams.set('state', state);
  return reply.redirect(withIssuer(u.toString()), 303);
}

/** "write", "write or spend", "read, write or spend". */
const orList = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? ''));

/** The consent page of the authorization endpoint, and the console's OAuth apps and connected apps. */
export const oauthConsoleRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);

    // A Fastify reply is a thenable, which an async function cannot return (it resolves to
    // undefined): checkRequest answers the request itself and returns null.
    const answered = (_reply: FastifyReply) => null;

    /**
     * Checks an authorization request. An unknown app or a redirect URI it did not register is
     * shown here, never followed; other problems go back to the app as RFC 6749 errors.
     */
    async function checkRequest(request: FastifyRequest, reply: FastifyReply, q: AuthorizeParams): Promise<{ client: Client; scopes: Scope[]; withheld: Scope[] } | null> {
      // An https client id is a Client ID Metadata Document: fetched now, so the page shows what it says today.
      let oauthClient: Client | null = null;
      if (q.client_id && isMetadataUrl(q.client_id)) {
        const found = await metadataClient(graph, request, q.client_id);
        if ('problem' in found) {
          await render(reply.code(400), request, 'error', { title: 'This app link is not valid', message: found.problem, status: 400 });
          return null;
        }
        oauthClient = found.client;
      } else if (q.client_id) {
        oauthClient = (await graph.run(OAuthClientDocument, { clientId: q.client_id, secret: null, secretless: false }, anonymousCaller(request))).oauthClient;
      }
      if (!oauthClient || !q.redirect_uri || !oauthClient.redirectUris.includes(q.redirect_uri)) {
        await render(reply.code(400), request, 'error', {
          title: 'This app link is not valid',
          message: 'The app is unknown, or it asked to return to an address it did not register.',
          status: 400,
        });
        return null;
      }
      // RFC 8707: the one resource besides the v1 API is the MCP endpoint; an app that registered
      // itself is an agent's, for /mcp only (docs/decisions.md, "Agents over MCP").
      if (q.resource !== undefined && q.resource !== mcpResource())
        return answered(backToApp(reply, q.redirect_uri, 'invalid_target', `The only resource here is ${mcpResource()}.`, q.state));
      if (oauthClient.teamId === null && q.resource === undefined)
        return answered(backToApp(reply, q.redirect_uri, 'invalid_target', `An app that registered itself gets tokens for ${mcpResource()} only: send resource.`, q.state));
      if (q.response_type !== 'code') return answered(backToApp(reply, q.redirect_uri, 'unsupported_response_type', 'Only response_type=code is supported.', q.state));
      if (q.code_challenge && q.code_challenge_method !== 'S256')
        return answered(backToApp(reply, q.redirect_uri, 'invalid_request', 'code_challenge_method must be S256.', q.state));
      if (!oauthClient.confidential && !q.code_challenge) return answered(backToApp(reply, q.redirect_uri, 'invalid_request', 'Public clients must use PKCE (S256).', q.state));
      const words = (q.scope ?? '').split(' ').filter(Boolean);
      if (words.some((s) => !(SCOPES as readonly string[]).includes(s)))
        return answered(backToApp(reply, q.redirect_uri, 'invalid_scope', 'Scopes are read, write and spend.', q.state));
      const asked = words.length ? SCOPES.filter((s) => words.includes(s)) : (['read'] as Scope[]);
      // The consent offers at most what the person's role allows; the rest is withheld, and a
      // request for nothing the role allows goes back to the app (docs/decisions.md, "OAuth").
      const role = request.consoleUser!.role;
      const scopes = scopesAllowed(asked, role);
      if (!scopes.length)
        return answered(backToApp(reply, q.redirect_uri, 'invalid_scope', `Your role in this team (${role}) allows only: ${roleScopes(role).join(', ')}.`, q.state));
      return { client: oauthClient, scopes, withheld: asked.filter((s) => !scopes.includes(s)) };
    }

    app.get<{ Querystring: AuthorizeParams }>('/oauth/authorize', { schema: { querystring: AuthorizeQuery } }, async (request, reply) => {
      if (!request.consoleUser) return reply.redirect(`/console/sign-in?next=${encodeURIComponent(request.url)}`, 303);
      const checked = await checkRequest(request, reply, request.query);
      if (!checked) return reply;
      // The decision's answer is a redirect to the app: this page's forms may lead there (CSP form-action).
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("form-action 'self'", `form-action 'self' ${new URL(request.query.redirect_uri!).origin}`));
      return render(reply, request, 'consent', {
        title: `Allow ${checked.client.name}?`,
        client: checked.client,
        agent: request.query.resource !== undefined,
        // A metadata document's host served the name shown: the page names that host.
        publisher: checked.client.registration === 'metadata' ? new URL(checked.client.clientId).host : null,
        mode: request.consoleMode,
        scopes: checked.scopes.map((s) => ({ name: s, text: SCOPE_TEXT[s] })),
        withheld: checked.withheld.length ? `Your role in this team (${request.consoleUser.role}) does not allow ${orList(checked.withheld)}; the app gets the rest.` : null,
        params: request.query,
      });
    });

    app.post<{ Body: Static<typeof DecisionBody> }>('/oauth/authorize', { schema: { body: DecisionBody }, preHandler: csrf }, async (request, reply) => {
      if (!request.consoleUser) return reply.redirect('/console/sign-in', 303);
      const { decision, mode, _csrf: _, ...params } = request.body;
      const checked = await checkRequest(request, reply, params);
      if (!checked) return reply;
      if (decision === 'deny') return backToApp(reply, params.redirect_uri!, 'access_denied', 'The person declined.', params.state);
      const me = request.consoleUser;
      const OAuth = await loadOAuth();
      const server = await oauthServer(graph, () => anonymousCaller(request));
      const response = new OAuth.Response();
      try {
        await server.authorize(await oauthRequest(request, { ...params, scope: checked.scopes.join(' ') }), response, {
          authenticateHandler: {
            // An agent's grant acts in the mode chosen on the page; v1 grants act in live mode, as they always have.
            handle: (): OAuthUser => ({
              id: me.user.id,
              teamId: me.team.id,
              role: me.role,
              resource: params.resource ?? null,
              livemode: params.resource === undefined || (mode ?? request.consoleMode) === 'live',
            }),
          },
        });
      } catch (err) {
        if (!(err instanceof OAuth.OAuthError)) throw err;
      }
      const location = response.get('location') as string | undefined;
      if (!location) throw new Error('the authorization server gave no redirect');
      return reply.redirect(withIssuer(location), 303);
    });

    async function appsPage(reply: FastifyReply, request: FastifyRequest, extra: Record<string, unknown> = {}) {
      const { teamOAuthClients, connectedApps, teamOAuthGrants } = await graph.run(TeamOAuthClientsDocument, {}, consoleCaller(request));
      return render(reply, request, 'apps', {
        title: 'OAuth apps',
        clients: teamOAuthClients,
        connected: connectedApps,
        grants: teamOAuthGrants,
        canManage: request.consoleUser!.role !== 'member',
        notice: null,
        error: null,
        form: {},
        ...extra,
      });
    }

    const signedIn = signedInFor('/console/apps');

    app.get<{ Querystring: Static<typeof DoneQuery> }>('/apps', { schema: { querystring: DoneQuery }, preHandler: signedIn }, async (request, reply) =>
      appsPage(reply, request, { notice: request.query.done ? NOTICES[request.query.done] : null }),
    );

    app.post<{ Body: Static<typeof RegisterBody> }>('/apps', { schema: { body: RegisterBody }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      const { name, redirectUris, type } = request.body;
      try {
        const { registerOAuthClient } = await graph.run(
          RegisterOAuthClientDocument,
          { name, redirectUris: redirectUris.split(/\s+/).filter(Boolean), confidential: type === 'confidential' },
          consoleCaller(request),
        );
        return render(reply.code(201), request, 'app-created', { title: 'Your new OAuth app', client: registerOAuthClient.client, secret: registerOAuthClient.secret });
      } catch (err) {
        if (!shownOnForm(err)) throw err;
        return appsPage(reply.code(statusOf(err.kind)), request, { error: { message: err.message, param: err.param ?? null }, form: { name, redirectUris, type } });
      }
    });

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/apps/:id/remove',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        await graph.run(RemoveOAuthClientDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect('/console/apps?done=removed', 303);
      },
    );

    app.post<{ Params: Static<typeof ClientParams>; Body: Static<typeof EmptyBody> }>(
      '/connected-apps/:clientId/disconnect',
      { schema: { params: ClientParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        await graph.run(DisconnectAppDocument, { clientId: request.params.clientId }, consoleCaller(request));
        return reply.redirect('/console/apps?done=disconnected', 303);
      },
    );

    // Owners and admins revoke any grant of the team, a member their own (the accounts domain decides).
    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/grants/:id/revoke',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        await graph.run(RevokeOAuthGrantDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect('/console/apps?done=revoked', 303);
      },
    );
  };
