import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { setImmediate } from 'node:timers/promises';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeOutboundAgents, guardedRequest, OutboundError, type OutboundErrorCode, type OutboundPolicy } from '../../platform/http/guarded-fetch';

/**
 * Real sockets on loopback only: HTTPS servers on 127.0.0.1 and ::1 with a self-signed
 * certificate for localhost / 127.0.0.1 / ::1, and one plain HTTP server on 127.0.0.1.
 * Nothing leaves the machine; `localhost` is the name that resolves to a private address.
 */

const BIG = 200_000;

interface Target {
  server: http.Server | https.Server;
  host: string;
  port: number;
  /** TCP connections the server accepted. */
  connections: number;
  /** Paths requested, in order, with the client port of the socket that carried each. */
  requests: { path: string; remotePort: number | undefined }[];
}

/** Every response the servers hold open (the /hang routes), ended when the test is done. */
const held = new Set<http.ServerResponse>();

function handler(target: () => Target): http.RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    target().requests.push({ path, remotePort: req.socket.remotePort });
    res.on('error', () => {}); // the client may stop reading (truncation) or abort (timeout)
    switch (path) {
      case '/ok':
        res.writeHead(200, { 'content-type': 'text/plain', 'x-two': ['a', 'b'] }).end('hello');
        return;
      case '/echo': {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => res.writeHead(201, { location: '/echo/1' }).end(Buffer.concat(chunks)));
        return;
      }
      case '/redirect':
        res.writeHead(302, { location: `/landed` }).end();
        return;
      case '/big':
        res.writeHead(200, { 'content-length': String(BIG) }).end(Buffer.alloc(BIG, 'x'));
        return;
      case '/exact':
        res.writeHead(200).end(Buffer.alloc(1000, 'y'));
        return;
      case '/hang':
        held.add(res);
        return;
      case '/hang-body':
        res.writeHead(200, { 'content-length': '100' });
        res.write('partial');
        held.add(res);
        return;
      case '/reset':
        req.socket.destroy();
        return;
      default:
        res.writeHead(404).end();
    }
  };
}

async function listen(server: http.Server | https.Server, host: string): Promise<Target> {
  const target: Target = { server, host, port: 0, connections: 0, requests: [] };
  server.on(
    'request',
    handler(() => target),
  );
  server.on('connection', () => target.connections++);
  server.listen(0, host);
  await once(server, 'listening');
  target.port = (server.address() as AddressInfo).port;
  return target;
}

let ca: string;
let v4: Target;
let v6: Target;
let plain: Target;

const urlOf = (t: Target, path: string, host = t.host.includes(':') ? `[${t.host}]` : t.host) =>
  `${t.server instanceof https.Server ? 'https' : 'http'}://${host}:${t.port}${path}`;

const strict: OutboundPolicy = { allowHttp: false, allowPrivate: false, allowCidrs: [], timeoutMs: 5000, maxBodyBytes: 65_536 };
const loopback = (more: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  ...strict,
  allowCidrs: ['127.0.0.1/32', '::1/128'],
  ca,
  ...more,
});

/** Resolves with the OutboundError code the promise rejects with (fails if it resolves). */
async function codeOf(p: Promise<unknown>): Promise<OutboundErrorCode> {
  const err = await p.then(
    () => expect.unreachable('expected an OutboundError'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return (err as OutboundError).code;
}

/**
 * Opens a raw TCP connection and waits until `t` accepts it: any connection started before
 * has been accepted by then, so the count shows whether the client connected at all.
 */
async function acceptedSince(t: Target, before: number): Promise<number> {
  const accepted = once(t.server, 'connection');
  const probe = net.connect(t.port, t.host);
  await accepted;
  probe.destroy();
  return t.connections - before - 1;
}

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  ca = pems.cert;
  const tls = { key: pems.private, cert: pems.cert };
  v4 = await listen(https.createServer(tls), '127.0.0.1');
  v6 = await listen(https.createServer(tls), '::1');
  plain = await listen(http.createServer(), '127.0.0.1');
});

afterEach(async () => {
  for (const res of held) res.destroy();
  held.clear();
  await closeOutboundAgents();
});

afterAll(async () => {
  for (const t of [v4, v6, plain]) {
    if (!t) continue;
    t.server.closeAllConnections();
    t.server.close();
    await once(t.server, 'close');
  }
});

describe('guardedRequest refuses before connecting', () => {
  it.each([
    ['the 127.0.0.1 literal', () => v4, () => urlOf(v4, '/ok')],
    ['the ::1 literal', () => v6, () => urlOf(v6, '/ok')],
    ['the name localhost', () => v4, () => urlOf(v4, '/ok', 'localhost')],
  ])('refuses %s by default, and the server sees no connection', async (_, target, url) => {
    const before = target().connections;
    expect(await codeOf(guardedRequest(url(), {}, { ...strict, ca }))).toBe('address_refused');
    expect(await acceptedSince(target(), before)).toBe(0);
  });

  it('refuses a private address that is not in allowCidrs', async () => {
    const before = v6.connections;
    const policy = loopback({ allowCidrs: ['127.0.0.1/32'] });
    expect(await codeOf(guardedRequest(urlOf(v6, '/ok'), {}, policy))).toBe('address_refused');
    expect(await acceptedSince(v6, before)).toBe(0);
  });

  it('refuses http:// unless allowHttp, even to an allowed address', async () => {
    const before = plain.connections;
    expect(await codeOf(guardedRequest(urlOf(plain, '/ok'), {}, loopback()))).toBe('scheme_refused');
    expect(await codeOf(guardedRequest(`ftp://127.0.0.1:${plain.port}/`, {}, loopback({ allowHttp: true })))).toBe('scheme_refused');
    expect(await acceptedSince(plain, before)).toBe(0);
  });

  it('refuses malformed URLs and URLs with credentials', async () => {
    expect(await codeOf(guardedRequest('not a url', {}, loopback()))).toBe('invalid_url');
    expect(await codeOf(guardedRequest(urlOf(v4, '/ok', 'user:secret@127.0.0.1'), {}, loopback()))).toBe('invalid_url');
  });
});

