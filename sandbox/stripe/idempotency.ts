import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StripeApiError } from './errors';
import type { SandboxStore } from './store';

/**
 * Stripe's Idempotency-Key contract for POST /v1/*: the first response is stored per API key and
 * key; the same key with the same parameters replays it (status and body, `Idempotent-Replayed:
 * true`); different parameters or another endpoint is a 400 idempotency_error. As on Stripe, a
 * request rejected before it ran (validation, missing objects) is not stored, so it can be retried.
 * Records live in the store, so every process serving a shared sandbox honours them.
 */
export function registerIdempotency(app: FastifyInstance, { idempotency: stored }: SandboxStore): void {
  const owners = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    // Only the API's routes have this hook (server.ts), under whatever prefix the sandbox is mounted.
    if (request.method !== 'POST' || typeof key !== 'string' || key === '') return;
    if (key.length > 255) {
      throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Idempotency-Key must be 255 characters or fewer.' });
    }
    const scoped = `${request.headers.authorization ?? ''}\n${key}`;
    // Stripe's path (/v1/…), whatever prefix the sandbox is mounted under, so every replica compares alike.
    const full = request.url.split('?')[0];
    const path = full.slice(Math.max(0, full.indexOf('/v1/')));
    const fingerprint = stableJson(request.body ?? {});
    const previous = stored.get(scoped);
    if (!previous) {
      stored.set(scoped, { path, fingerprint, status: null, body: '', requestId: request.id });
      owners.set(request, scoped);
      return;
    }
    const retryHint = `Try using a key other than '${key}' if you meant to execute a different request.`;
    if (previous.path !== path) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.path}' vs '${path}'). ${retryHint}`,
      });
    }
    if (previous.fingerprint !== fingerprint) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retryHint}`,
      });
    }
    if (previous.status === null) {
      throw new StripeApiError(409, {
        type: 'idempotency_error',
        code: 'idempotency_key_in_use',
        message: `There is currently another in-progress request using this Idempotency-Key ('${key}'). Please try again later.`,
      });
    }
    return reply.code(previous.status).header('idempotent-replayed', 'true').header('original-request', previous.requestId).type('application/json').send(previous.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const scoped = owners.get(request);
    const record = scoped ? stored.get(scoped) : undefined;
    if (!scoped || !record) return payload;
    // Successes and card declines ran and changed state: keep them. Validation errors did not.
    if (reply.statusCode < 300 || reply.statusCode === 402) {
      record.status = reply.statusCode;
      record.body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    } else {
      stored.delete(scoped);
    }
    return payload;
  });

  // A request that never produced a response must not block its key forever.
  app.addHook('onResponse', async (request) => {
    const scoped = owners.get(request);
    if (scoped && stored.get(scoped)?.status === null) stored.delete(scoped);
  });
}

/** JSON with sorted keys: Stripe compares parameters, not their order in the body. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
