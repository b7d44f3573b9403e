import { readFileSync } from 'node:fs';
/**
 * The one outbound HTTP client of the service (webhook delivery, media URL fetches).
 * Every request to an address a customer can choose goes through `guardedRequest`.
 *
 * Policy, secure by default (OUTBOUND_* in platform/config.ts):
 * - Scheme: https only; http only with OUTBOUND_ALLOW_HTTP. URLs carrying credentials
 *   (user:pass@) are refused.
 * - Peer address: only public unicast (ipaddr.js range() 'unicast'; IPv6 inside 2000::/3).
 *   Loopback, private, link-local (cloud metadata 169.254.169.254), unique-local, CGNAT,
 *   multicast, reserved, IPv4-mapped non-public, 6to4, Teredo, NAT64 … are refused unless
 *   the address is inside OUTBOUND_ALLOW_CIDRS or OUTBOUND_ALLOW_PRIVATE is set.
 *   The check runs inside the connector of the undici Agent: the DNS answer that is
 *   checked is the one the socket connects to (no check-then-resolve-again race, so DNS
 *   rebinding cannot slip a private address in), a name is refused if ANY of its
 *   addresses is refused, and IP literals are checked without DNS. No proxy is used.
 * - Redirects are never followed: a 3xx comes back with its `location`; the caller
 *   decides (a redirect target would have to pass this policy again).
 * - One deadline covers connect, TLS, headers and body (→ OutboundError 'timeout').
 * - At most maxBodyBytes of the response are read; the rest is dropped and the
 *   connection closed (`truncated: true`), or the request fails with 'too_large'.
 * - Connections are kept alive and reused: one Agent per distinct policy.
 * - Nothing here logs: no URLs, headers or bodies (they carry signatures and tokens).
 */
import { createHash } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { Agent, buildConnector, request } from 'undici';
import { config, type Config } from '../config';
import { addressAllowed, type AddressPolicy } from './address-policy';

export interface OutboundPolicy {
  allowHttp: boolean;
  allowPrivate: boolean;
  /** CIDRs allowed even though private, e.g. ['127.0.0.1/32', '::1/128']. */
  allowCidrs: string[];
  timeoutMs: number;
  maxBodyBytes: number;
  /** An extra CA to trust besides the system roots (PEM). */
  ca?: string | Buffer;
}

export interface OutboundRequestInit {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Overrides policy.timeoutMs for this request (connecting stays bounded by policy.timeoutMs). */
  timeoutMs?: number;
  /** Overrides policy.maxBodyBytes for this request. */
  maxBodyBytes?: number;
  /** A body past maxBodyBytes: keep the first bytes and set `truncated` (default), or fail with 'too_large'. */
  onTooLarge?: 'truncate' | 'fail';
}

export interface OutboundResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  truncated: boolean;
  /** The Location header as sent (redirects are not followed). */
  location: string | null;
  /** From the start of the request to the end of reading the body. */
  latencyMs: number;
}

export type OutboundErrorCode = 'invalid_url' | 'scheme_refused' | 'address_refused' | 'timeout' | 'connection_failed' | 'too_large';

/** Why an outbound request did not produce a response. Messages never contain the URL's path, query, headers or body. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

/** The outbound policy from configuration (OUTBOUND_*). */
export function outboundPolicy(c: Config = config()): OutboundPolicy {
  return {
    allowHttp: c.OUTBOUND_ALLOW_HTTP,
    allowPrivate: c.OUTBOUND_ALLOW_PRIVATE,
    allowCidrs: [...c.OUTBOUND_ALLOW_CIDRS],
    timeoutMs: c.OUTBOUND_TIMEOUT_MS,
    maxBodyBytes: c.OUTBOUND_MAX_BODY_BYTES,
    ...(c.OUTBOUND_CA_FILE ? { ca: readFileSync(c.OUTBOUND_CA_FILE) } : {}),
  };
}

