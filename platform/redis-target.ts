// No ioredis here: config.ts reads this before tracing has hooked the modules it instruments.
/**
 * Where Redis is: one server (REDIS_URL), or a Redis Cluster reached through some of its nodes
 * (REDIS_CLUSTER_NODES). Every Redis client of the service is made here, so queues, workers,
 * rate limits and readiness checks follow the same choice.
 */
export type RedisTarget = { kind: 'server'; url: string } | { kind: 'cluster'; nodes: { host: string; port: number }[]; username?: string; password?: string; tls: boolean };

/**
 * REDIS_CLUSTER_NODES: comma-separated seed nodes, `host:port` or `redis://[user:password@]host:port`
 * (`rediss://` for TLS); credentials and TLS are taken from the first that names them and apply
 * to every node the cluster reports. Throws on a malformed entry.
 */
export function parseClusterNodes(raw: string): Extract<RedisTarget, { kind: 'cluster' }> {
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error('want at least one node, as host:port');
  const target: Extract<RedisTarget, { kind: 'cluster' }> = { kind: 'cluster', nodes: [], tls: false };
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.includes('://') ? entry : `redis://${entry}`);
    } catch {
      throw new Error(`bad node "${entry}" (want host:port or redis://host:port)`);
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error(`bad node "${entry}": want redis:// or rediss://`);
    if (!url.hostname || !url.port || url.pathname.replace(/^\/$/, '') !== '') throw new Error(`bad node "${entry}" (want host:port, no database number: a cluster has one)`);
    target.nodes.push({ host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) });
    if (url.protocol === 'rediss:') target.tls = true;
    if (url.password && target.password === undefined) {
      target.password = decodeURIComponent(url.password);
      if (url.username) target.username = decodeURIComponent(url.username);
    }
  }
  return target;
}

/** The configured Redis, if any: a cluster when REDIS_CLUSTER_NODES is set, else REDIS_URL's server. */
export function redisTarget(c: { REDIS_URL?: string; REDIS_CLUSTER_NODES?: string }): RedisTarget | null {
  if (c.REDIS_CLUSTER_NODES) return parseClusterNodes(c.REDIS_CLUSTER_NODES);
  if (c.REDIS_URL) return { kind: 'server', url: c.REDIS_URL };
  return null;
}
