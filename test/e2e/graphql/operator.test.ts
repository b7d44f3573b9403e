import { describe, expect, it } from 'vitest';
import { createOperatorToken, revokeOperatorToken } from '../../../subgraphs/accounts/accounts.service';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

const service = useTestService();

const STATUS_QUERY = '{ accountsStatus { name databaseReachable } webhooksStatus { name databaseReachable } }';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${service().url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('/graphql for internal tools', () => {
  it('refuses a request without an operator token', async () => {
    const res = await post({ query: STATUS_QUERY });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
    expect(await res.json()).toEqual({ errors: [{ message: 'An operator token is required.', extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('refuses an API key in place of an operator token', async () => {
    const t = await makeTeam(service().em());
    expect((await post({ query: STATUS_QUERY }, bearer(await t.key(['read', 'write', 'spend'])))).status).toBe(401);
  });

  it('answers across subgraphs with the configured operator token', async () => {
    const res = await post({ query: STATUS_QUERY }, bearer(TEST_OPERATOR_TOKEN));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { accountsStatus: { name: 'accounts', databaseReachable: true }, webhooksStatus: { name: 'webhooks', databaseReachable: true } },
    });
  });

  it('accepts a CLI-created operator token until it is revoked', async () => {
    const em = service().em();
    const { token, secret } = await createOperatorToken(em, { name: 'internal tools' });
    expect(secret).toMatch(/^op_[A-Za-z0-9_-]{40}$/);
    expect((await post({ query: STATUS_QUERY }, bearer(secret))).status).toBe(200);
    await revokeOperatorToken(em, token.id);
    expect((await post({ query: STATUS_QUERY }, bearer(secret))).status).toBe(401);
  });

  it('resolves the authenticate mutation for a key', async () => {
    const t = await makeTeam(service().em(), 'Graph Co');
    const secret = await t.key(['read'], { livemode: false, name: 'gql' });
    const res = await post(
      { query: 'mutation($s: String!) { authenticate(secret: $s) { kind name scopes livemode team { id name } } }', variables: { s: secret } },
      bearer(TEST_OPERATOR_TOKEN),
    );
    expect(await res.json()).toEqual({
      data: { authenticate: { kind: 'API_KEY', name: 'gql', scopes: ['READ'], livemode: false, team: { id: t.team.id, name: 'Graph Co' } } },
    });
  });
});
