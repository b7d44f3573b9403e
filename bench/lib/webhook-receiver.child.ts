import { createHmac, timingSafeEqual } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { loopbackCert } from '../../test/helpers/loopback-cert';
import type { ChildMessage, ParentMessage, ReceiverStats } from './webhook-receiver';

/**
 * The benchmark's webhook receiver, run as a child process of the bench (see
 * webhook-receiver.ts): a loopback HTTPS server with a self-signed certificate for 127.0.0.1
 * that reads each POST, answers 200 at once on a kept-alive connection, and records when the
 * whole body arrived (Date.now(), the clock the bench process stamps due times with), the
 * path (which endpoint) and the envelope id. Every signature is checked against the
 * endpoint's secret (HMAC-SHA256 over "<t>.<body>", |now − t| ≤ 300 s): a bench of
 * deliveries nobody could verify would mean nothing.
 */

const TOLERANCE_S = 300;

const pems = await loopbackCert('bench-receiver');
const caFile = pems.caFile;

let secrets = new Map<string, Buffer>();
/** [path, envelope id, received at (ms since epoch), signature ok (1/0)] */
let receipts: [string, string, number, number][] = [];
let stats = emptyStats();
let cpu0 = process.cpuUsage();
let wall0 = performance.now();
let open = 0;
/** The connections that carried a request in this phase. */
let used = new WeakSet<object>();

function emptyStats(): ReceiverStats {
  return { requests: 0, handshakes: 0, connectionsUsed: 0, maxOpenConnections: 0, badSignatures: 0, unparsable: 0, cpuPercent: 0 };
}

function verify(p: string, header: string | undefined, body: Buffer, now: number): boolean {
  const secret = secrets.get(p);
  if (!secret || !header) return false;
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!m) return false;
  if (Math.abs(now / 1000 - Number(m[1])) > TOLERANCE_S) return false;
  const want = createHmac('sha256', secret).update(`${m[1]}.`, 'utf8').update(body).digest();
  return timingSafeEqual(want, Buffer.from(m[2], 'hex'));
}

const server = https.createServer({ key: pems.key, cert: pems.cert, keepAlive: true }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    const body = Buffer.concat(chunks);
    const p = req.url ?? '/';
    const ok = verify(p, req.headers['x-service-signature'] as string | undefined, body, at);
    if (!ok) stats.badSignatures++;
    let id = '';
    try {
      id = String((JSON.parse(body.toString('utf8')) as { id?: string }).id ?? '');
    } catch {
      stats.unparsable++;
    }
    stats.requests++;
    if (!used.has(req.socket)) {
      used.add(req.socket);
      stats.connectionsUsed++;
    }
    receipts.push([p, id, at, ok ? 1 : 0]);
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
  });
});
// Keep connections as long as a bench runs: a receiver that closes idle sockets early would
// make the sender's reuse look worse than it is.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 125_000;
server.on('secureConnection', (socket) => {
  stats.handshakes++;
  open++;
  stats.maxOpenConnections = Math.max(stats.maxOpenConnections, open);
  socket.on('close', () => open--);
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;

const send = (m: ChildMessage) => process.send!(m);

process.on('message', (m: ParentMessage) => {
  switch (m.type) {
    case 'secrets':
      secrets = new Map(Object.entries(m.secrets).map(([p, s]) => [p, Buffer.from(s, 'utf8')]));
      send({ type: 'ok' });
      return;
    case 'count':
      send({ type: 'count', count: receipts.length });
      return;
    case 'take': {
      const cpu = process.cpuUsage(cpu0);
      const wall = performance.now() - wall0;
      const out: ReceiverStats = { ...stats, openConnections: open, cpuPercent: wall > 0 ? ((cpu.user + cpu.system) / 1000 / wall) * 100 : 0 };
      send({ type: 'receipts', receipts, stats: out });
      receipts = [];
      stats = emptyStats();
      used = new WeakSet();
      stats.maxOpenConnections = open;
      cpu0 = process.cpuUsage();
      wall0 = performance.now();
      return;
    }
    case 'close':
      server.closeAllConnections();
      server.close(() => process.exit(0));
      return;
  }
});
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', port, caFile });
