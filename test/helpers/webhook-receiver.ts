import { startLoopbackHttps } from './loopback-cert';

/** What the receiver does with one request. */
export type Reply = number | 'timeout' | 'reset' | { status: number; headers: Record<string, string> };

export interface Receipt {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw bytes received. */
  body: string;
  at: number;
}

/**
 * A loopback HTTPS webhook receiver with a self-signed certificate (its PEM written to a file
 * for OUTBOUND_CA_FILE). Each path answers from its own script of replies, then 200.
 */
export async function startReceiver() {
  const receipts: Receipt[] = [];
  const scripts = new Map<string, Reply[]>();
  const server = await startLoopbackHttps('receiver', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '/';
      receipts.push({ path: p, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const reply = scripts.get(p)?.shift() ?? 200;
      if (reply === 'timeout') return; // held open until the client gives up
      if (reply === 'reset') return req.socket.destroy();
      if (typeof reply === 'number') return res.writeHead(reply).end(reply < 300 ? 'ok' : 'no');
      res.writeHead(reply.status, reply.headers).end();
    });
  });
  return {
    caFile: server.caFile,
    url: server.url,
    receipts: (p?: string) => receipts.filter((r) => p === undefined || r.path === p),
    /** Replies for the next requests to `p`, in order (then 200). */
    script: (p: string, replies: Reply[]) => scripts.set(p, [...replies]),
    close: server.close,
  };
}

/**
 * The environment of a test service that delivers webhooks to `receiver`: workers and the
 * outbox relay on (polled every 20 ms), loopback allowed as a destination and the receiver's
 * certificate trusted. A test adds the settings of its own scenario in `more`.
 */
export function deliveringTo(receiver: { caFile: string }, more: Record<string, string> = {}): Record<string, string> {
  return { ROLE: 'all', OUTBOX_POLL_MS: '20', OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32', OUTBOUND_CA_FILE: receiver.caFile, ...more };
}
