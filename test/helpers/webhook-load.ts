import { startLoopbackHttps } from './loopback-cert';

export interface LoadReceipt {
  path: string;
  /** The raw bytes received. */
  body: string;
  /** The x-service-signature header as received. */
  signature: string;
  at: number;
}

/**
 * A loopback HTTPS webhook receiver for load tests, with a self-signed certificate (its PEM
 * written to a file for OUTBOUND_CA_FILE). Every request is recorded once its body is in,
 * then answered 200 after `delayMs`, so that many deliveries are in flight at once. Requests
 * whose answer is still pending are counted by `inFlight()`.
 */
export async function startLoadReceiver({ delayMs }: { delayMs: number }) {
  const receipts: LoadReceipt[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = await startLoopbackHttps('load-receiver', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const signature = req.headers['x-service-signature'];
      receipts.push({ path: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8'), signature: typeof signature === 'string' ? signature : '', at: Date.now() });
      const timer = setTimeout(() => {
        pending.delete(timer);
        // The client may be gone (a killed worker): the answer then goes nowhere.
        if (!res.destroyed) res.writeHead(200).end('ok');
      }, delayMs);
      pending.add(timer);
    });
  });
  return {
    caFile: server.caFile,
    url: server.url,
    receipts: (): readonly LoadReceipt[] => receipts,
    /** Requests received and not yet answered. */
    inFlight: () => pending.size,
    async close() {
      for (const t of pending) clearTimeout(t);
      pending.clear();
      await server.close();
    },
  };
}

export type LoadReceiver = Awaited<ReturnType<typeof startLoadReceiver>>;
