import type { Scope } from '../subgraphs/accounts/entities/api-key.entity';

export type { Scope };

/** Who is calling, as found from a presented bearer secret (internal UUIDs). */
export interface Principal {
  kind: 'api_key' | 'oauth';
  team: { id: string; name: string };
  /** The key's user, else the team's first owner; null when the team has no members. */
  user: { id: string; name: string; email: string } | null;
  credentialId: string;
  /** Key name; OAuth tokens use their client id. */
  name: string;
  scopes: Scope[];
  livemode: boolean;
}
