import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../graph-client/errors';
import { callerOf, type GraphClient } from '../../graph-client/graph-client';
import { type ClaimIdempotencyKeyMutation, ClaimIdempotencyKeyDocument, CompleteIdempotencyKeyDocument, ReleaseIdempotencyKeyDocument } from '../../graph-client/generated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Idempotency-Key handling (spec: Idempotency rules): 'required' on v2 money routes, 'optional' on v1 publish. */
    idempotency?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /** The key this request claimed; set only while the request holds it. */
    idempotencyKey: string | null;
  }
}

const MAX_KEY_LENGTH = 255;

/** The Idempotency-Key header, checked; null when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.trim() !== key) {
    throw new ApiError('invalid', 'parameter_invalid', `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters without surrounding spaces.`, 'Idempotency-Key');
  }
  return key;
}

/** Same method, path and (canonical) body → same fingerprint; anything else is a mismatch. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body ?? {})}`)
    .digest('hex');
}

function fingerprintOf(request: FastifyRequest): string {
  return requestFingerprint(request.method, request.url.split('?')[0], request.body);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type Claim = ClaimIdempotencyKeyMutation['claimIdempotencyKey'];

/**
 * Idempotency for the routes that ask for it, as hooks on a surface: the key is claimed (a
 * committed step) after validation and before the handler; a replay sends the stored bytes
 * with `Idempotent-Replayed: true`; a 2xx is stored as sent; anything else frees the key.
 */
export function registerIdempotency(app: FastifyInstance, graph: GraphClient): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config.idempotency;
    if (!mode) return;
    const key = idempotencyKeyOf(request);
    if (key === null) {
      if (mode === 'optional') return;
      throw new ApiError('invalid', 'idempotency_key_required', 'This request needs an Idempotency-Key header (up to 255 characters, unique per attempt).', 'Idempotency-Key');
    }
    const { claimIdempotencyKey: claim } = await graph.run(ClaimIdempotencyKeyDocument, { key, fingerprint: fingerprintOf(request) }, callerOf(request));
    switch (claim.state) {
      case 'started':
        request.idempotencyKey = key;
        return;
      case 'replay':
        return replay(reply, claim);
      case 'mismatch':
        throw new ApiError('conflict', 'idempotency_mismatch', 'This Idempotency-Key was used with a different request; use a new key for a new request.', 'Idempotency-Key');
      case 'in_flight':
        reply.header('retry-after', String(claim.retryAfterSeconds ?? 1));
        throw new ApiError(
          'conflict',
          'idempotency_in_flight',
          'A request with this Idempotency-Key is still being processed; retry after the Retry-After delay.',
          'Idempotency-Key',
        );
      default:
        throw new ApiError('internal', 'internal_error', `unknown idempotency claim state ${claim.state}`);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null) return payload;
    request.idempotencyKey = null;
    const caller = callerOf(request);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await graph.run(CompleteIdempotencyKeyDocument, { key, responseStatus: reply.statusCode, responseBody: payload }, caller);
      } else {
        await graph.run(ReleaseIdempotencyKeyDocument, { key }, caller);
      }
    } catch (err) {
      // The answer still goes out; the key's lock expires and a retry resumes from the domain's recovery point.
      request.log.error({ err }, 'idempotency key not recorded');
    }
    return payload;
  });
}

function replay(reply: FastifyReply, claim: Claim): FastifyReply {
  return reply
    .code(claim.responseStatus ?? 200)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(claim.responseBody);
}
