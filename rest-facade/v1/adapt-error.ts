import { ApiError } from '../errors';

/**
 * v1's own status rules: a trait unknown in the survey's country is a 400 with details (v2
 * answers 422 request_unprocessable), and only template limits are a 422 on v1.
 */
export function adaptForV1(e: ApiError): ApiError {
  if (e.kind === 'unprocessable' && e.code !== 'template_limits_violated') {
    return new ApiError('invalid', e.code, e.message, e.param, e.extra, e.details ?? [e.message]);
  }
  return e;
}
