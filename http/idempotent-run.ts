import { setTimeout as delay } from 'node:timers/promises';
import { ApiError } from '../graph-client/errors';
import type { CallerContext, GraphClient } from '../graph-client/graph-client';
import { ClaimIdempotencyKeyDocument, CompleteIdempotencyKeyDocument, ReleaseIdempotencyKeyDocument } from '../graph-client/generated';

/** How a run under a key ended: run now, replayed from an earlier run, or still running elsewhere when the wait ran out. */
export type IdempotentOutcome<T> = { state: 'ran' | 'replayed'; result: T } | { state: 'in_flight'; retryAfterSeconds: number };

const POLL_MS = 250;

/**
 * Runs `run` once per key, as the v2 Idempotency-Key hooks do for a route, for callers that are
 * not one: MCP's publish tool and the console's publish form. The key is claimed (committed)
 * first; a claim that finds the same call in flight polls for its outcome for up to `waitMs`
 * (0: answer at once): its result (replayed), or its refusal, after which the key is free and
 * this call runs on its own. A refusal of `run` releases the key (nothing was done).
 */
export async function claimAndRun<T extends object>(
  graph: GraphClient,
  caller: CallerContext,
  key: string,
  fingerprint: string,
  run: () => Promise<T>,
  { waitMs = 0 }: { waitMs?: number } = {},
): Promise<IdempotentOutcome<T>> {
  const until = Date.now() + waitMs;
  for (;;) {
    const { claimIdempotencyKey: claim } = await graph.run(ClaimIdempotencyKeyDocument, { key, fingerprint }, caller);
    if (claim.state === 'replay') return { state: 'replayed', result: JSON.parse(claim.responseBody ?? 'null') as T };
    if (claim.state === 'mismatch') throw new ApiError('conflict', 'idempotency_mismatch', 'This call was made before with other arguments; change them or the survey.');
    if (claim.state === 'started') break;
    if (Date.now() >= until) return { state: 'in_flight', retryAfterSeconds: claim.retryAfterSeconds ?? 1 };
    await delay(POLL_MS);
  }
  let result: T;
  try {
    result = await run();
  } catch (err) {
    await graph.run(ReleaseIdempotencyKeyDocument, { key }, caller);
    throw err;
  }
  try {
    await graph.run(CompleteIdempotencyKeyDocument, { key, responseStatus: 200, responseBody: JSON.stringify(result) }, caller);
  } catch (err) {
    // Done all the same: the claim's lock expires, and a retry under the key finds what the run
    // made (publish keys its order by the same key). Answering an error here would hide a success.
    caller.log.error({ err }, 'idempotency key not recorded');
  }
  return { state: 'ran', result };
}

/** `claimAndRun` without waiting: a call in flight is 409 idempotency_in_flight, a replay answers the stored result. */
export async function runIdempotently<T extends object>(graph: GraphClient, caller: CallerContext, key: string, fingerprint: string, run: () => Promise<T>): Promise<T> {
  const outcome = await claimAndRun(graph, caller, key, fingerprint, run);
  if (outcome.state === 'in_flight') {
    throw new ApiError('conflict', 'idempotency_in_flight', `The same call is still being processed; call again in ${outcome.retryAfterSeconds} second(s) for its result.`);
  }
  return outcome.result;
}
