import { startLoopbackHttps } from './loopback-cert';

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
  const routes = new Map<string, OriginReply>();
  const requests: string[] = [];
  const server = await startLoopbackHttps('media-origin', (req, res) => {
    const path = new URL(req.url ?? '/', 'https://x').pathname;
    requests.push(path);
    res.on('error', () => {}); // the client may stop reading (size cap) or give up (timeout)
    const reply = routes.get(path);
    if (reply) reply(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return {
    url: server.url,
    port: server.port,
    caFile: server.caFile,
    requests,
    route: (path, reply) => void routes.set(path, reply),
    close: server.close,
  };
}
