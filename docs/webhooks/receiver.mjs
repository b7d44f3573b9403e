// A webhook receiver with no dependencies (Node 20+): node receiver.mjs, with PORT and WEBHOOK_SECRET set.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** Checks an `X-Service-Signature` header against the raw body; returns the event or throws. */
export function verifySignature(rawBody, header, secret, { toleranceSeconds = 300, now = Date.now() } = {}) {
  if (!header) throw new Error('missing X-Service-Signature header');
  const parts = {};
  for (const item of String(header).split(',')) {
    const [key, value] = item.trim().split('=');
    if ((key === 't' || key === 'v1') && !(key in parts)) parts[key] = value; // other schemes are ignored
  }
  if (!/^\d+$/.test(parts.t ?? '')) throw new Error('signature header has no valid t=<unix seconds>');
  if (Math.abs(now / 1000 - Number(parts.t)) > toleranceSeconds) throw new Error('signature timestamp is outside the tolerance');
  if (!/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) throw new Error('signature header has no v1=<64 lowercase hex>');
  const expected = createHmac('sha256', secret).update(`${parts.t}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) throw new Error('signature does not match the body');
  return JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
}

/** An http.Server that verifies each delivery, acknowledges it, and hands each event id to onEvent once. */
export function createReceiver({ secret, onEvent }) {
  const seen = new Set(); // production: a unique key on the event id in your database
  const handle = async (req, res) => {
    if (req.method !== 'POST') return res.writeHead(405).end();
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      if ((size += chunk.length) > 1 << 20) return res.writeHead(413).end(); // deliveries are far smaller
      chunks.push(chunk);
    }
    let event;
    try {
      event = verifySignature(Buffer.concat(chunks), req.headers['x-service-signature'], secret);
    } catch (err) {
      return res.writeHead(400, { 'content-type': 'text/plain' }).end(err.message);
    }
    if (!seen.has(event.id)) {
      seen.add(event.id);
      try {
        await onEvent(event); // keep it quick: store or enqueue, then return
      } catch (err) {
        seen.delete(event.id); // not handled: a non-2xx makes the service try again
        console.error(`event ${event.id} failed:`, err);
        return res.writeHead(500).end();
      }
    }
    res.writeHead(200).end();
  };
  return http.createServer((req, res) => handle(req, res).catch(() => res.destroy()));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error('set WEBHOOK_SECRET to the endpoint secret (whsec_...)');
  const port = Number(process.env.PORT ?? 3000);
  createReceiver({ secret, onEvent: (event) => console.log(event.createdAt, event.type, event.id) }).listen(port, () => console.log(`listening on http://localhost:${port}`));
}
