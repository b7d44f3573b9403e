import { startLoopbackHttps } from './loopback-cert';
import { SAMPLES } from './media-samples';

/** How the fake answers `POST /v1/images/generations`. */
export type ProviderReply =
  /** 200 with one base64 PNG per requested image (the default). */
  | { kind: 'b64' }
  /** 200 with one URL per requested image, served by the fake itself. */
  | { kind: 'url' }
  /** 200 with this many base64 PNGs, whatever was asked. */
  | { kind: 'images'; count: number }
  /** 200 with base64 of these bytes for every image. */
  | { kind: 'bytes'; bytes: Buffer }
  /** This status and JSON body. */
  | { kind: 'status'; status: number; body: unknown }
  /** Never answers (the caller's deadline must end it). */
  | { kind: 'hang' };

export interface ProviderRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeImageProvider {
  /** https://127.0.0.1:<port>, for IMAGE_API_URL. */
  baseUrl: string;
  /** PEM of its self-signed certificate, for OUTBOUND_CA_FILE. */
  caFile: string;
  /** Generation requests received, in order (result downloads are not counted). */
  requests: ProviderRequest[];
  /** The PNG every image is made of. */
  png: Buffer;
  answer(reply: ProviderReply): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible images API on 127.0.0.1 over HTTPS, standing for the configured
 * provider in tests: a real HTTP server in the test process, answering as it is told.
 */
export async function startFakeImageProvider(): Promise<FakeImageProvider> {
  const requests: ProviderRequest[] = [];
  const png = SAMPLES.png;
  let reply: ProviderReply = { kind: 'b64' };
  const server = await startLoopbackHttps('image-provider', (req, res) => {
    res.on('error', () => {});
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    if (req.method === 'GET' && path.startsWith('/files/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // recorded as {}: the test asserts what was sent
      }
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      if (req.method !== 'POST' || path !== '/v1/images/generations') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const n = typeof body.n === 'number' ? body.n : 1;
      const send = (data: unknown[]) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ created: 1_750_000_000, data }));
      switch (reply.kind) {
        case 'b64':
          return send(Array.from({ length: n }, () => ({ b64_json: png.toString('base64') })));
        case 'images':
          return send(Array.from({ length: reply.count }, () => ({ b64_json: png.toString('base64') })));
        case 'bytes':
          return send(Array.from({ length: n }, () => ({ b64_json: (reply as { bytes: Buffer }).bytes.toString('base64') })));
        case 'url':
          return send(Array.from({ length: n }, (_, i) => ({ url: server.url(`/files/${i}.png?sig=secret`) })));
        case 'status':
          return res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        case 'hang':
          return;
      }
    });
  });
  return {
    baseUrl: server.url(''),
    caFile: server.caFile,
    requests,
    png,
    answer: (next) => void (reply = next),
    close: server.close,
  };
}
