import { parse, Kind } from 'graphql';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SUPERGRAPH_FILE } from '../../../schema/files';
import { createOperatorToken, revokeOperatorToken } from '../../../subgraphs/accounts/accounts.service';
import { makeTeam } from '../../helpers/fixtures';
import { grant } from '../../helpers/billing';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

const service = useTestService();

/** The signing secret the service and its sandbox share (platform/config.ts default). */
const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_0123456789abcdef0123456789abcdef';

/** Root fields only the facade (and the provider webhook) may run: credentials, sessions, idempotency, provider events, the console's signed-in person. */
const FACADE_ONLY = [
  'authenticate',
  'verifyOperatorToken',
  'authenticateDownloadToken',
  'downloadToken',
  'viewer',
  'startOperatorSession',
  'operatorSessionIsLive',
  'endOperatorSession',
  'signUp',
  'signIn',
  'endConsoleSession',
  'consoleCaller',
  'changePassword',
  'invitation',
  'acceptInvitation',
  'teamApiKeys',
  'createTeamApiKey',
  'revokeTeamApiKey',
  'myTeams',
  'switchConsoleTeam',
  'teamInvitations',
  'inviteMember',
  'revokeInvitation',
  'changeMemberRole',
  'removeMember',
  'oauthClient',
  'oauthCode',
  'oauthRefreshToken',
  'saveOAuthCode',
  'consumeOAuthCode',
  'saveOAuthTokens',
  'revokeOAuthRefreshToken',
  'revokeOAuthToken',
  'revokeOAuthGrantOfSecret',
  'teamOAuthClients',
  'teamOAuthGrants',
  'revokeOAuthGrant',
  'registerOAuthClient',
  'registerDynamicOAuthClient',
  'recordMetadataOAuthClient',
  'removeOAuthClient',
  'connectedApps',
  'disconnectApp',
  'receiveProviderEvent',
  'claimIdempotencyKey',
  'completeIdempotencyKey',
  'releaseIdempotencyKey',
  'webhookEndpointAttempts',
  'redeliverToEndpoint',
  'sendTestWebhookEvent',
  'webhookEventFeed',
  'latestWebhookEventId',
];

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

  it('offers operators none of the facade plumbing: not in introspection, refused when called', async () => {
    // The committed supergraph marks it (FacadeOnly → @inaccessible); the list is reviewed here.
    const supergraph = parse(readFileSync(SUPERGRAPH_FILE, 'utf8'));
    const hidden: { operation: 'query' | 'mutation'; field: string }[] = [];
    for (const def of supergraph.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION || (def.name.value !== 'Query' && def.name.value !== 'Mutation')) continue;
      for (const f of def.fields ?? []) {
        if (f.directives?.some((d) => d.name.value === 'inaccessible')) hidden.push({ operation: def.name.value === 'Query' ? 'query' : 'mutation', field: f.name.value });
      }
    }
    expect(hidden.map((h) => h.field).sort()).toEqual([...FACADE_ONLY].sort());

    const intro = await post({ query: '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }' }, bearer(TEST_OPERATOR_TOKEN));
    expect(intro.status).toBe(200);
    const { data } = (await intro.json()) as { data: { q: { fields: { name: string }[] }; m: { fields: { name: string }[] } } };
    const offered = [...data.q.fields, ...data.m.fields].map((f) => f.name);
    expect(offered).toContain('survey');
    expect(offered).toContain('recordPanelSubmission');
    expect(offered.filter((name) => FACADE_ONLY.includes(name))).toEqual([]);

    for (const { operation, field } of hidden) {
      const res = await post({ query: `${operation} { ${field} }` }, bearer(TEST_OPERATOR_TOKEN));
      expect(res.status, field).toBe(400);
      const body = (await res.json()) as { errors: { message: string }[] };
      expect(body, field).toEqual({
        errors: [
          {
            message: expect.stringMatching(new RegExp(`^Cannot query field "${field}" on type "${operation === 'query' ? 'Query' : 'Mutation'}"\\.( Did you mean .*\\?)?$`)),
            locations: [{ line: 1, column: operation.length + 4 }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
      // Suggestions come from the operators' schema: they name no other plumbing.
      const suggested = [...body.errors[0].message.matchAll(/"(\w+)"/g)].map((m) => m[1]).slice(2);
      expect(
        suggested.filter((name) => FACADE_ONLY.includes(name)),
        field,
      ).toEqual([]);
    }
  });

  it('the facade still runs its plumbing: API-key auth, Idempotency-Key claims and provider events', async () => {
    const t = await makeTeam(service().em(), 'Plumbing Co');
    await grant(service().em(), t.team.id, 100, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false, name: 'plumbing' });
    const api = apiClient(() => service().url);

    // authenticate (and verifyOperatorToken, above: the operator token itself is checked through it).
    const me = await api('GET', '/v2/me', key);
    expect(me.status).toBe(200);
    expect((await json(me)).apiKey).toEqual({ object: 'api_key', name: 'plumbing', scopes: ['read', 'write', 'spend'], livemode: false });

    // claimIdempotencyKey / completeIdempotencyKey: a publish, then its replay.
    const draft = await api('POST', '/v2/surveys', key, {
      name: 'Plumbing',
      sampleSize: 10,
      questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    });
    expect(draft.status).toBe(200);
    const { id } = await json(draft);
    const publish = () => api('POST', `/v2/surveys/${id}/publish`, key, undefined, { 'idempotency-key': `plumbing-${id}` });
    const first = await publish();
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await publish();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(await first.text());

    // receiveProviderEvent: a signed sandbox event reaches billing.
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.updated',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const event = await fetch(`${service().url}/provider-webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: SANDBOX_WEBHOOK_SECRET }) },
      body: payload,
    });
    expect(event.status).toBe(200);
    expect(await event.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
