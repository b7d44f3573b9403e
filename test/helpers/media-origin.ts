import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { loopbackCert } from './loopback-cert';

export type OriginReply = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;

export interface MediaOrigin {
  /** https://127.0.0.1:<port><path> */
  url(path: string): string;
  port: number;
  /** PEM of its self-signed certificate, for OUTBOUND_CA_FILE. */
  caFile: string;
  /** Paths requested, in order. */
  requests: string[];
  /** Answers `path` with `reply` (replacing any earlier one); unknown paths answer 404. */
  route(path: string, reply: OriginReply): void;
  close(): Promise<void>;
}

/**
 * An HTTPS server on 127.0.0.1 that stands for a customer's media host in upload tests: each
 * path answers from a function the test registers. Nothing leaves the machine.
 */
export async function startMediaOrigin(): Promise<MediaOrigin> {
  const pems = await loopbackCert('media-origin');
  const routes = new Map<string, OriginReply>();
  const requests: string[] = [];
  const server = https.createServer({ key: pems.key, cert: pems.cert }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    requests.push(path);
    res.on('error', () => {}); // the client may stop reading (size cap) or give up (timeout)
    const reply = routes.get(path);
    if (reply) reply(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `https://127.0.0.1:${port}${path}`,
    port,
    caFile: pems.caFile,
    requests,
    route: (path, reply) => void routes.set(path, reply),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
