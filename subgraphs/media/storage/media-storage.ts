import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { config } from '../../../platform/config';

/**
 * Where hosted media (rendered reports now, uploads later) is kept. Keys are relative paths
 * with an extension (the served content type follows it) and a random part, so a URL cannot
 * be guessed from another. The local filesystem is the default; it is served by the facade
 * at /media/<key>.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The public URL of a stored key. */
  url(key: string): string;
}

/** Media under `dir`, written atomically (temp file + rename) so a reader never sees half a file. */
export function localMediaStorage(dir: string, publicBaseUrl: string): MediaStorage {
  const root = resolve(dir);
  return {
    async put(key, body) {
      const path = join(root, key);
      if (!path.startsWith(root + '/')) throw new Error(`media key escapes the media directory: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, path);
    },
    url: (key) => `${publicBaseUrl.replace(/\/$/, '')}/media/${key}`,
  };
}

/** The local media directory of this configuration. */
export function mediaDir(): string {
  const cfg = config();
  return resolve(cfg.MEDIA_DIR ?? join(cfg.DATA_DIR, 'media'));
}

/** The configured storage. */
export function mediaStorage(): MediaStorage {
  return localMediaStorage(mediaDir(), config().PUBLIC_BASE_URL);
}

/** A fresh key under `folder`: 128 random bits, then a readable name. */
export function newMediaKey(folder: string, name: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}/${name}`;
}
