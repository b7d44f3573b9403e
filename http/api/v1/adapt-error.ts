import { ApiError } from '../../../graph-client/errors';

/**
 * v1's own status rules: a trait unknown in the survey's country is a 400 with details (v2
 * answers 422 request_unprocessable), and only template limits are a 422 on v1.
 */
export function adaptForV1(e: ApiError): ApiError {
  if (e.kind === 'unprocessable' && e.code !== 'template_limits_violated') {
    const message = v1Message(e);
    return new ApiError('invalid', e.code, message, e.param, e.extra, e.details ?? [message]);
  }
  return e;
}

/**
 * The domain's trait message names GET /v2/traits, which OAuth tokens and unscoped v1 keys
 * cannot call: v1 callers are pointed at the v1 catalogue routes instead.
 */
function v1Message(e: ApiError): string {
  if (e.code !== 'trait_unavailable') return e.message;
  return e.message.replace(/GET \/v2\/traits\?country=([A-Z]{2})&kind=(targeting|reporting)/, 'GET /v1/traits/$2?country=$1');
}
