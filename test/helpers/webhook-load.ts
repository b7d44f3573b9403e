import https from 'node:https';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

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
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const caFile = path.join(tmpdir(), `sfs-load-receiver-${process.pid}-${Date.now()}.pem`);
  writeFileSync(caFile, pems.cert);
  const receipts: LoadReceipt[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const sockets = new Set<{ destroy(): void; on(e: 'close', f: () => void): unknown }>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
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
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    caFile,
    url: (p: string) => `https://127.0.0.1:${port}${p}`,
    receipts: (): readonly LoadReceipt[] => receipts,
    /** Requests received and not yet answered. */
    inFlight: () => pending.size,
    async close() {
      for (const t of pending) clearTimeout(t);
      pending.clear();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(caFile, { force: true });
    },
  };
}

export type LoadReceiver = Awaited<ReturnType<typeof startLoadReceiver>>;
