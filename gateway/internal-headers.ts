import { sameSecret } from '../platform/secrets';
import type { Principal } from '../platform/principal';

/**
 * Split mode: the gateway tells a remote subgraph who the caller is. Subgraphs sit on a
 * private network and trust these headers only with the shared INTERNAL_TOKEN.
 */
export const INTERNAL_HEADERS = {
  token: 'x-internal-token',
  principal: 'x-principal',
  requestId: 'x-request-id',
} as const;

export function encodePrincipal(p: Principal | null): string {
  return p ? Buffer.from(JSON.stringify(p)).toString('base64url') : '';
}

export function decodePrincipal(header: string | undefined): Principal | null {
  if (!header) return null;
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Principal;
}

/** Constant-time check of the presented internal token. */
export function internalTokenMatches(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && sameSecret(presented, expected);
}