describe('guardedRequest within policy', () => {
  it('fetches over https from allowed CIDRs, by literal and by name', async () => {
    for (const url of [urlOf(v4, '/ok'), urlOf(v6, '/ok'), urlOf(v4, '/ok', 'localhost')]) {
      const res = await guardedRequest(url, {}, loopback());
      expect(res).toMatchObject({ status: 200, truncated: false, location: null });
      expect(res.body.toString()).toBe('hello');
      expect(res.headers['content-type']).toBe('text/plain');
      expect(res.headers['x-two']).toBe('a, b');
      expect(res.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('allows every address with allowPrivate', async () => {
    const res = await guardedRequest(urlOf(v4, '/ok'), {}, { ...strict, allowPrivate: true, ca });
    expect(res.status).toBe(200);
  });

  it('posts the exact bytes and returns any status with its location', async () => {
    const body = JSON.stringify({ id: 'evt_1', n: 1 });
    const res = await guardedRequest(urlOf(v4, '/echo'), { method: 'POST', body, headers: { 'content-type': 'application/json' } }, loopback());
    expect(res).toMatchObject({ status: 201, location: '/echo/1' });
    expect(res.body.toString()).toBe(body);
  });

  it('fetches plain http with allowHttp', async () => {
    const res = await guardedRequest(urlOf(plain, '/ok'), { method: 'HEAD' }, loopback({ allowHttp: true }));
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });

  it('verifies the certificate: without the extra CA the self-signed server fails', async () => {
    expect(await codeOf(guardedRequest(urlOf(v4, '/ok'), {}, loopback({ ca: undefined })))).toBe('connection_failed');
  });

  it('does not follow redirects', async () => {
    const seen = v4.requests.length;
    const res = await guardedRequest(urlOf(v4, '/redirect'), {}, loopback());
    expect(res).toMatchObject({ status: 302, location: '/landed' });
    expect(v4.requests.slice(seen).map((r) => r.path)).toEqual(['/redirect']);
  });

  it('times out on a server that never answers, within timeoutMs', async () => {
    const started = performance.now();
    expect(await codeOf(guardedRequest(urlOf(v4, '/hang'), { timeoutMs: 300 }, loopback()))).toBe('timeout');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('times out when the body stalls after the headers', async () => {
    expect(await codeOf(guardedRequest(urlOf(v4, '/hang-body'), {}, loopback({ timeoutMs: 300 })))).toBe('timeout');
  });

  it('truncates a body larger than maxBodyBytes', async () => {
    const res = await guardedRequest(urlOf(v4, '/big'), {}, loopback({ maxBodyBytes: 1000 }));
    expect(res).toMatchObject({ status: 200, truncated: true });
    expect(res.body.length).toBe(1000);
    expect(res.body.every((b) => b === 'x'.charCodeAt(0))).toBe(true);
  });

  it('keeps a body of exactly maxBodyBytes whole, and fails past it with onTooLarge: fail', async () => {
    const exact = await guardedRequest(urlOf(v4, '/exact'), { maxBodyBytes: 1000 }, loopback());
    expect(exact).toMatchObject({ truncated: false });
    expect(exact.body.length).toBe(1000);
    expect(await codeOf(guardedRequest(urlOf(v4, '/big'), { maxBodyBytes: 1000, onTooLarge: 'fail' }, loopback()))).toBe('too_large');
  });

  it('reports a connection reset as connection_failed', async () => {
    expect(await codeOf(guardedRequest(urlOf(v4, '/reset'), {}, loopback()))).toBe('connection_failed');
  });

  it('reports a refused port as connection_failed', async () => {
    const closed = net.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect(await codeOf(guardedRequest(`https://127.0.0.1:${port}/`, {}, loopback()))).toBe('connection_failed');
  });

  it('reuses one keep-alive connection for requests under the same policy', async () => {
    const before = v4.connections;
    const seen = v4.requests.length;
    const first = await guardedRequest(urlOf(v4, '/ok'), {}, loopback());
    // undici hands a finished socket back one event-loop turn later (setImmediate), so a request
    // sent in the same turn would open a second connection; a delivery worker always yields.
    await setImmediate();
    const second = await guardedRequest(urlOf(v4, '/ok'), {}, loopback());
    expect([first.status, second.status]).toEqual([200, 200]);
    const ports = v4.requests.slice(seen).map((r) => r.remotePort);
    expect(ports).toHaveLength(2);
    expect(ports[0]).toBe(ports[1]);
    expect(await acceptedSince(v4, before)).toBe(1);
  });
});
