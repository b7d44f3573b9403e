import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../platform/config';
import { redisClient, type RedisClient } from '../platform/redis';
import type { RedisTarget } from '../platform/redis-target';
import type { Principal } from '../platform/principal';
import { ApiError } from '../graph-client/errors';
import { StreamSlots } from './stream-slots';

/** Limits a route adds to its surface's (route config `rateLimit`; spec: Limits). */
export type RouteRateLimit = 'csvDownload' | 'exportMetadata' | 'imageGeneration';
export type Surface = 'v1' | 'v2';
type PolicyName =
  'v1' | 'v2Live' | 'v2Test' | RouteRateLimit | 'signInPair' | 'signInAddress' | 'signInAccount' | 'signUps' | 'clientRegistrations' | 'operatorLogins' | 'surveyEntries';

/**
 * Console sign-in limits per 15 minutes (docs/decisions.md, "Sign-in limits"): failed attempts
 * per account from one address, and per address across accounts, refuse (429); failures per
 * account from anywhere only slow the next attempts down (1, 2, 4, then 8 s), never refuse, so
 * an attack from elsewhere cannot keep the owner out.
 */
export const SIGN_IN_LIMITS = { perAccountAndAddress: 10, perAddress: 50, windowSeconds: 900, backoffAfter: 10, backoffMaxSeconds: 8 } as const;
/** Failed operator logins (/admin/login) per client address per 15 minutes. */
export const OPERATOR_LOGIN_FAILURES = { perAddress: 20, windowSeconds: 900 } as const;

/**
 * An attempt counted before it is checked. `wait` > 0: refused, retry after that many seconds.
 * Otherwise the caller checks it, after `delayMs` (the account's back-off), and says how it went.
 */
export interface CountedAttempt {
  wait: number;
  delayMs: number;
  /** It signed in: its counts are given back and the account-and-address count starts again. */
  succeeded(): Promise<void>;
  /** It was no guess (the service failed): its counts are given back. */
  undo(): Promise<void>;
}

const uncounted: CountedAttempt = { wait: 0, delayMs: 0, succeeded: async () => {}, undo: async () => {} };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A limit this route has besides its surface's (spec: Limits), e.g. 'csvDownload' on v1 GET /surveys/{id}/exports/csv. */
    rateLimit?: RouteRateLimit;
  }
}

interface Policy {
  points: number;
  windowSeconds: number;
  /** What is counted, for the 429 message: "requests per access token". */
  per: string;
  limiter: RateLimiterAbstract;
}

interface Charge {
  policy: Policy;
  res: RateLimiterRes;
  refused: boolean;
}

/** Whole seconds until a window resets (RateLimit-Reset, Retry-After). */
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const windowText = (s: number) => (s === 60 ? 'minute' : s === 1 ? 'second' : `${s} seconds`);

/**
 * The service's rate limits (rate-limiter-flexible): the v1 budget per access token, the v2
 * budget per team and key mode, and the per-route limits of v1 exports (per caller) and of
 * image generation (per team and key mode). Counters live in Redis (REDIS_URL or REDIS_CLUSTER_NODES)
 * (shared by every API process; a per-process memory limiter takes over while Redis is
 * unreachable), else in this process's memory (the embedded default runs one process).
 */
export class RateLimits {
  private constructor(
    private readonly policies: Partial<Record<PolicyName, Policy>>,
    /** Which store holds the counters. */
    readonly store: 'redis' | 'memory' | 'disabled',
    private readonly redis: RedisClient[],
    /** Open event streams per team (LISTEN_STREAMS_PER_TEAM), in the same store. */
    readonly streams: StreamSlots,
  ) {}

