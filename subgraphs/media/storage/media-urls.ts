import { config, type Config } from '../../../platform/config';

/**
 * The URL every stored key lives under, without a trailing slash: MEDIA_PUBLIC_BASE_URL, else
 * `<PUBLIC_BASE_URL>/media` (local, served by the facade), else the bucket's AWS URL (s3
 * without an endpoint; config refuses an endpoint without MEDIA_PUBLIC_BASE_URL).
 */
export function mediaPublicBaseUrl(cfg: Config = config()): string {
  if (cfg.MEDIA_PUBLIC_BASE_URL) return cfg.MEDIA_PUBLIC_BASE_URL.replace(/\/+$/, '');
  if (cfg.MEDIA_STORAGE === 's3') return `https://${cfg.MEDIA_S3_BUCKET}.s3.${cfg.MEDIA_S3_REGION}.amazonaws.com`;
  return `${cfg.PUBLIC_BASE_URL.replace(/\/+$/, '')}/media`;
}

/**
 * Whether `url` points into this service's own media storage (`<mediaPublicBaseUrl()>/…`):
 * such URLs are accepted in questions even when the base is http:// (development), where
 * other media URLs must be https. The URL must stay inside the base: same origin, under its
 * path, no dot segments, backslashes, whitespace, control characters or credentials.
 */
export function isHostedMediaUrl(url: string, cfg: Config = config()): boolean {
  const base = mediaPublicBaseUrl(cfg);
  if (!url.startsWith(`${base}/`) || url.length === base.length + 1) return false;
  // eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
  if (/[\s\u0000-\u001f\u007f\\]/.test(url)) return false;
  let parsed: URL;
  let parsedBase: URL;
  try {
    parsed = new URL(url);
    parsedBase = new URL(`${base}/`);
  } catch {
    return false;
  }
  const rest = url.slice(base.length + 1).split(/[?#]/)[0];
  if (rest.split('/').some((s) => s === '' || s === '.' || s === '..' || /^%2e/i.test(s) || /%2f|%5c/i.test(s))) return false;
  return parsed.origin === parsedBase.origin && !parsed.username && !parsed.password && parsed.pathname.startsWith(parsedBase.pathname);
}
