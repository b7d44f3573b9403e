import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join, resolve } from 'node:path';
import { config, type Config } from '../../../platform/config';
import { mediaPublicBaseUrl } from './media-urls';
import { s3MediaStorage } from './s3-media-storage';

export { isHostedMediaUrl, mediaPublicBaseUrl } from './media-urls';

/**
 * Where hosted media (uploads, rendered reports) is kept. Keys are relative paths with an
 * extension (the served content type follows it) and a random part, so a URL cannot be
 * guessed from another. The local filesystem is the default, served by the facade at
 * /media/<key>; MEDIA_STORAGE=s3 writes to an S3-compatible bucket instead (docs/media.md).
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL of a stored key: `<mediaPublicBaseUrl()>/<key>`. */
  url(key: string): string;
  /** The stored bytes, or null when there is no such key: for files served through a check (reports). */
  read(key: string): Promise<Readable | null>;
}

/** Media under `dir`, written atomically (temp file + rename) so a reader never sees half a file; URLs are `<publicBaseUrl>/<key>`. */
export function localMediaStorage(dir: string, publicBaseUrl: string): MediaStorage {
  const root = resolve(dir);
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    async put(key, body) {
      const path = join(root, key);
      if (!path.startsWith(root + '/')) throw new Error(`media key escapes the media directory: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, path);
    },
    url: (key) => `${base}/${key}`,
    async read(key) {
      const path = join(root, key);
      if (!path.startsWith(root + '/')) return null;
      // Opened first, so a missing file is null here rather than an error mid-stream.
      const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      return handle && handle.createReadStream();
    },
  };
}

/** The local media directory of this configuration. */
export function mediaDir(cfg: Config = config()): string {
  return resolve(cfg.MEDIA_DIR ?? join(cfg.DATA_DIR, 'media'));
}

const storages = new WeakMap<Config, MediaStorage>();

/** The configured storage (one per configuration, so the S3 client and its connections are reused). */
export function mediaStorage(cfg: Config = config()): MediaStorage {
  let storage = storages.get(cfg);
  if (!storage) {
    storage =
      cfg.MEDIA_STORAGE === 's3'
        ? s3MediaStorage({
            bucket: cfg.MEDIA_S3_BUCKET!,
            region: cfg.MEDIA_S3_REGION,
            endpoint: cfg.MEDIA_S3_ENDPOINT,
            forcePathStyle: cfg.MEDIA_S3_FORCE_PATH_STYLE,
            publicBaseUrl: mediaPublicBaseUrl(cfg),
            ...(cfg.MEDIA_S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: cfg.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: cfg.MEDIA_S3_SECRET_ACCESS_KEY! } } : {}),
          })
        : localMediaStorage(mediaDir(cfg), mediaPublicBaseUrl(cfg));
    storages.set(cfg, storage);
  }
  return storage;
}

/** A fresh key under `folder`: 128 random bits, then a readable name. */
export function newMediaKey(folder: string, name: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}/${name}`;
}
