import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { keysetPage, type KeysetPage } from '../../../platform/cursor';
import { isGuid, newId, toPublicId } from '../../../platform/ids';
import { creationMode, ownerWhere, type OwnerScope } from '../../../platform/owner';
import { WebhooksError } from '../webhooks.errors';
import { checkEnabledEvents, checkEndpointUrl } from './endpoint-rules';
import { WebhookEndpoint, type WebhookEventType } from './endpoint.entity';
import { lockUntilCommit } from '../../../platform/db/advisory-lock';

/** Spec (Limits): a team may register up to 10 endpoints (per mode); deleted ones do not count. */
export const MAX_ENDPOINTS_PER_TEAM = 10;
export const MAX_PAGE_SIZE = 100;

/** `whsec_` + 32 random bytes (base64url): the HMAC key deliveries are signed with. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * Registers an endpoint, in the caller's mode (whose events it receives), with a fresh signing secret (on the returned row: show it once). The
 * team's endpoints are counted under a per-team advisory lock, so concurrent creates cannot
 * pass the limit together.
 */
export async function createEndpoint(em: EntityManager, owner: OwnerScope, input: { url: string; enabledEvents: readonly string[] }): Promise<WebhookEndpoint> {
  const url = checkEndpointUrl(input.url);
  const enabledEvents = checkEnabledEvents(input.enabledEvents);
  return em.transactional(async (tem) => {
    const livemode = creationMode(owner);
    // Counted per mode: the other mode's endpoints are another world, not even seen through a limit.
    await lockUntilCommit(tem, `webhooks:endpoints:${owner.teamId}:${livemode}`);
    const count = await tem.count(WebhookEndpoint, { teamId: owner.teamId, livemode, deletedAt: null });
    if (count >= MAX_ENDPOINTS_PER_TEAM) {
      throw new WebhooksError('endpoint_limit_reached', `A team may register up to ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints per mode; delete one before adding another.`);
    }
    const now = new Date();
    const endpoint = tem.create(WebhookEndpoint, {
      id: newId(),
      teamId: owner.teamId,
      livemode,
      url,
      enabledEvents,
      secret: newSigningSecret(),
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    });
    await tem.flush();
    return endpoint;
  });
}

/** The owner's endpoints, newest first, cursor-paged. */
export async function listEndpoints(em: EntityManager, owner: OwnerScope, opts: { limit: number; cursor?: string | null }): Promise<KeysetPage<WebhookEndpoint>> {
  if (!Number.isInteger(opts.limit) || opts.limit < 1 || opts.limit > MAX_PAGE_SIZE) {
    throw new WebhooksError('invalid_limit', `limit must be 1 to ${MAX_PAGE_SIZE}.`, 'limit');
  }
  return keysetPage(
    opts,
    (message) => new WebhooksError('invalid_cursor', message, 'cursor'),
    (before, take) => em.find(WebhookEndpoint, { ...ownerWhere(owner), deletedAt: null, ...(before ? { id: { $lt: before } } : {}) }, { orderBy: { id: 'desc' }, limit: take }),
  );
}

/** One endpoint of the owner; another team's or mode's, or a deleted one, is not found (the same words). */
export async function getEndpoint(em: EntityManager, owner: OwnerScope, endpointId: string): Promise<WebhookEndpoint> {
  const endpoint = isGuid(endpointId) ? await em.findOne(WebhookEndpoint, { id: endpointId, ...ownerWhere(owner), deletedAt: null }) : null;
  if (!endpoint) throw new WebhooksError('endpoint_not_found', `No such webhook endpoint: ${isGuid(endpointId) ? toPublicId('whk', endpointId) : endpointId}`, 'id');
  return endpoint;
}

export interface EndpointPatch {
  url?: string | null;
  enabledEvents?: readonly string[] | null;
  /** Only `enabled`: turns a disabled endpoint back on (disabling is the delivery's call). */
  status?: string | null;
}

/** Changes the URL and/or the subscribed kinds, or re-enables a disabled endpoint. The secret stays. */
export async function updateEndpoint(em: EntityManager, owner: OwnerScope, endpointId: string, patch: EndpointPatch): Promise<WebhookEndpoint> {
  if (patch.url == null && patch.enabledEvents == null && patch.status == null) {
    throw new WebhooksError('nothing_to_update', 'Send at least one of url, enabledEvents or status.');
  }
  const url = patch.url == null ? undefined : checkEndpointUrl(patch.url);
  const enabledEvents = patch.enabledEvents == null ? undefined : checkEnabledEvents(patch.enabledEvents);
  if (patch.status != null && patch.status !== 'enabled') {
    throw new WebhooksError('invalid_status', 'status can only be set to enabled (to turn a disabled endpoint back on).', 'status');
  }
  const endpoint = await getEndpoint(em, owner, endpointId);
  if (url !== undefined) endpoint.url = url;
  if (enabledEvents !== undefined) endpoint.enabledEvents = enabledEvents;
  // Re-enabling starts a fresh failure streak: the old one would disable it again at once.
  if (patch.status === 'enabled') Object.assign(endpoint, { status: 'enabled', disabledReason: null, disabledAt: null, failingSince: null });
  endpoint.updatedAt = new Date();
  await em.flush();
  return endpoint;
}

/** Deletes an endpoint: it disappears from reads and receives nothing more. Deleting again is not found. */
export async function deleteEndpoint(em: EntityManager, owner: OwnerScope, endpointId: string): Promise<WebhookEndpoint> {
  const endpoint = await getEndpoint(em, owner, endpointId);
  const now = new Date();
  endpoint.deletedAt = now;
  endpoint.updatedAt = now;
  await em.flush();
  return endpoint;
}

/** Delivery: the endpoints an event of this team, mode and kind goes to (enabled, not deleted, subscribed). */
export async function endpointsFor(em: EntityManager, teamId: string, livemode: boolean, eventType: WebhookEventType, occurredAt: Date): Promise<WebhookEndpoint[]> {
  return em.find(
    WebhookEndpoint,
    { teamId, livemode, status: 'enabled', deletedAt: null, enabledEvents: { $contains: [eventType] }, createdAt: { $lte: occurredAt } },
    { orderBy: { id: 'asc' } },
  );
}

/**
 * Delivery: stops sending to an endpoint (e.g. after repeated failures), recording why. An
 * endpoint already disabled keeps its first reason; a deleted or unknown one gives null.
 */
export async function disableEndpoint(em: EntityManager, endpointId: string, reason: string): Promise<WebhookEndpoint | null> {
  const endpoint = isGuid(endpointId) ? await em.findOne(WebhookEndpoint, { id: endpointId, deletedAt: null }) : null;
  if (!endpoint) return null;
  if (endpoint.status === 'enabled') {
    const now = new Date();
    Object.assign(endpoint, { status: 'disabled', disabledReason: reason, disabledAt: now, updatedAt: now });
    await em.flush();
  }
  return endpoint;
}
