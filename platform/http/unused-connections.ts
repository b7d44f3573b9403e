import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections that have not sent a request yet — a browser's or a load balancer's spare, a
 * client's pool opening one more than it used — are not idle to Node: `server.close()` and
 * Fastify's `forceCloseConnections: 'idle'` leave them open until their header timeout (60 s),
 * and shutdown waits that long. Call the returned function when the server starts closing: it
 * ends them (nothing was asked on them, so nothing is cut short), and any that open from then on.
 */
export function endsUnusedConnections(server: Server): () => void {
  const unused = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: { socket: Socket }) => unused.delete(req.socket));
  return () => {
    closing = true;
    for (const socket of unused) socket.destroy();
    unused.clear();
  };
}

/** A Fastify app that ends its unused connections when it starts closing (every server of the service). */
export function endUnusedConnectionsOnClose(app: FastifyInstance): void {
  const endUnused = endsUnusedConnections(app.server);
  app.addHook('preClose', async () => endUnused());
}
