import { GRAPH_SCOPE } from '../../../graph-client/graph-enums';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { config } from '../../../platform/config';
import { SCOPES } from '../../../platform/principal';
import type { FacadeDeps } from '../../deps';
import { ApiError } from '../../../graph-client/errors';
import { signedInFor } from '../guards';
import { checkboxes, CsrfField, ticked } from '../forms';
import { render, type PageContext } from '../render';
import { consoleCaller } from '../session';
import { type ApiKeyFieldsFragment, CreateTeamApiKeyDocument, RevokeTeamApiKeyDocument, TeamApiKeysDocument } from '../../../graph-client/generated';

const signedIn = signedInFor('/console/keys');

const CreateBody = Type.Object(
  {
    ...CsrfField,
    name: Type.String({ maxLength: 100 }),
    mode: Type.Union([Type.Literal('live'), Type.Literal('test')]),
    scopes: checkboxes(SCOPES),
  },
  { additionalProperties: false },
);
const RevokeBody = Type.Object(CsrfField, { additionalProperties: false });
const KeyParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ListQuery = Type.Object({ welcome: Type.Optional(Type.Literal('1')), revoked: Type.Optional(Type.Literal('1')) }, { additionalProperties: false });

/** Scopes as the API names them (`read`), not as GraphQL enum values (`READ`). */
/** A key as the page shows it: the graph's scope names (READ) lower-cased. */
const asPage = (k: ApiKeyFieldsFragment) => ({ ...k, scopes: k.scopes.map((s) => s.toLowerCase()) });

/** Where the API answers, for the page's example. */
const apiBase = () => config().PUBLIC_BASE_URL;

const canManage = (request: FastifyRequest) => request.consoleUser?.role !== 'member';

/** API keys: the list, a new key (its secret shown once), revoke. */
export const keyRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);
    const list = async (request: FastifyRequest) => (await graph.run(TeamApiKeysDocument, {}, consoleCaller(request))).teamApiKeys.map(asPage);

    // After a sign-up without a session (the email had an account), the sign-in page says so.
    const signedInAfterSignUp = async (request: FastifyRequest<{ Querystring: Static<typeof ListQuery> }>, reply: FastifyReply) => {
      if (!request.consoleUser && request.query.welcome) return reply.redirect('/console/sign-in?next=%2Fconsole%2Fkeys&from=sign-up', 303);
      return signedIn(request, reply);
    };

    app.get<{ Querystring: Static<typeof ListQuery> }>('/keys', { schema: { querystring: ListQuery }, preHandler: signedInAfterSignUp }, async (request, reply) => {
      const notice = request.query.welcome
        ? 'Your account is ready. Create a test key to try the API.'
        : request.query.revoked
          ? 'The key was revoked. Requests made with it now get 401.'
          : null;
      return render(reply, request, 'keys', { title: 'API keys', keys: await list(request), canManage: canManage(request), notice, form: { mode: 'test' }, error: null });
    });

    app.post<{ Body: Static<typeof CreateBody> }>('/keys', { schema: { body: CreateBody }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      const { name, mode } = request.body;
      const scopes = ticked(request.body.scopes);
      try {
        const { createTeamApiKey } = await graph.run(
          CreateTeamApiKeyDocument,
          { name, livemode: mode === 'live', scopes: scopes.map((s) => GRAPH_SCOPE[s]) },
          consoleCaller(request),
        );
        return render(reply.code(201), request, 'key-created', {
          title: 'Your new API key',
          key: asPage(createTeamApiKey.key),
          secret: createTeamApiKey.secret,
          apiBase: apiBase(),
        });
      } catch (err) {
        if (!(err instanceof ApiError) || (err.kind !== 'invalid' && err.kind !== 'forbidden')) throw err;
        const keys = await list(request);
        return render(reply.code(err.kind === 'forbidden' ? 403 : 400), request, 'keys', {
          title: 'API keys',
          keys,
          canManage: canManage(request),
          notice: null,
          form: { name, mode, scopes },
          error: { message: err.message, param: err.param ?? null },
        });
      }
    });

    app.post<{ Params: Static<typeof KeyParams>; Body: Static<typeof RevokeBody> }>(
      '/keys/:id/revoke',
      { schema: { params: KeyParams, body: RevokeBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        await graph.run(RevokeTeamApiKeyDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect('/console/keys?revoked=1', 303);
      },
    );
  };
