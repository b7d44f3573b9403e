import fastifyFormbody from '@fastify/formbody';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../deps';
import { anonymousCaller } from '../../graph-client/graph-client';
import { formDecoded, loadOAuth, oauthRequest, oauthServer } from '../authorization/oauth-model';
import { authorizationServerMetadata } from '../authorization/metadata';
import { OAuthClientDocument, RevokeOAuthTokenDocument } from '../../graph-client/generated';
import { registrationRoutes } from './registration';

/** RFC 6749 §5.2 errors: `{error, error_description}`, never the API's envelope. */
function sendOAuthError(OAuth: typeof OAuth2Server, reply: FastifyReply, err: unknown, request: FastifyRequest) {
  if (err instanceof OAuth.OAuthError) {
    if (err.code === 401) reply.header('www-authenticate', 'Basic realm="oauth"');
    return reply.code(err.code).header('cache-control', 'no-store').send({ error: err.name, error_description: err.message });
  }
  request.log.error({ err }, 'oauth endpoint failed');
  return reply.code(500).header('cache-control', 'no-store').send({ error: 'server_error', error_description: 'The authorization server failed; try again.' });
}

/**
 * The token and revocation endpoints (RFC 6749, RFC 7009) and the metadata (RFC 8414). Form
 * bodies, OAuth's own error shape, `Cache-Control: no-store` on every token answer.
 */
export const oauthRoutes: FastifyPluginAsync<{ deps: FacadeDeps }> = async (app, { deps }) => {
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  app.get('/.well-known/oauth-authorization-server', { schema: { hide: true } }, async () => authorizationServerMetadata());
  await registrationRoutes(app, deps);

  app.post('/oauth/token', { schema: { hide: true } }, async (request, reply) => {
    const OAuth = await loadOAuth();
    // RFC 8707: the resource a token is asked for (one at most), checked against its grant's.
    const resource = (request.body as Record<string, unknown> | undefined)?.resource;
    if (resource !== undefined && typeof resource !== 'string') {
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_target', error_description: 'Name one resource.' });
    }
    const server = await oauthServer(deps.graph, () => anonymousCaller(request), { resource });
    const response = new OAuth.Response();
    try {
      await server.token(await oauthRequest(request), response);
    } catch (err) {
      return sendOAuthError(OAuth, reply, err, request);
    }
    for (const [k, v] of Object.entries(response.headers ?? {})) reply.header(k, v);
    return reply
      .code(response.status ?? 200)
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send(response.body);
  });

  // RFC 7009: the client authenticates (a public client names itself); unknown tokens still answer 200.
  app.post('/oauth/revoke', { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body as Record<string, string | undefined> | undefined) ?? {};
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    const [clientId, secret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(formDecoded) : [body.client_id, body.client_secret];
    if (!clientId || !body.token)
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_request', error_description: 'Send token and authenticate the client.' });
    const { oauthClient } = await deps.graph.run(OAuthClientDocument, { clientId, secret: secret ?? null, secretless: secret === undefined }, anonymousCaller(request));
    if (!oauthClient)
      return reply.code(401).header('www-authenticate', 'Basic realm="oauth"').send({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    await deps.graph.run(RevokeOAuthTokenDocument, { clientId, token: body.token }, anonymousCaller(request));
    return reply.code(200).header('cache-control', 'no-store').send();
  });
};