  static fromConfig(cfg: Config, log: Logger): RateLimits {
    if (!cfg.RATE_LIMITS_ENABLED) return new RateLimits({}, 'disabled', [], new StreamSlots(null, null, log));
    // Request budgets must never hold a request up (a short command timeout). Abuse limits (failed
    // sign-ins, survey entries) may wait longer: a count lost to a slow Redis (it would go to the
    // per-process insurance counter) weakens a security limit, and these requests are rare and
    // already slow (hashing a password, starting an attempt).
    const requests = cfg.redis ? rateLimitRedis(cfg.redis, log, 'rate-limits', 500) : null;
    const abuse = cfg.redis ? rateLimitRedis(cfg.redis, log, 'abuse-limits', 5_000) : null;
    const prefix = `${cfg.QUEUE_PREFIX}:ratelimit`;
    const policy = (name: string, points: number, windowSeconds: number, per: string, redis = requests): Policy => {
      const opts = { keyPrefix: `${prefix}:${name}`, points, duration: windowSeconds };
      const limiter = redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis.client, rejectIfRedisNotReady: true, insuranceLimiter: new InsuranceLimiter(opts, redis.onFallback) })
        : new RateLimiterMemory(opts);
      return { points, windowSeconds, per, limiter };
    };
    const v2Window = cfg.RATE_LIMIT_V2_WINDOW_SECONDS;
    return new RateLimits(
      {
        v1: policy('v1', cfg.RATE_LIMIT_V1_PER_MINUTE, 60, 'requests per access token'),
        csvDownload: policy('csv', cfg.RATE_LIMIT_CSV_PER_MINUTE, 60, 'CSV downloads per caller'),
        exportMetadata: policy('exports', cfg.RATE_LIMIT_EXPORTS_PER_MINUTE, 60, 'export metadata requests per caller'),
        imageGeneration: policy('image-generation', cfg.RATE_LIMIT_IMAGE_GENERATIONS_PER_MINUTE, 60, 'image generations per team and mode'),
        v2Live: policy('v2-live', cfg.RATE_LIMIT_V2_LIVE_REQUESTS, v2Window, 'live-mode requests per team'),
        v2Test: policy('v2-test', cfg.RATE_LIMIT_V2_TEST_REQUESTS, v2Window, 'test-mode requests per team'),
        signInPair: policy('sign-in-pair', SIGN_IN_LIMITS.perAccountAndAddress, SIGN_IN_LIMITS.windowSeconds, 'failed sign-ins per account and address', abuse),
        signInAddress: policy('sign-in-address', SIGN_IN_LIMITS.perAddress, SIGN_IN_LIMITS.windowSeconds, 'failed sign-ins per address', abuse),
        // Only counts (for the back-off); its points are never reached.
        signInAccount: policy('sign-in-account', Number.MAX_SAFE_INTEGER, SIGN_IN_LIMITS.windowSeconds, 'failed sign-ins per account', abuse),
        signUps: policy('sign-ups', cfg.RATE_LIMIT_SIGN_UPS, 3600, 'sign-ups per address', abuse),
        clientRegistrations: policy('client-registrations', cfg.RATE_LIMIT_CLIENT_REGISTRATIONS, 3600, 'OAuth client registrations per address', abuse),
        operatorLogins: policy('operator-logins', OPERATOR_LOGIN_FAILURES.perAddress, OPERATOR_LOGIN_FAILURES.windowSeconds, 'failed operator logins per address', abuse),
        surveyEntries: policy('survey-entries', cfg.RATE_LIMIT_SURVEY_ENTRIES, 600, 'survey entries per address', abuse),
      },
      requests ? 'redis' : 'memory',
      [requests, abuse].flatMap((r) => (r ? [r.client] : [])),
      new StreamSlots(cfg.LISTEN_STREAMS_PER_TEAM, requests && { client: requests.client, keyPrefix: `${prefix}:streams`, onFallback: requests.onFallback }, log),
    );
  }

  /**
   * Counts one request of an authenticated caller against its surface's budget and its route's
   * own, and writes the RateLimit headers of the limit closest to exhaustion (of the one that
   * refused, on a 429). Throws 429 rate_limit_exceeded when any limit refuses.
   */
  async charge(surface: Surface, principal: Principal, route: RouteRateLimit | undefined, reply: FastifyReply): Promise<void> {
    const pending: Promise<Charge>[] = [];
    const count = (policy: Policy | undefined, key: string) => {
      if (policy) pending.push(consume(policy, key));
    };
    // The caller: the credential on v1; the team, in the key's mode, on v2.
    if (surface === 'v1') count(this.policies.v1, principal.credentialId);
    else count(principal.livemode ? this.policies.v2Live : this.policies.v2Test, principal.team.id);
    // Image generation spends the team's provider budget, so more keys must not buy more of it.
    if (route) count(this.policies[route], route === 'imageGeneration' ? `${principal.team.id}:${principal.livemode ? 'live' : 'test'}` : principal.credentialId);
    const charges = await Promise.all(pending);
    if (charges.length === 0) return;
    const shown = charges.reduce(mostRestrictive);
    writeHeaders(reply, shown);
    if (shown.refused) {
      const wait = secondsUntil(shown.res.msBeforeNext);
      reply.header('retry-after', String(wait));
      const { points, windowSeconds, per } = shown.policy;
      throw new ApiError(
        'rate_limited',
        'rate_limit_exceeded',
        `Rate limit exceeded: ${points} ${per} per ${windowText(windowSeconds)}. Retry after ${wait} second${wait === 1 ? '' : 's'}.`,
      );
    }
  }

  /**
   * Counts a console sign-in before its password is checked (so N at once spend N): refused while
   * this account has too many failures from this address, or this address from any account; else
   * it may go ahead after the account's back-off. Success gives the counts back.
   */
  async signInAttempt(email: string, address: string): Promise<CountedAttempt> {
    const { signInPair: pair, signInAddress: byAddress, signInAccount: account } = this.policies;
    if (!pair || !byAddress || !account) return uncounted;
    const who = email.trim().toLowerCase();
    // The address first: it has no spaces, so the key names one pair.
    const pairKey = `${address} ${who}`;
    const first = await consume(pair, pairKey);
    if (first.refused) return refusal(first);
    // One after the other: an attempt the address refuses must not have spent the pair's count.
    const second = await consume(byAddress, address);
    if (second.refused) {
      await giveBack(pair, pairKey);
      return refusal(second);
    }
    const counted = await consume(account, who);
    const undo = async () => {
      await Promise.all([giveBack(pair, pairKey), giveBack(byAddress, address), giveBack(account, who)]);
    };
    return {
      wait: 0,
      delayMs: backoffMs(counted.res.consumedPoints - 1),
      undo,
      async succeeded() {
        await Promise.all([pair.limiter.delete(pairKey).catch(() => false), giveBack(byAddress, address), giveBack(account, who)]);
      },
    };
  }

  /** Counts a console sign-up from this address (any outcome: each hashes a password): seconds it must wait, or 0. */
  async signUpWait(address: string): Promise<number> {
    const { signUps } = this.policies;
    if (!signUps) return 0;
    const { res, refused } = await consume(signUps, address);
    return refused ? secondsUntil(res.msBeforeNext) : 0;
  }

  /** Counts an OAuth client registration (RFC 7591) from this address: seconds it must wait, or 0. */
  async clientRegistrationWait(address: string): Promise<number> {
    const { clientRegistrations } = this.policies;
    if (!clientRegistrations) return 0;
    const { res, refused } = await consume(clientRegistrations, address);
    return refused ? secondsUntil(res.msBeforeNext) : 0;
  }

  /** Counts an operator login from this address before the token is checked; a good token gives it back. */
  async operatorLoginAttempt(address: string): Promise<CountedAttempt> {
    const { operatorLogins } = this.policies;
    if (!operatorLogins) return uncounted;
    const counted = await consume(operatorLogins, address);
    if (counted.refused) return refusal(counted);
    const undo = () => giveBack(operatorLogins, address);
    return { wait: 0, delayMs: 0, succeeded: undo, undo };
  }

  /**
   * Counts a visit to a survey entry link from this address: seconds it must wait, or 0. Each
   * visit may start an attempt that holds a quota place, so one address cannot fill the quotas.
   */
  async surveyEntryWait(address: string): Promise<number> {
    const { surveyEntries } = this.policies;
    if (!surveyEntries) return 0;
    const { res, refused } = await consume(surveyEntries, address);
    return refused ? secondsUntil(res.msBeforeNext) : 0;
  }

  /**
   * Waits (up to `timeoutMs`) until the limiters' Redis connections are up. A process that took
   * requests before would count its first ones in its own memory (the insurance limiter) and the
   * rest in Redis, so a newly started process could let one address past a limit. Redis still
   * down at the deadline: the process starts anyway and counts in memory until it returns.
   */
  async connected(timeoutMs: number): Promise<void> {
    const signal = AbortSignal.timeout(timeoutMs);
    const waiting = this.redis.filter((client) => client.status !== 'ready');
    await Promise.all(waiting.map((client) => once(client, 'ready', { signal }).catch(() => undefined)));
  }

  async close(): Promise<void> {
    await Promise.all(this.redis.map(async (client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())));
  }
}

