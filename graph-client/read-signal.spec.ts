import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readSignal, signalReadsOnArrival } from './graph-client';

/**
 * A read whose client leaves before its handler runs (here: a preHandler that waits for the
 * client to go, as a slow authentication would) — is its signal aborted when the handler reads it?
 */
async function abortedWhenRead(withHook: boolean): Promise<boolean> {
  const app = Fastify();
  if (withHook) signalReadsOnArrival(app);
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  let report!: (aborted: boolean) => void;
  const seen = new Promise<boolean>((resolve) => (report = resolve));
  app.get(
    '/read',
    {
      preHandler: async (request) => {
        reached();
        // Not events.once: the request emits 'error' (aborted) first, which would reject it.
        await new Promise((closed) => request.raw.once('close', closed));
      },
    },
    async (request) => {
      report(readSignal(request).signal!.aborted);
      return 'read';
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const client = http.get({ host: '127.0.0.1', port: (app.server.address() as AddressInfo).port, path: '/read', agent: false });
    client.on('error', () => undefined);
    await arrived;
    client.destroy();
    return await seen;
  } finally {
    await app.close();
  }
}

describe("a read's signal", () => {
  it('is aborted when its client left before the handler read it', async () => {
    expect(await abortedWhenRead(true)).toBe(true);
  });

  it('(why: Fastify alone makes it on first read, and misses a close before that)', async () => {
    expect(await abortedWhenRead(false)).toBe(false);
  });
});
