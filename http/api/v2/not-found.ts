import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../graph-client/errors';

/**
 * v2 404 messages name the id the client sent (`No such survey: 'srv_…'`), never the GUID a
 * domain looked up: v2 shows no GUIDs (docs/decisions.md, "v2 not-found messages?").
 */

/** The 404 of a v2 resource the client named by `id`. */
export function noSuch(noun: string, id: string): ApiError {
  return new ApiError('not_found', 'resource_missing', `No such ${noun}: '${id}'`, 'id');
}

/** What a domain's not-found code is about, as a v2 message names it. */
const NOUN_OF_CODE: Record<string, string> = {
  survey_not_found: 'survey',
  order_not_found: 'order',
  endpoint_not_found: 'webhook endpoint',
  response_not_found: 'response',
};

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The v2 surface's error adaptation: a domain's not-found becomes `No such <noun>: '<id sent>'`
 * when the route names the resource by its path id; any other not-found that would show a GUID
 * says only what was not found.
 */
export function adaptForV2(e: ApiError, request: FastifyRequest): ApiError {
  const sent = (request.params as { id?: unknown } | undefined)?.id;
  return adaptNotFound(e, typeof sent === 'string' ? sent : undefined);
}

/** adaptForV2 for a caller that named the resource by `sent` (a path id, or an MCP tool's `id` argument). */
export function adaptNotFound(e: ApiError, sent: string | undefined): ApiError {
  if (e.kind !== 'not_found' || e.code === 'resource_missing') return e;
  const noun = NOUN_OF_CODE[e.code];
  if (noun && sent !== undefined) return noSuch(noun, sent);
  if (GUID.test(e.message)) return new ApiError('not_found', e.code, `No such ${noun ?? 'resource'}.`, e.param, e.extra);
  return e;
}
