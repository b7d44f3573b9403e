import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { hasSetpriv } from '../../platform/embedded/postgres-server';
import { freePort } from '../helpers/processes';
import { waitFor } from '../helpers/wait-for';

/**
 * A Redis Cluster of Debian's redis-server on free loopback ports: three masters, each with a
 * replica (`redis-cli --cluster create … --cluster-replicas 1`), a 2 s node timeout so a killed
 * master's replica takes over within seconds. Nothing is kept on disk. Stops with the test.
 */
export interface OwnRedisCluster {
  /** REDIS_CLUSTER_NODES for the service: two of the masters (the client learns the rest). */
  seeds: string;
  /** The port of the master that serves a key's slot now. */
  masterOf(key: string): Promise<number>;
  /** Ports of the current masters. */
  masters(): Promise<number[]>;
  /** SIGKILL a master; waits until the cluster is whole again with its replica as master. */
  kill(port: number): Promise<void>;
  /** `CLUSTER FAILOVER` on a master's replica (a planned switch, no write lost); waits until the replica serves its slots. */
  failover(port: number): Promise<void>;
  /** FLUSHALL on every master: the cluster forgets everything, as a failover to empty replicas would. */
  wipe(): Promise<void>;
  /** Every key on every master matching a pattern. */
  keys(pattern: string): Promise<string[]>;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const setpriv = hasSetpriv();
const NODES = 6;

export async function startRedisCluster(): Promise<OwnRedisCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sfs-redis-cluster-'));
  const ports: number[] = [];
  while (ports.length < NODES) {
    const port = await freePort();
    // The cluster bus listens on port + 10000: both must be free.
    if (port + 10_000 < 65_536 && !ports.includes(port)) ports.push(port);
  }
  const children = new Map<number, ChildProcess>();
  const admin = (port: number) => new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  const command = async <T>(port: number, ...args: string[]): Promise<T> => {
    const client = admin(port);
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.call(args[0], ...args.slice(1))) as T;
    } finally {
      client.disconnect();
    }
  };
  const alive = (port: number) => {
    const c = children.get(port);
    return !!c && c.exitCode === null && c.signalCode === null;
  };

  for (const port of ports) {
    // With setpriv (util-linux), the node dies with this process even when afterAll never runs.
    const child = spawn(
      setpriv ? 'setpriv' : 'redis-server',
      [
        ...(setpriv ? ['--pdeathsig', 'KILL', '--', 'redis-server'] : []),
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        path.join(dir, `nodes-${port}.conf`),
        '--cluster-node-timeout',
        '2000',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--loglevel',
        'warning',
      ],
      { stdio: 'ignore' },
    );
    children.set(port, child);
  }
  const stop = async () => {
    await Promise.all(
      [...children.values()].map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGKILL');
        await exited;
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) {
      await waitFor(
        () =>
          command<string>(port, 'PING').then(
            (r) => r === 'PONG',
            () => false,
          ),
        { timeoutMs: 10_000, intervalMs: 50, what: `redis-server on ${port}` },
      );
    }
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes']);
    await waitFor(async () => (await Promise.all(ports.map((p) => command<string>(p, 'CLUSTER', 'INFO')))).every((info) => info.includes('cluster_state:ok')), {
      timeoutMs: 30_000,
      intervalMs: 100,
      what: 'the cluster formed',
    });
    // A replica that has not synced with its master cannot be promoted: wait for every link.
    await waitFor(
      async () => {
        const infos = await Promise.all(ports.map((p) => command<string>(p, 'INFO', 'replication')));
        const replicas = infos.filter((i) => i.includes('role:slave'));
        return replicas.length === NODES / 2 && replicas.every((i) => i.includes('master_link_status:up'));
      },
      { timeoutMs: 30_000, intervalMs: 100, what: 'every replica in sync' },
    );
  } catch (err) {
    await stop();
    throw err;
  }

  const livePort = () => ports.find(alive)!;
  /** CLUSTER SLOTS as seen by a live node: [from, to, [host, port, id], …replicas]. */
  const slots = () => command<[number, number, [string, number, string]][]>(livePort(), 'CLUSTER', 'SLOTS');
  const masters = async () => [...new Set((await slots()).map((s) => Number(s[2][1])))].filter(alive).sort();
  const masterOf = async (key: string) => {
    const slot = await command<number>(livePort(), 'CLUSTER', 'KEYSLOT', key);
    const range = (await slots()).find(([from, to]) => slot >= from && slot <= to);
    if (!range) throw new Error(`no node serves slot ${slot}`);
    return Number(range[2][1]);
  };

  return {
    seeds: ports
      .slice(0, 2)
      .map((p) => `127.0.0.1:${p}`)
      .join(','),
    masterOf,
    masters,
    async kill(port) {
      const child = children.get(port)!;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      // The replica is promoted once the others have marked the master failed (node timeout)
      // and the cluster serves every slot again.
      await waitFor(
        async () => {
          const live = ports.filter(alive);
          const infos = await Promise.all(live.map((p) => command<string>(p, 'CLUSTER', 'INFO').catch(() => '')));
          if (!infos.every((i) => i.includes('cluster_state:ok'))) return false;
          return (await slots()).every((s) => Number(s[2][1]) !== port);
        },
        { timeoutMs: 30_000, intervalMs: 100, what: `a replica promoted in place of ${port}` },
      );
    },
    async failover(port) {
      const info = await command<string>(port, 'INFO', 'replication');
      const replica = Number(/slave0:ip=[^,]+,port=(\d+)/.exec(info)?.[1]);
      if (!replica) throw new Error(`master ${port} has no replica:\n${info}`);
      await command(replica, 'CLUSTER', 'FAILOVER');
      await waitFor(async () => (await slots()).every((s) => Number(s[2][1]) !== port) && (await command<string>(replica, 'CLUSTER', 'INFO')).includes('cluster_state:ok'), {
        timeoutMs: 30_000,
        intervalMs: 100,
        what: `replica ${replica} serving in place of ${port}`,
      });
    },
    async wipe() {
      for (const port of await masters()) await command(port, 'FLUSHALL');
    },
    async keys(pattern) {
      const found: string[] = [];
      for (const port of await masters()) found.push(...(await command<string[]>(port, 'KEYS', pattern)));
      return found;
    },
    stop,
  };
}
