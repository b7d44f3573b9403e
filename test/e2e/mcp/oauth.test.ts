import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargesOf, grant, sandboxStripe, submitCard } from '../../helpers/billing';
import { waitFor } from '../../helpers/wait-for';
import { launchChromium } from '../../helpers/browser';
import { startMediaOrigin } from '../../helpers/media-origin';
import { expectAccessible, FormClient, newEmail, screenshot, signedInContext, startRedirectTarget } from '../../helpers/console';
import { useTestService } from '../../helpers/service';

/**
 * Issue 39: OAuth as an MCP agent does it, with the SDK's own client and auth: a 401 names the
 * Protected Resource Metadata (RFC 9728), the client discovers the authorization server, registers
 * itself (RFC 7591), sends the person to the consent page (Chromium) with PKCE and the MCP
 * resource (RFC 8707), exchanges the code, and calls tools in the mode the person chose. The
 * token's audience is /mcp: v1 refuses it, as /mcp refuses a v1 token. Refresh, a wrong
 * resource, revocation.
 */
// The agents' Client ID Metadata Documents: a loopback HTTPS host the outbound policy is told to allow and trust.
const documents = await startMediaOrigin();
afterAll(() => documents.close());
const service = useTestService({
  ROLE: 'all',
  OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
  OUTBOUND_CA_FILE: documents.caFile,
  COLLECTION_BATCH_SIZE: '10',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
});
const url = (path: string) => `${service().url}${path}`;
const PASSWORD = 'correct horse battery';

let browser: Browser;
let callback: Awaited<ReturnType<typeof startRedirectTarget>>;
let redirectUri: string;
beforeAll(async () => {
  browser = await launchChromium();
  callback = await startRedirectTarget();
  redirectUri = callback.redirectUri;
});
afterAll(async () => {
  await browser?.close();
  await callback?.close();
});

const db = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => service().em().getConnection().execute<T[]>(sql, params);

