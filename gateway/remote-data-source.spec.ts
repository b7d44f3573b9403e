import { describe, expect, it } from 'vitest';
import type { Principal } from '../platform/principal';
import { INTERNAL_HEADERS, decodePrincipal } from './internal-headers';
import { InternalRemoteDataSource } from './remote-data-source';

const principal: Principal = {
  kind: 'api_key',
  team: { id: 'team-1', name: 'Acme' },
  user: null,
  credentialId: 'key-1',
  name: 'ci',
  scopes: ['read'],
  livemode: false,
};

/** What willSendRequest puts on a subgraph fetch for this context. */
function headersFor(context: Record<string, unknown>): Headers {
  const headers = new Headers();
  const source = new InternalRemoteDataSource('http://surveys.internal/graphql', 'internal-token-0123456789abcdef0123456789');
  source.willSendRequest({ request: { http: { headers, method: 'POST', url: 'http://surveys.internal/graphql' } }, context } as never);
  return headers;
}

describe('InternalRemoteDataSource (split mode)', () => {
  it('forwards the request id, the caller and the internal token', () => {
    const headers = headersFor({ requestId: 'req_0123456789abcdef0123456789abcdef', principal });
    expect(headers.get(INTERNAL_HEADERS.requestId)).toBe('req_0123456789abcdef0123456789abcdef');
    expect(headers.get(INTERNAL_HEADERS.token)).toBe('internal-token-0123456789abcdef0123456789');
    expect(decodePrincipal(headers.get(INTERNAL_HEADERS.principal) ?? undefined)).toEqual(principal);
  });

  it('sends no caller for operator calls', () => {
    const headers = headersFor({ requestId: 'req_0123456789abcdef0123456789abcdef', principal: null });
    expect(headers.get(INTERNAL_HEADERS.requestId)).toBe('req_0123456789abcdef0123456789abcdef');
    expect(headers.has(INTERNAL_HEADERS.principal)).toBe(false);
  });
});
