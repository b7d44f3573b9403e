import type { FastifyRequest } from 'fastify';
import type { EventBus } from './events';
import type { SandboxStore } from './store';
import { invalidParam } from './errors';
import { listJson } from './objects';
import { optInt, optString, type Params } from './params';

/** What every route needs: the state, the event bus, and the sandbox's own base URL (for hosted pages). */
export interface SandboxContext {
  store: SandboxStore;
  events: EventBus;
  baseUrl: () => string;
  /** The path the sandbox is served under ('' on a port of its own), for form actions. */
  basePath: string;
  /** The account of the request's API key (checked before any API route runs; keys.ts). */
  accountOf: (request: FastifyRequest) => string;
}

/** A Stripe list response over `items` (oldest first in the store), honouring limit and starting_after. */
export function listResponse<T extends { id: string }>(url: string, items: T[], query: Params) {
  const limit = optInt(query, 'limit', 10);
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.');
  let newestFirst = [...items].reverse();
  const after = optString(query, 'starting_after');
  if (after) newestFirst = newestFirst.slice(newestFirst.findIndex((i) => i.id === after) + 1);
  return listJson(url, newestFirst, limit);
}
