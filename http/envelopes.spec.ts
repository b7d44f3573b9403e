import { describe, expect, it } from 'vitest';
import type { ErrorKind } from '../platform/errors';
import { ApiError, fromGraphError, statusOf } from '../graph-client/errors';
import { v1Body, v2Body, v2TypeOf } from './envelopes';

const KINDS: [ErrorKind, number, string][] = [
  ['invalid', 400, 'invalid_request_error'],
  ['unauthenticated', 401, 'authentication_error'],
  ['payment', 402, 'card_error'],
  ['forbidden', 403, 'permission_error'],
  ['not_found', 404, 'invalid_request_error'],
  ['conflict', 409, 'invalid_request_error'],
  ['unprocessable', 422, 'invalid_request_error'],
  ['rate_limited', 429, 'rate_limit_error'],
  ['internal', 500, 'api_error'],
  ['unavailable', 502, 'api_error'],
  ['outage', 503, 'api_error'],
];

describe('error mapping', () => {
  it.each(KINDS)('%s → %i %s', (kind, status, type) => {
    expect(statusOf(kind)).toBe(status);
    expect(v2TypeOf(kind)).toBe(type);
  });

  it('renders the v2 envelope with param and extra fields beside the code', () => {
    const e = new ApiError('payment', 'insufficient_credits', 'Not enough credits.', undefined, { shortfall: { credits: 3 } });
    expect(v2Body(e, 'req_1')).toEqual({
      error: { type: 'card_error', code: 'insufficient_credits', message: 'Not enough credits.', shortfall: { credits: 3 } },
      requestId: 'req_1',
    });
    const p = new ApiError('invalid', 'parameter_invalid', 'Bad limit.', 'limit');
    expect(v2Body(p, 'req_2').error.param).toBe('limit');
  });

  it('renders v1 bodies with the reason phrase and optional details', () => {
    expect(v1Body(new ApiError('unauthenticated', 'authentication_required', 'No token.'))).toEqual({ error: 'Unauthorized', message: 'No token.' });
    expect(v1Body(new ApiError('invalid', 'parameter_invalid', 'Bad.', 'x', undefined, ['x must be a number']))).toEqual({
      error: 'Bad Request',
      message: 'Bad.',
      details: ['x must be a number'],
    });
  });

  it('keeps domain codes from GraphQL errors and hides everything else', () => {
    const domain = fromGraphError({ message: 'No team.', extensions: { kind: 'not_found', code: 'team_not_found', param: 'team' } });
    expect([domain.kind, domain.code, domain.param, domain.message]).toEqual(['not_found', 'team_not_found', 'team', 'No team.']);
    const other = fromGraphError({ message: 'connect ECONNREFUSED 10.0.0.5:5432' });
    expect([other.kind, other.code]).toEqual(['internal', 'internal_error']);
    expect(other.message).not.toContain('ECONNREFUSED');
  });
});
