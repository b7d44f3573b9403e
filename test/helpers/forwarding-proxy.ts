import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardingProxy {
  /** Where clients reach the proxy: http://127.0.0.1:<port>. */
  url: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of `target`, as docker/nginx.conf is: it passes each request on and
 * appends the address of the client it saw to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for), keeping whatever the client sent before it. `headers()` are set on
 * every request passed on (a credential for a client that sends none, as the MCP conformance suite).
 */
export async function startForwardingProxy(target: string | (() => string), opts: { headers?: () => Record<string, string> } = {}): Promise<ForwardingProxy> {
  // A function: the target is known only once the proxy's own address is (a service whose PUBLIC_BASE_URL is the proxy).
  const upstreamOf = () => new URL(typeof target === 'string' ? target : target());
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const upstream = upstreamOf();
    const sent = req.headers['x-forwarded-for'];
    const forwardedFor = [sent, req.socket.remoteAddress].flat().filter(Boolean).join(', ');
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'x-forwarded-for': forwardedFor, ...opts.headers?.() },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
