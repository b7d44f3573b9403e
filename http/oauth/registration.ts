import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FacadeDeps } from '../deps';
import { anonymousCaller } from '../../graph-client/graph-client';
import { ApiError } from '../../graph-client/errors';
import { RegisterDynamicOAuthClientDocument } from '../../graph-client/generated';

/**
 * RFC 7591 dynamic client registration, as MCP clients register without an operator. Every
 * app registered here is public (no secret; PKCE S256 protects its codes), belongs to no team,
 * and gets tokens for the MCP endpoint only (http/console/routes/oauth.ts). Metadata this
 * server does not use is accepted and not echoed (§2); what it registers is what it answers.
 */
const RegistrationBody = Type.Object(
  {
    redirect_uris: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { minItems: 1, maxItems: 10 }),
    client_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    token_endpoint_auth_method: Type.Optional(Type.String({ maxLength: 100 })),
    grant_types: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })),
    response_types: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 })),
    scope: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);
type Registration = Static<typeof RegistrationBody>;

const GRANTS = ['authorization_code', 'refresh_token'];

function refuse(reply: FastifyReply, error: 'invalid_client_metadata' | 'invalid_redirect_uri', description: string) {
  return reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });
}

export async function registrationRoutes(app: FastifyInstance, { graph, limits }: FacadeDeps): Promise<void> {
  app.post<{ Body: Registration }>(
    '/oauth/register',
    {
      schema: { hide: true, body: RegistrationBody },
      bodyLimit: 16 * 1024,
      // RFC 7591 §3.2.2: a body the schema refuses is invalid_client_metadata, in OAuth's error shape.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return refuse(reply, 'invalid_client_metadata', `${request.validationError.message}.`);
      const wait = await limits.clientRegistrationWait(request.ip);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ error: 'slow_down', error_description: `Too many registrations from this address; try again in ${wait} s.` });
      }
      const body = request.body;
      if (body.token_endpoint_auth_method !== undefined && body.token_endpoint_auth_method !== 'none') {
        return refuse(reply, 'invalid_client_metadata', 'Apps registered here are public: token_endpoint_auth_method is "none" (PKCE S256 protects the code).');
      }
      if (body.grant_types?.some((g) => !GRANTS.includes(g))) return refuse(reply, 'invalid_client_metadata', 'grant_types are authorization_code and refresh_token.');
      if (body.response_types?.some((r) => r !== 'code')) return refuse(reply, 'invalid_client_metadata', 'response_types is ["code"].');
      try {
        const { registerDynamicOAuthClient: c } = await graph.run(
          RegisterDynamicOAuthClientDocument,
          { name: body.client_name ?? 'Unnamed agent', redirectUris: body.redirect_uris },
          anonymousCaller(request),
        );
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send({
            client_id: c.clientId,
            client_id_issued_at: Math.floor(new Date(c.createdAt).getTime() / 1000),
            client_name: c.name,
            redirect_uris: c.redirectUris,
            token_endpoint_auth_method: 'none',
            grant_types: GRANTS,
            response_types: ['code'],
          });
      } catch (err) {
        if (err instanceof ApiError && err.param === 'redirect_uris') return refuse(reply, 'invalid_redirect_uri', err.message);
        if (err instanceof ApiError && err.kind === 'invalid') return refuse(reply, 'invalid_client_metadata', err.message);
        throw err;
      }
    },
  );
}