/** Sends one request under `policy`; resolves with any HTTP status, rejects with OutboundError. */
export async function guardedRequest(url: string, init: OutboundRequestInit, policy: OutboundPolicy): Promise<OutboundResponse> {
  const target = checkUrl(url, policy);
  const maxBodyBytes = init.maxBodyBytes ?? policy.maxBodyBytes;
  const timeoutMs = init.timeoutMs ?? policy.timeoutMs;
  // A timer cleared when the request ends (AbortSignal.timeout's would fire for every request
  // long after it finished, each making an error object nobody reads).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  timer.unref();
  const { signal } = deadline;
  const started = performance.now();
  try {
    const res = await request(target, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      dispatcher: agentFor(policy),
    });
    const { body, truncated } = await readCapped(res.body, maxBodyBytes, init.onTooLarge ?? 'truncate');
    const headers = flattenHeaders(res.headers);
    return {
      status: res.statusCode,
      headers,
      body,
      truncated,
      location: headers.location ?? null,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    throw toOutboundError(err, signal, target.hostname);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes every shared Agent (shutdown, tests); later requests open new ones. */
export async function closeOutboundAgents(): Promise<void> {
  const open = [...agents.values()];
  agents.clear();
  agentOfPolicy = new WeakMap();
  await Promise.all(open.map((a) => a.close()));
}

function checkUrl(raw: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid_url', 'not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    throw new OutboundError('scheme_refused', `scheme ${url.protocol} is not allowed (${policy.allowHttp ? 'http or https' : 'https only'})`);
  }
  if (url.username || url.password) throw new OutboundError('invalid_url', 'credentials in the URL are not allowed');
  if (!url.hostname) throw new OutboundError('invalid_url', 'the URL has no host');
  // Fail fast for literals; the connector checks again on every connection.
  const literal = unbracket(url.hostname);
  if (isIP(literal) && !addressAllowed(literal, policy)) throw refused(url.hostname);
  return url;
}

const agents = new Map<string, Agent>();
/** The Agent of a policy object already seen: callers keep their policy, so most requests skip the key (a hash of the CA). */
let agentOfPolicy = new WeakMap<OutboundPolicy, Agent>();

/** One keep-alive Agent per distinct connection policy, so repeated deliveries reuse sockets. */
function agentFor(policy: OutboundPolicy): Agent {
  let agent = agentOfPolicy.get(policy);
  if (!agent) {
    agent = sharedAgent(policy);
    agentOfPolicy.set(policy, agent);
  }
  return agent;
}

function sharedAgent(policy: OutboundPolicy): Agent {
  const key = JSON.stringify([policy.allowPrivate, [...policy.allowCidrs].sort(), policy.timeoutMs, policy.ca ? createHash('sha256').update(policy.ca).digest('hex') : null]);
  let agent = agents.get(key);
  if (!agent) {
    const addresses: AddressPolicy = { allowPrivate: policy.allowPrivate, allowCidrs: [...policy.allowCidrs] };
    agent = new Agent({
      connect: guardedConnector(addresses, policy.timeoutMs, policy.ca),
      headersTimeout: policy.timeoutMs,
      bodyTimeout: policy.timeoutMs,
    });
    agents.set(key, agent);
  }
  return agent;
}

/** undici's own connector, given a checking DNS lookup; IP literals (which skip lookup) are checked here. */
function guardedConnector(policy: AddressPolicy, timeoutMs: number, ca: string | Buffer | undefined): buildConnector.connector {
  const connect = buildConnector({
    timeout: timeoutMs,
    lookup: guardedLookup(policy),
    // A `ca` replaces Node's trusted roots, so keep them and add the extra one. Built once: a
    // `ca` list per connection re-parses every root (~40 ms of blocked event loop each).
    ...(ca ? { secureContext: createSecureContext({ ca: [...rootCertificates, ca] }) } : {}),
  });
  return (options, callback) => {
    const host = unbracket(options.hostname);
    if (isIP(host) && !addressAllowed(host, policy)) {
      process.nextTick(callback, refused(options.hostname), null);
      return;
    }
    connect(options, callback);
  };
}

/** dns.lookup that fails unless every address of the name is allowed; the socket connects to what it returns. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      if (addresses.some((a) => !addressAllowed(a.address, policy))) return callback(refused(hostname, true), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

async function readCapped(body: AsyncIterable<Buffer> & { destroy(): unknown }, max: number, onTooLarge: 'truncate' | 'fail'): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body) {
    if (size + chunk.length > max) {
      if (onTooLarge === 'fail') {
        body.destroy();
        throw new OutboundError('too_large', `the response body is larger than ${max} bytes`);
      }
      chunks.push(chunk.subarray(0, max - size));
      size = max;
      truncated = true;
      // Stop reading: undici closes this connection instead of draining the rest.
      body.destroy();
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function toOutboundError(err: unknown, signal: AbortSignal, host: string): unknown {
  if (err instanceof OutboundError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (signal.aborted || TIMEOUT_CODES.has(String(code))) {
    return new OutboundError('timeout', `no complete response from ${host} in time`, { cause: err });
  }
  // A bad header name or value from the caller is a programming error, not a network failure.
  if (code === 'UND_ERR_INVALID_ARG') return err;
  return new OutboundError('connection_failed', `request to ${host} failed${typeof code === 'string' ? ` (${code})` : ''}`, { cause: err });
}

function refused(host: string, resolved = false): OutboundError {
  const what = resolved ? `${host} resolves to an address that is not public` : `${host} is not a public address`;
  return new OutboundError('address_refused', `${what} (outbound policy)`);
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
