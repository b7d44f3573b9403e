import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Principal } from '../principal';

/**
 * The context every subgraph resolver sees. In all-in-one mode the gateway hands its own
 * context to in-process subgraphs; in split mode each subgraph rebuilds it from the
 * internal headers the gateway sends (gateway/remote-data-source.ts).
 */
export interface GraphContext {
  /** A fresh identity map for this request, forked from the process ORM. */
  em: EntityManager;
  /** The REST caller, when the facade made the call on a caller's behalf. */
  principal: Principal | null;
  requestId: string;
  log: Logger;
}
