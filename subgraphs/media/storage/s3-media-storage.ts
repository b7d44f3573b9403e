import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, a test server); unset: AWS. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** Where the stored objects are public: `url(key)` is `<publicBaseUrl>/<key>`. */
  publicBaseUrl: string;
  /** Static credentials; unset, the SDK's default chain (environment, shared profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects never change once written (keys are fresh and random), so caches may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Media in an S3-compatible bucket through the official SDK. Reading uploads is the bucket's
 * business (public objects, or a CDN in front of it at `publicBaseUrl`); reports are read back
 * by the facade, which serves them through a check of who asks.
 */
export function s3MediaStorage(o: S3MediaStorageOptions): MediaStorage {
  // The SDK is loaded on the first write, so processes that never store to S3 do not load it.
  type Sdk = typeof import('@aws-sdk/client-s3');
  let client: Promise<{ s3: S3Client; PutObjectCommand: Sdk['PutObjectCommand']; GetObjectCommand: Sdk['GetObjectCommand'] }> | undefined;
  const connect = async () => {
    const { S3Client, PutObjectCommand, GetObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({
      region: o.region,
      ...(o.endpoint ? { endpoint: o.endpoint } : {}),
      forcePathStyle: o.forcePathStyle,
      ...(o.credentials ? { credentials: o.credentials } : {}),
      // Checksums only where an operation requires them: several S3-compatible servers refuse the
      // SDK's default trailing-checksum (aws-chunked) uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    return { s3, PutObjectCommand, GetObjectCommand };
  };
  const base = o.publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(key, body, contentType) {
      client ??= connect();
      const { s3, PutObjectCommand } = await client;
      await s3.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length, CacheControl: IMMUTABLE }));
    },
    url: (key) => `${base}/${key}`,
    // Reports are served by the facade through a check (docs/exports.md), so it reads them here.
    async read(key) {
      client ??= connect();
      const { s3, GetObjectCommand } = await client;
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}
