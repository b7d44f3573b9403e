import type { Principal } from '../../platform/principal';
import { Me } from '../../http/api/v2/me/schemas';
import { serializeMe } from '../../http/api/v2/me/serializers';
import { httpError, startDirectServer, type DirectServer, type KeyRow } from './direct-server';

export type DirectMeServer = DirectServer;

function principalOf(key: KeyRow): Principal {
  const user = key.user_id ? { id: key.user_id, name: key.user_name!, email: key.user_email! } : null;
  return {
    kind: 'api_key',
    team: { id: key.team_id, name: key.team_name },
    user,
    credentialId: key.id,
    name: key.name,
    scopes: key.scopes,
    livemode: key.livemode,
  };
}

/**
 * The baseline for GET /v2/me: what the federated path does for an API key, straight on the
 * pool, answering with the same body (serializeMe, serialized with the facade's Me schema).
 */
export function startDirectMeServer(opts: { databaseUrl: string; poolMax: number }): Promise<DirectMeServer> {
  return startDirectServer(opts, ({ app, keyOf }) => {
    // The facade's response schema for 200, so both bodies come out of the same compiled
    // serializer (fast-json-stringify: required properties first, byte-identical output).
    app.get('/v2/me', { schema: { response: { 200: Me } } }, async (request) => {
      const key = await keyOf(request.headers.authorization);
      if (!key) throw httpError(401, 'authentication_required');
      const principal = principalOf(key);
      if (principal.scopes.length === 0 || !principal.scopes.includes('read')) throw httpError(403, 'insufficient_scope');
      return serializeMe(principal);
    });
  });
}
