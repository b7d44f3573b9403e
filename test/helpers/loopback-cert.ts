import { writeFileSync } from 'node:fs';
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
