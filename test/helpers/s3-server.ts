import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of s3rver (a fake S3 server, devDependency without type declarations) the tests use. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (e: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[] }) => void): unknown;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The credentials s3rver knows (static, so the SDK never looks anything up). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Object keys written, in order (s3rver's own notifications). */
  puts: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, files in a temp directory) with one bucket:
 * the AWS SDK talks to it as to S3, path-style, and nothing leaves the machine.
 */
export async function startS3Server(bucket = 'sfs-media'): Promise<TestS3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'sfs-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const puts: string[] = [];
  server.on('event', (e) => {
    for (const r of e.Records) if (r.eventName.startsWith('ObjectCreated')) puts.push(r.s3.object.key);
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    puts,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
