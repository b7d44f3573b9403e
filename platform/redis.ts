import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { RedisTarget } from './redis-target';

/** Either kind of ioredis client; both speak the commands the service sends (single-key or single-slot). */
export type RedisClient = Redis | Cluster;

/**
 * A client of the target. `options` are per connection (timeouts, retries, name, offline queue,
 * lazyConnect); on a cluster they apply to every node's connection, and the offline queue and
 * lazyConnect to the cluster client too.
 */
export function redisClient(target: RedisTarget, options: RedisOptions = {}): RedisClient {
  if (target.kind === 'server') return new Redis(target.url, options);
  const { lazyConnect, enableOfflineQueue, ...perNode } = options;
  return new Cluster(target.nodes, {
    lazyConnect,
    enableOfflineQueue,
    // A failover moves slots: commands sent meanwhile wait for the new master instead of failing.
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 200,
    slotsRefreshInterval: 1000,
    redisOptions: {
      ...perNode,
      ...(target.username ? { username: target.username } : {}),
      ...(target.password ? { password: target.password } : {}),
      ...(target.tls ? { tls: {} } : {}),
    },
  });
}

/** True when the client can take commands (a cluster once it knows its slots). */
export function redisReady(client: RedisClient): boolean {
  return client.status === 'ready';
}
