/** Descriptions for OpenAPI responses, by status. */
export const RESPONSE_DESCRIPTION: Record<number, string> = {
  200: 'Success.',
  201: 'Created.',
  400: 'Invalid body or parameters.',
  401: 'Missing, malformed or unknown token.',
  402: 'Could not be funded; nothing was charged.',
  403: 'The credential is not allowed to do this.',
  404: 'No such route, or no such resource for this team.',
  409: 'Conflicts with the current state.',
  422: 'Well-formed but semantically invalid.',
  429: 'Rate limit exceeded; retry after Retry-After.',
  500: 'Internal error; safe to retry with backoff.',
  502: 'A dependency is unavailable; retry with backoff.',
};

/** A route's response map with each schema carrying its status description. */
export function describedResponses(success: Record<number, object>, errorSchema: object, errorStatuses: number[]) {
  const out: Record<string, object> = {};
  for (const [status, schema] of Object.entries(success)) out[status] = { ...schema, description: RESPONSE_DESCRIPTION[Number(status)] };
  for (const s of [400, 401, 403, 404, 500, ...errorStatuses]) out[s] = { ...errorSchema, description: RESPONSE_DESCRIPTION[s] };
  return out;
}