/**
 * The onRequest hook of a surface, registered after its auth hook: requests without a principal
 * (public routes, failed authentication, unknown routes) are not counted. It runs before the
 * Idempotency-Key claim (a preHandler), so a refused request never binds a key.
 */
export function rateLimitHook(limits: RateLimits, surface: Surface) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.principal) await limits.charge(surface, request.principal, request.routeOptions.config.rateLimit, reply);
  };
}

async function consume(policy: Policy, key: string): Promise<Charge> {
  try {
    return { policy, res: await policy.limiter.consume(key), refused: false };
  } catch (rejection) {
    // A RateLimiterRes is a refusal; anything else is a bug (store failures go to the insurance limiter).
    if (rejection instanceof RateLimiterRes) return { policy, res: rejection, refused: true };
    throw rejection;
  }
}

/** Returns one point of a count (an attempt that turned out not to be a failure). */
async function giveBack(policy: Policy, key: string): Promise<void> {
  await policy.limiter.reward(key, 1).catch(() => undefined);
}

function refusal({ res }: Charge): CountedAttempt {
  return { ...uncounted, wait: secondsUntil(res.msBeforeNext) };
}

/** The account's back-off before checking an attempt, after `earlier` failures in the window: 1, 2, 4, then 8 seconds. */
export function backoffMs(earlier: number): number {
  const over = earlier - SIGN_IN_LIMITS.backoffAfter;
  return over < 0 ? 0 : Math.min(2 ** over, SIGN_IN_LIMITS.backoffMaxSeconds) * 1000;
}