/** What an MCP host keeps for one server: its registration, the PKCE verifier, the tokens; and where it sent the person. */
class AgentAuth implements OAuthClientProvider {
  /** With a metadata URL the agent uses it as its client id (no registration). */
  constructor(readonly clientMetadataUrl?: string) {}
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  sentTo?: URL;
  get redirectUrl() {
    return redirectUri;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Vitest Agent',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(authorizationUrl: URL) {
    this.sentTo = authorizationUrl;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

const transportFor = (auth: AgentAuth) => new StreamableHTTPClientTransport(new URL(url('/mcp')), { authProvider: auth });

const browserFor = (c: FormClient, width?: number) => signedInContext(browser, c, service().url, width);

/** The person approves on the consent page in the mode given; returns the code the app receives. */
async function consent(person: FormClient, to: URL, mode: 'test' | 'live', opts: { shot?: string; width?: number; publisher?: string } = {}): Promise<string> {
  const context = await browserFor(person, opts.width);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  try {
    await page.goto(to.toString());
    expect(await page.locator('h1').innerText()).toMatch(/^Vitest Agent wants access to /);
    if (opts.publisher) expect(await page.locator('.lead').innerText()).toMatch(new RegExp(`^Published by ${opts.publisher.replace(/\./g, '\\.')}\\.`));
    else expect(await page.locator('#self-registered').innerText()).toContain('This app registered itself');
    if (opts.shot) {
      await expectAccessible(page);
      await screenshot(page, opts.shot);
    }
    await page.getByRole('radio', { name: mode === 'test' ? /Test — / : /Live — / }).check();
    await page.getByRole('button', { name: 'Allow Vitest Agent' }).click();
    await page.waitForURL((u) => u.toString().startsWith(redirectUri));
    const back = new URL(page.url());
    expect(back.searchParams.get('iss')).toBe(service().url);
    return back.searchParams.get('code')!;
  } finally {
    await context.close();
  }
}

async function signUp(tag: string) {
  const person = new FormClient(service().url);
  const email = newEmail(tag);
  expect((await person.submit('/console/sign-up', '/console/sign-up', { name: 'Ada Agentic', email, teamName: `${tag} Co`, password: PASSWORD })).res.status).toBe(303);
  const [{ team_id: teamId }] = await db<{ team_id: string }>('select m.team_id from accounts.team_memberships m join accounts.users u on u.id = m.user_id where u.email = ?', [
    email,
  ]);
  return { person, teamId };
}

/** Discovery, registration and consent as the SDK's client does them; returns the agent's stored auth. */
async function connectAgent(person: FormClient, mode: 'test' | 'live', opts: { shot?: string; width?: number; metadataUrl?: string } = {}): Promise<AgentAuth> {
  const auth = new AgentAuth(opts.metadataUrl);
  const first = new Client({ name: 'vitest-agent', version: '1.0.0' });
  await expect(first.connect(transportFor(auth))).rejects.toBeInstanceOf(UnauthorizedError);
  expect(auth.client?.client_id).toMatch(opts.metadataUrl ? opts.metadataUrl : /^app_[0-9a-f]{32}$/);
  expect(auth.sentTo?.searchParams.get('resource')).toBe(url('/mcp'));
  expect(auth.sentTo?.searchParams.get('code_challenge_method')).toBe('S256');
  const transport = transportFor(auth);
  await transport.finishAuth(await consent(person, auth.sentTo!, mode, { ...opts, publisher: opts.metadataUrl && new URL(opts.metadataUrl).host }));
  expect(auth.saved?.access_token).toMatch(/^oat_/);
  return auth;
}

async function agentClient(auth: AgentAuth): Promise<Client> {
  const client = new Client({ name: 'vitest-agent', version: '1.0.0' });
  await client.connect(transportFor(auth));
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const bearer = (token: string, path: string, init: RequestInit = {}) => fetch(url(path), { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
const mcpPost = (token: string) =>
  bearer(token, '/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(INITIALIZE) });
const tokenRequest = (form: Record<string, string>) =>
  fetch(url('/oauth/token'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

describe('OAuth for agents over MCP', () => {
  it('discovery from a 401, self-registration, consent in test mode, tool calls as the person’s team in test mode, refresh, and revocation', async () => {
    // What an agent that knows only the URL finds: a 401 naming the resource metadata, which names the authorization server.
    const anonymous = await fetch(url('/mcp'), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer realm="mcp", resource_metadata="${url('/.well-known/oauth-protected-resource/mcp')}"`);
    const prm = await fetch(url('/.well-known/oauth-protected-resource/mcp'));
    expect(await prm.json()).toMatchObject({ resource: url('/mcp'), authorization_servers: [service().url], scopes_supported: ['read', 'write', 'spend'] });
    const asMetadata = (await (await fetch(url('/.well-known/oauth-authorization-server'))).json()) as Record<string, unknown>;
    expect(asMetadata).toMatchObject({ registration_endpoint: url('/oauth/register'), code_challenge_methods_supported: ['S256'] });

    const { person, teamId } = await signUp('agent');
    await grant(service().em(), teamId, 200, { livemode: false });
    const auth = await connectAgent(person, 'test', { shot: 'console-oauth-consent-agent-desktop' });
    const agent = await agentClient(auth);
    const balance = await call(agent, 'get_credit_balance');
    expect(balance.structuredContent).toMatchObject({ credits: 200 });
    const draft = (await call(agent, 'create_survey', { name: 'Agent draft', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] })).structuredContent as {
      id: string;
      cost: object;
    };
    const [row] = await db<{ team_id: string; livemode: boolean }>('select team_id, livemode from surveys.surveys where name = ? and team_id = ?', ['Agent draft', teamId]);
    expect(row).toEqual({ team_id: teamId, livemode: false });
    const published = (await call(agent, 'publish_survey', { id: draft.id, expectedCost: draft.cost })).structuredContent as { orderId: string };
    expect(published.orderId).toMatch(/^ord_/);
    await agent.close();

    // The token's audience is /mcp: it is no v1 token.
    const token = auth.saved!.access_token;
    const onV1 = await bearer(token, '/v1/users/me');
    expect(onV1.status).toBe(401);
    expect(await onV1.json()).toMatchObject({ message: `This access token was issued for ${url('/mcp')}, not for the v1 API.` });

    // Refresh keeps the resource; asking another resource is invalid_target and changes nothing.
    const clientId = auth.client!.client_id;
    const wrong = await tokenRequest({ grant_type: 'refresh_token', refresh_token: auth.saved!.refresh_token!, client_id: clientId, resource: url('/v1') });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_target' });
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: auth.saved!.refresh_token!, client_id: clientId, resource: url('/mcp') });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect((await mcpPost(next.access_token)).status).toBe(200);
    // The agent's retry of the publish with its refreshed token replays the first answer: one order.
    const retried = await bearer(next.access_token, '/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'publish_survey', arguments: { id: draft.id, expectedCost: draft.cost } } }),
    });
    expect(((await retried.json()) as { result: { structuredContent: { orderId: string } } }).result.structuredContent.orderId).toBe(published.orderId);
    expect(await db('select 1 from billing.orders where team_id = ?', [teamId])).toHaveLength(1);

    // RFC 7009 revocation of the refresh token ends the grant: its access token is refused at once.
    const revoked = await fetch(url('/oauth/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: next.refresh_token, client_id: clientId }).toString(),
    });
    expect(revoked.status).toBe(200);
    const after = await mcpPost(next.access_token);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('a live grant runs a paid live survey end to end and shows on the connected-apps page, where it is revoked; a member’s grant cannot publish; registration refuses bad metadata', async () => {
    const { person, teamId } = await signUp('live-agent');
    // The person saves a card in live mode (the console's portal link); the team has no live credits.
    const mode = await person.get('/console/surveys');
    expect((await person.post('/console/mode', { _csrf: mode.csrf!, mode: 'live' })).res.status).toBe(303);
    const billing = await person.get('/console/billing');
    const portal = await person.post('/console/billing/card', { _csrf: billing.csrf! });
    expect(portal.res.status).toBe(303);
    expect((await submitCard(portal.res.headers.get('location')!, '4242424242424242')).status).toBe(200);

    // A paid live survey end to end, through the agent: draft, quote, publish (card), completion, results.
    const auth = await connectAgent(person, 'live', { shot: 'console-oauth-consent-agent-phone', width: 390 });
    const agent = await agentClient(auth);
    const draft = (await call(agent, 'create_survey', { name: 'Live agent draft', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] })).structuredContent as {
      id: string;
    };
    const quote = (await call(agent, 'get_quote', { id: draft.id })).structuredContent as { cost: { amount: number; credits: number }; creditBalance: { coversCost: boolean } };
    expect(quote.creditBalance.coversCost).toBe(false);
    const paid = (await call(agent, 'publish_survey', { id: draft.id, expectedCost: quote.cost })).structuredContent as { cardCharged: number; creditsUsed: number };
    expect(paid).toMatchObject({ creditsUsed: 0, cardCharged: quote.cost.amount });
    const charges = await chargesOf(sandboxStripe(service().sandboxUrl!, teamId), service().em(), teamId);
    expect(charges.map((c) => c.amount)).toEqual([Math.round(quote.cost.amount * 100)]);
    await waitFor(async () => ((await call(agent, 'get_survey', { id: draft.id })).structuredContent as { status: string }).status === 'completed', {
      timeoutMs: 30_000,
      what: 'the live survey completed',
    });
    const results = (await call(agent, 'get_results', { id: draft.id })).structuredContent as { numResponses: number };
    expect(results.numResponses).toBe(10);
    const second = (await call(agent, 'create_survey', { name: 'Second draft', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] })).structuredContent as {
      id: string;
      cost: object;
    };
    await agent.close();
    const [row] = await db<{ livemode: boolean }>('select livemode from surveys.surveys where name = ? and team_id = ?', ['Live agent draft', teamId]);
    expect(row.livemode).toBe(true);

    const apps = await person.get('/console/apps');
    expect(apps.html).toContain('Vitest Agent');
    expect(apps.html).toContain('Agent (MCP) · live mode');
    const context = await browserFor(person, 390);
    try {
      const page = await context.newPage();
      await page.goto(url('/console/apps'));
      await expectAccessible(page);
      await screenshot(page, 'console-apps-agent-phone');
    } finally {
      await context.close();
    }
    // Revoked on that page: the agent's token stops at once.
    const [{ id: grantId }] = await db<{ id: string }>('select id from accounts.oauth_grants where client_id = ? and team_id = ?', [auth.client!.client_id, teamId]);
    expect((await person.post(`/console/grants/${grantId}/revoke`, { _csrf: apps.csrf! })).res.status).toBe(303);
    expect((await mcpPost(auth.saved!.access_token)).status).toBe(401);

    // A member's consent offers read only (their role's cap): their agent cannot publish.
    const email = newEmail('member');
    const invited = await person.submit('/console/team', '/console/team/invitations', { email, role: 'member' });
    expect(invited.res.status).toBe(201);
    const secret = /(inv_[A-Za-z0-9_-]{43})/.exec(invited.html)![1];
    const member = new FormClient(service().url);
    expect((await member.submit(`/console/invitations/${secret}`, `/console/invitations/${secret}`, { name: 'Mo Member', password: PASSWORD })).res.status).toBe(303);
    const memberAuth = await connectAgent(member, 'live');
    expect(memberAuth.saved?.scope).toBe('read');
    const memberAgent = await agentClient(memberAuth);
    const refused = await call(memberAgent, 'publish_survey', { id: second.id, expectedCost: second.cost });
    expect(JSON.parse((refused.content[0] as { text: string }).text).error.code).toBe('insufficient_scope');
    expect((await call(memberAgent, 'get_survey', { id: second.id })).structuredContent).toMatchObject({ status: 'unpublished' });
    await memberAgent.close();
    // Only the owner's agent's order exists; the card was charged once.
    expect(await db('select 1 from billing.orders where team_id = ?', [teamId])).toHaveLength(1);
    expect(await chargesOf(sandboxStripe(service().sandboxUrl!, teamId), service().em(), teamId)).toHaveLength(1);

    const [{ n: before }] = await db<{ n: number }>('select count(*)::int as n from accounts.oauth_clients');
    for (const bad of [
      { redirect_uris: [] },
      { redirect_uris: ['ftp://example.com/cb'] },
      { redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_basic' },
      { redirect_uris: [redirectUri], grant_types: ['client_credentials'] },
    ]) {
      const res = await fetch(url('/oauth/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^invalid_(client_metadata|redirect_uri)$/);
    }
    const [{ n: afterRefused }] = await db<{ n: number }>('select count(*)::int as n from accounts.oauth_clients');
    expect(afterRefused).toBe(before);
  });
  it('an agent known by its Client ID Metadata Document: no registration, the document fetched through the guarded client, its redirect URIs enforced', async () => {
    const metadataUrl = documents.url('/agents/vitest.json');
    const serve = (doc: object) => documents.route('/agents/vitest.json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc)));
    serve({ client_id: metadataUrl, client_name: 'Vitest Agent', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' });
    const [{ n: before }] = await db<{ n: number }>(`select count(*)::int as n from accounts.oauth_clients where registration = 'dynamic'`);

    const { person, teamId } = await signUp('cimd-agent');
    const auth = await connectAgent(person, 'test', { metadataUrl });
    const agent = await agentClient(auth);
    expect((await call(agent, 'list_surveys')).structuredContent).toMatchObject({ object: 'list', data: [] });
    await agent.close();
    expect(documents.requests.filter((p) => p === '/agents/vitest.json').length).toBeGreaterThanOrEqual(2);
    const [client] = await db<{ registration: string; team_id: string | null; name: string }>(
      'select registration, team_id, name from accounts.oauth_clients where client_id = ?',
      [metadataUrl],
    );
    expect(client).toEqual({ registration: 'metadata', team_id: null, name: 'Vitest Agent' });
    expect((await db<{ n: number }>(`select count(*)::int as n from accounts.oauth_clients where registration = 'dynamic'`))[0].n).toBe(before);

    // What the document says now is what the consent page checks: a redirect it no longer lists, a
    // document naming another client id, or one that cannot be fetched, is shown to the person, never followed.
    const authorizeUrl = (q: Record<string, string>) =>
      `/console/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: metadataUrl, redirect_uri: redirectUri, scope: 'read', state: 's', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', resource: url('/mcp'), ...q }).toString()}`;
    const cases: [object | null, RegExp][] = [
      [{ client_id: metadataUrl, client_name: 'Vitest Agent', redirect_uris: ['http://127.0.0.1:1/elsewhere'] }, /asked to return to an address it did not register/],
      [{ client_id: documents.url('/agents/other.json'), redirect_uris: [redirectUri] }, /names another client id/],
      [{ client_id: metadataUrl, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_basic' }, /not valid: \/token_endpoint_auth_method/],
      [null, /answered 404/],
    ];
    for (const [doc, message] of cases) {
      if (doc) serve(doc);
      else documents.route('/agents/vitest.json', (_req, res) => res.writeHead(404).end());
      const page = await person.get(authorizeUrl({}));
      expect(page.res.status, JSON.stringify(doc)).toBe(400);
      expect(page.html).toMatch(message);
    }
    // The grant the person made stays; nothing else was granted.
    expect(await db('select 1 from accounts.oauth_grants where client_id = ? and team_id = ?', [metadataUrl, teamId])).toHaveLength(1);

    // Disconnected under Connected apps (its client id, a URL, in the form's path): the token stops.
    const apps = await person.get('/console/apps');
    expect(apps.html).toContain(`/console/connected-apps/${encodeURIComponent(metadataUrl)}/disconnect`);
    expect((await person.post(`/console/connected-apps/${encodeURIComponent(metadataUrl)}/disconnect`, { _csrf: apps.csrf! })).res.status).toBe(303);
    expect((await mcpPost(auth.saved!.access_token)).status).toBe(401);
  });
});
