import { LRUCache } from 'lru-cache';
import { hashSecret } from '../platform/secrets';
import type { Principal } from '../platform/principal';

/** Where invalidations come from: a LISTEN session (platform/db/notifications.ts). */
export interface InvalidationSource {
  readonly listening: boolean;
}

/**
 * The principals of recently seen API keys, so a request does not run the Authenticate
 * operation (a gateway operation and a database round trip) for a key this process has just
 * checked. Revocation still applies at once: every change to keys, teams, their members or
 * their users NOTIFYs `sfs_principals` (accounts migration 0007), which clears the cache in
 * every replica, and this process clears it itself after its own credential-changing
 * operations. The cache serves nothing while that LISTEN session is down. Entries live
 * PRINCIPAL_CACHE_SECONDS (60 by default: the resolution of a key's `lastUsedAt`). Unknown keys are never cached.
 */
export class PrincipalCache {
  private readonly entries: LRUCache<string, Principal>;
  /** Bumped by every clear: an answer fetched across a clear is not stored. */
  private generation = 0;

  constructor(
    private readonly source: InvalidationSource,
    ttlSeconds = 60,
  ) {
    this.entries = new LRUCache<string, Principal>({ max: 10_000, ttl: ttlSeconds * 1000 });
  }

  /** Keys are SHA-256 hashes of the secrets: the secrets themselves are not kept. */
  get(secret: string): Principal | undefined {
    return this.source.listening ? this.entries.get(hashSecret(secret)) : undefined;
  }

  /** What a later `store` must pass: the generation when the lookup began. */
  begin(): number {
    return this.generation;
  }

  store(secret: string, principal: Principal, since: number): void {
    if (since === this.generation && this.source.listening && principal.kind === 'api_key') this.entries.set(hashSecret(secret), principal);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
