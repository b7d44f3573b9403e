import { guardedRequest, OutboundError, type OutboundPolicy, type OutboundResponse } from '../../../platform/http/guarded-fetch';
import { UploadError } from './uploads.errors';

export interface RemoteFetchOptions {
  policy: OutboundPolicy;
  /** Bytes read at most; a larger body fails while streaming. */
  maxBytes: number;
  /** One deadline for the whole fetch, every redirect hop included. */
  timeoutMs: number;
  /** Redirects followed at most. */
  maxRedirects: number;
}

export interface RemoteFile {
  bytes: Buffer;
  /** The URL the bytes came from, after redirects. */
  finalUrl: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** TLS failures: the remote's certificate cannot be trusted, and retrying will not change that. */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT|HOSTNAME_MISMATCH)/;

/**
 * GETs a caller's media URL through the guarded client (platform/http/guarded-fetch.ts: https
 * only, public addresses only, checked at connect time also behind DNS names). Redirects are
 * followed by hand, at most `maxRedirects`, and every hop is a new guarded request, so a
 * redirect to a private address is refused like the URL itself would be.
 */
export async function fetchRemoteFile(url: string, o: RemoteFetchOptions): Promise<RemoteFile> {
  const deadline = Date.now() + o.timeoutMs;
  let current = url;
  for (let hop = 0; ; hop++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw timedOut(o.timeoutMs);
    let res: OutboundResponse;
    try {
      res = await guardedRequest(
        current,
        {
          method: 'GET',
          headers: { accept: 'image/*, video/*;q=0.9, */*;q=0.1', 'user-agent': 'SurveyFeedbackService-Media/1.0' },
          timeoutMs: remaining,
          maxBodyBytes: o.maxBytes,
          onTooLarge: 'fail',
        },
        o.policy,
      );
    } catch (err) {
      throw fromOutbound(err, hop, o);
    }
    if (REDIRECTS.has(res.status)) {
      if (!res.location) throw new UploadError('remote_error', `The URL answered HTTP ${res.status} without a Location to redirect to.`, 'url');
      if (hop >= o.maxRedirects) throw new UploadError('remote_error', `The URL redirects more than ${o.maxRedirects} times.`, 'url');
      try {
        current = new URL(res.location, current).href;
      } catch {
        throw new UploadError('remote_error', `The URL redirects to something that is not a URL.`, 'url');
      }
      continue;
    }
    if (res.status >= 200 && res.status < 300) return { bytes: res.body, finalUrl: current };
    if (res.status >= 500) throw new UploadError('remote_unavailable', `The media host answered HTTP ${res.status}; retry later.`, 'url');
    throw new UploadError('remote_error', `The URL answered HTTP ${res.status}; it must answer 200 with the file.`, 'url');
  }
}

function timedOut(ms: number): UploadError {
  return new UploadError('remote_unavailable', `The media host did not send the whole file within ${ms / 1000} s; retry later.`, 'url');
}

/** A guarded-client failure in the caller's words: a refused or broken URL is 400, an unavailable host 502. */
function fromOutbound(err: unknown, hop: number, o: RemoteFetchOptions): unknown {
  if (!(err instanceof OutboundError)) return err;
  const where = hop === 0 ? 'url' : `url (after ${hop} redirect${hop === 1 ? '' : 's'})`;
  switch (err.code) {
    case 'invalid_url':
      return new UploadError('invalid_url', `${where}: ${err.message}.`, 'url');
    case 'scheme_refused':
      return new UploadError('url_refused', `${where}: ${err.message}.`, 'url');
    case 'address_refused':
      return new UploadError('url_refused', `${where} points to a private, loopback, link-local or otherwise non-public address, which is never fetched: ${err.message}.`, 'url');
    case 'too_large':
      return new UploadError('remote_too_large', `The file at ${where} is larger than ${o.maxBytes} bytes (20 MB).`, 'url');
    case 'timeout':
      return timedOut(o.timeoutMs);
    case 'connection_failed': {
      const code = String((err.cause as { code?: string } | undefined)?.code ?? '');
      if (code === 'ENOTFOUND') return new UploadError('invalid_url', `${where}: the host name does not exist.`, 'url');
      if (TLS_CODE.test(code)) return new UploadError('url_refused', `${where}: the host's TLS certificate is not trusted (${code}).`, 'url');
      return new UploadError('remote_unavailable', `Could not connect to the media host at ${where}; retry later.`, 'url', { cause: err });
    }
    default:
      return err;
  }
}
