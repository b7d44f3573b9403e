import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request carrying a session cookie may change state: safe methods always; others
 * only when the browser says they come from one of this service's own pages (issue 35: the
 * operator cookie is SameSite=Strict, yet a page on another port of the same host is the same
 * site, so its form posts carried it). Browsers send `Sec-Fetch-Site` and `Origin` on every
 * such request and scripts cannot set either; a request with neither is not from a browser
 * page of ours, and API clients send a Bearer token instead of the cookie.
 *
 * Our own origin is the public URL's, or the Host the request was sent to (behind a proxy that
 * terminates TLS the scheme may differ, so only host and port are compared there).
 */
export function fromOwnPage(request: FastifyRequest, publicBaseUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const site = single(request.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = single(request.headers.origin);
  if (origin === undefined) return site === 'same-origin';
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a redirect across origins) or garbage
  }
  return given.origin === new URL(publicBaseUrl).origin || (request.headers.host !== undefined && given.host === request.headers.host);
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
