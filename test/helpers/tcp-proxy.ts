import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The loopback port the proxy listens on; kept across stop() and start(). */
  readonly port: number;
  /** Stops listening and drops every connection, as a server that went away (clients see EOF, then refusals). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Keeps every connection open but forwards nothing, new ones included: a network that black-holes packets. */
  freeze(): void;
  /** Forwards again what froze (buffered bytes flow on, held connections reach the target). */
  thaw(): void;
  /** New connections go to another server from now on (a virtual address moving to a promoted standby). */
  retarget(next: { host: string; port: number }): void;
  /** Same as stop(), for afterAll. */
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP forwarder on 127.0.0.1 in front of `target`, to take a dependency (PostgreSQL, Redis)
 * away from a running service and give it back, without touching the real server.
 */
export async function startTcpProxy(initial: { host: string; port: number }): Promise<TcpProxy> {
  let target = initial;
  const pairs = new Set<Pair>();
  let server: Server | null = null;
  let port = 0;
  let frozen = false;

  const connectUpstream = (pair: Pair) => {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => {});
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = createServer((client) => {
        const pair: Pair = { client, upstream: null };
        pairs.add(pair);
        client.on('error', () => {});
        client.on('close', () => {
          pairs.delete(pair);
          pair.upstream?.destroy();
        });
        if (frozen) client.pause();
        else connectUpstream(pair);
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        port = (srv.address() as { port: number }).port;
        server = srv;
        resolve();
      });
    });

  const stop = async () => {
    const srv = server;
    server = null;
    frozen = false;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
    if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        if (!upstream) continue;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
      }
    },
    retarget(next) {
      target = next;
    },
    close: stop,
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}
