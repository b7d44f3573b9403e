import type { ResourceType } from './media-asset.entity';
import { UploadError } from './uploads.errors';
import { MAX_MEDIA_BYTES } from './upload-limits';

export { MAX_BASE64_LENGTH, MAX_FILENAME_LENGTH, MAX_MEDIA_BYTES, MEDIA_BODY_LIMIT } from './upload-limits';

export interface DetectedMedia {
  resourceType: ResourceType;
  /** The extension the file is stored with; the served content type follows it. */
  ext: string;
  contentType: string;
}

/**
 * What we host, by the type file-type reads from the bytes: formats browsers show or play.
 * Everything else (SVG, which file-type never reports, raw camera formats, PSD, HEIC, AVI, …)
 * is refused. Extensions map back to the same content type when the facade serves the file.
 */
const HOSTED: Record<string, DetectedMedia> = {
  'image/jpeg': { resourceType: 'image', ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { resourceType: 'image', ext: 'png', contentType: 'image/png' },
  'image/apng': { resourceType: 'image', ext: 'png', contentType: 'image/png' },
  'image/gif': { resourceType: 'image', ext: 'gif', contentType: 'image/gif' },
  'image/webp': { resourceType: 'image', ext: 'webp', contentType: 'image/webp' },
  'image/avif': { resourceType: 'image', ext: 'avif', contentType: 'image/avif' },
  'image/bmp': { resourceType: 'image', ext: 'bmp', contentType: 'image/bmp' },
  'video/mp4': { resourceType: 'video', ext: 'mp4', contentType: 'video/mp4' },
  'video/x-m4v': { resourceType: 'video', ext: 'm4v', contentType: 'video/x-m4v' },
  'video/quicktime': { resourceType: 'video', ext: 'mov', contentType: 'video/quicktime' },
  'video/webm': { resourceType: 'video', ext: 'webm', contentType: 'video/webm' },
};

export const HOSTED_CONTENT_TYPES = [...new Set(Object.values(HOSTED).map((d) => d.contentType))];

/** The media type of `bytes`, read from the bytes alone (never a header or a file name). */
export async function detectMedia(bytes: Buffer, param: string): Promise<DetectedMedia> {
  // file-type (and its ~40 modules) loads on the first upload, not with the media domain.
  const found = bytes.length > 0 ? await (await import('file-type')).fileTypeFromBuffer(bytes) : undefined;
  const hosted = found ? HOSTED[found.mime] : undefined;
  if (!hosted) {
    const what = bytes.length === 0 ? 'empty' : found ? `${found.mime}, which is not hosted` : 'not a recognised image or video';
    throw new UploadError(
      'unsupported_media',
      `The ${param === 'url' ? 'file at url' : 'data'} is ${what}. Upload an image (JPEG, PNG, GIF, WebP, AVIF, BMP) or a video (MP4, MOV, WebM).`,
      param,
    );
  }
  return hosted;
}

/**
 * Decodes base64 `data` (RFC 4648 standard alphabet, `=` padding optional, no whitespace or
 * data: prefix). The decoded size is checked from the length before anything is decoded.
 */
export function decodeBase64(data: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || (data.endsWith('=') ? data.length % 4 !== 0 : data.length % 4 === 1)) {
    throw new UploadError('invalid_data', 'data must be base64 (standard alphabet A–Z a–z 0–9 + /, optional = padding, no whitespace or data: prefix).', 'data');
  }
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = Math.floor(((data.length - padding) * 3) / 4);
  if (size > MAX_MEDIA_BYTES) {
    throw new UploadError('file_too_large', `data decodes to ${size} bytes; the limit is ${MAX_MEDIA_BYTES} bytes (20 MB).`, 'data');
  }
  if (size === 0) throw new UploadError('invalid_data', 'data is empty.', 'data');
  return Buffer.from(data, 'base64');
}

/**
 * A safe stored name from a caller's hint: its last path segment, without its extension,
 * reduced to ASCII letters, digits, `.`, `_` and `-` (no leading or trailing dots), at most
 * 100 characters; `fallback` when nothing is left. Never a path.
 */
export function storageName(hint: string | null | undefined, fallback = 'upload'): string {
  const segment = (hint ?? '').split(/[\\/]/).pop() ?? '';
  const stem = segment.includes('.') ? segment.slice(0, segment.lastIndexOf('.')) : segment;
  const clean = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/[-._]{2,}/g, '-')
    .replace(/^[-._]+/, '')
    .slice(0, 100)
    .replace(/[-._]+$/, '');
  return clean || fallback;
}

/** The last path segment of a URL, decoded, as a name hint ('' when there is none). */
export function urlNameHint(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}