/** A refusal wins (the longest wait); else the limit with the fewest points left. */
function mostRestrictive(a: Charge, b: Charge): Charge {
  if (a.refused !== b.refused) return a.refused ? a : b;
  if (a.refused) return a.res.msBeforeNext >= b.res.msBeforeNext ? a : b;
  if (a.res.remainingPoints !== b.res.remainingPoints) return a.res.remainingPoints < b.res.remainingPoints ? a : b;
  return a.res.msBeforeNext >= b.res.msBeforeNext ? a : b;
}

/** IETF draft-ietf-httpapi-ratelimit-headers fields (docs/decisions.md "Rate limits"). */
function writeHeaders(reply: FastifyReply, { policy, res }: Charge): void {
  reply.header('ratelimit-limit', String(policy.points));
  reply.header('ratelimit-remaining', String(res.remainingPoints));
  reply.header('ratelimit-reset', String(secondsUntil(res.msBeforeNext)));
  reply.header('ratelimit-policy', `${policy.points};w=${policy.windowSeconds}`);
}

/**
 * The per-process limiter that counts while Redis is unreachable. It tells the owner when it is
 * first used, so an outage is logged once rather than per request.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    opts: { points: number; duration: number; keyPrefix: string },
    private readonly onUse: () => void,
  ) {
    super(opts);
  }

  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    this.onUse();
    return super.consume(key, points, options);
  }
}

/**
 * The limiters' own Redis client. Commands fail fast while disconnected (no offline queue, no
 * retries, a short timeout) so a request never waits on Redis: the insurance limiter answers.
 */
function rateLimitRedis(target: RedisTarget, log: Logger, connectionName: string, commandTimeout: number): { client: RedisClient; onFallback: () => void } {
  // Every counter is one key: on a cluster each lives on whichever master holds its slot.
  const client = redisClient(target, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout, connectionName });
  let degraded = false;
  client.on('error', () => {
    // Reconnects run on their own; the first request that falls back logs the outage.
  });
  client.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log.info('rate limits: Redis reachable again; counting in Redis');
  });
  const onFallback = () => {
    if (degraded) return;
    degraded = true;
    log.warn('rate limits: Redis unreachable; counting per process in memory until it returns');
  };
  return { client, onFallback };
}
