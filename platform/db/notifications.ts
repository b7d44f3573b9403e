import pg from 'pg';
import type { Logger } from 'pino';

/** A LISTEN session on one channel; `listening` is true only while notifications can arrive. */
export interface ChannelListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** A notification arrived (payloads are not used: a channel means "something changed"). */
  notify(): void;
  /** The session is gone (or never came up): notifications may be missed until `listening` again. */
  lost(): void;
}

const HEARTBEAT_MS = 10_000;
const RETRY_MS = [250, 1_000, 5_000];

/**
 * LISTENs on a PostgreSQL channel over a session of its own (a pooled connection cannot hold a
 * LISTEN; a transaction-mode pooler cannot either: point it at the server). Reconnects after a
 * failure; a heartbeat every 10 s finds a session that died silently. NOTIFY is delivered at
 * commit to every session listening, so every replica hears a change its peers commit.
 */
export function listenOn(url: string, channel: string, handlers: ChannelHandlers, log: Logger): ChannelListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`channel "${channel}": want a plain lower-case identifier`);
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const drop = (err?: unknown) => {
    const was = listening;
    listening = false;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    const old = client;
    client = null;
    old?.removeAllListeners('notification');
    old?.end().catch(() => undefined);
    handlers.lost();
    if (closed) return;
    if (was || attempt === 0) log.warn({ channel, err: err instanceof Error ? err.message : err }, 'notification session lost; reconnecting');
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    retry.unref();
    attempt += 1;
  };

  const connect = async () => {
    retry = null;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: `sfs-listen ${channel} ${process.pid}` });
    client = c;
    c.on('error', (err) => c === client && drop(err));
    c.on('end', () => c === client && drop('session ended'));
    c.on('notification', (msg) => msg.channel === channel && handlers.notify());
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      if (c === client) drop(err);
      return;
    }
    if (c !== client || closed) return;
    listening = true;
    attempt = 0;
    heartbeat = setInterval(() => {
      c.query('select 1').catch((err: unknown) => c === client && drop(err));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      listening = false;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
