import { anonymousCaller, type GraphClient } from '../../graph-client/graph-client';
import { hashSecret } from '../../platform/secrets';
import type { SessionStore } from './admin-session';
import { EndOperatorSessionDocument, OperatorSessionIsLiveDocument, StartOperatorSessionDocument } from '../../graph-client/generated';

/**
 * Admin sessions kept by the accounts domain (table accounts.operator_sessions), reached through
 * the gateway like every other credential check, so split mode works the same. `configToken`
 * is OPERATOR_TOKEN: sessions it started stay live only while it is still the configured one.
 */
export function graphSessionStore(graph: GraphClient, configToken: string | undefined): SessionStore {
  const configTokenHash = configToken === undefined ? null : hashSecret(configToken);
  return {
    async start(token, ttlSeconds, request) {
      const data = await graph.run(StartOperatorSessionDocument, { secret: token, ttlSeconds }, anonymousCaller(request));
      return data.startOperatorSession.id;
    },
    async isLive(id, request) {
      return (await graph.run(OperatorSessionIsLiveDocument, { id, configTokenHash }, anonymousCaller(request))).operatorSessionIsLive;
    },
    async end(id, request) {
      await graph.run(EndOperatorSessionDocument, { id }, anonymousCaller(request));
    },
  };
}
