import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for an HTTPS server on 127.0.0.1, with its PEM written to a file
 * the service can trust through OUTBOUND_CA_FILE (webhook receivers in tests and benches).
 */
export async function loopbackCert(name: string): Promise<{ key: string; cert: string; caFile: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const caFile = path.join(tmpdir(), `sfs-${name}-${process.pid}-${Date.now()}.pem`);
  writeFileSync(caFile, pems.cert);
  return { key: pems.private, cert: pems.cert, caFile };
}

/** An HTTPS server on 127.0.0.1 (a free port) with a fresh loopback certificate. */
export interface LoopbackHttps {
  port: number;
  /** The certificate's PEM file, for OUTBOUND_CA_FILE. */
  caFile: string;
  /** https://127.0.0.1:<port><path> */
  url: (path: string) => string;
  /** Drops every connection (answered or not), stops listening and removes the PEM file. */
  close: () => Promise<void>;
}

export async function startLoopbackHttps(name: string, handler: RequestListener): Promise<LoopbackHttps> {
  const pems = await loopbackCert(name);
  const server = https.createServer({ key: pems.key, cert: pems.cert }, handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    caFile: pems.caFile,
    url: (p) => `https://127.0.0.1:${port}${p}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
      rmSync(pems.caFile, { force: true });
    },
  };
}
