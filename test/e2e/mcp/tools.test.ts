import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useMcpClients } from '../../helpers/mcp';
import { useTestService } from '../../helpers/service';

/**
 * Issue 39: the MCP endpoint over Streamable HTTP with the official SDK's client, authenticated
 * by a scoped API key: the tools answer the v2 objects, refuse as v2 does, publish once, and the
 * endpoint's challenges, Origin rule, rate limit and metrics. (OAuth: oauth.test.ts; the whole
 * lifecycle: lifecycle.test.ts; the conformance suite: conformance.test.ts.)
 */
const RATE_LIMIT = 30;
const METRICS_TOKEN = 'metrics-scrape-token-for-mcp-tests-0123456789';
const service = useTestService({ RATE_LIMIT_V2_LIVE_REQUESTS: String(RATE_LIMIT), RATE_LIMIT_V2_WINDOW_SECONDS: '60', METRICS_TOKEN });
const api = apiClient(() => service().url);
const connect = useMcpClients(() => service().url);

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const errorOf = (result: CallToolResult) => {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return JSON.parse((result.content[0] as { text: string }).text) as {
    error: { type: string; code: string; message: string; param?: string };
    requestId: string;
    nextStep?: string;
  };
};

/** One JSON-RPC message posted as an MCP client would, without the SDK. */
const post = (key: string | null, message: object) =>
  fetch(`${service().url}/mcp`, {
    method: 'POST',
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(message),
  });
/** The tool-call counter's value for one tool and outcome, as a scraper reads it. */
async function toolCalls(tool: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${service().url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`sfs_mcp_tool_calls_total{tool="${tool}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

describe('MCP endpoint', () => {
  it('lists its tools with input and output schemas and annotations, and answers the v2 objects as structured content', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const client = await connect(key);
    expect(client.getServerVersion()).toMatchObject({ name: 'survey-feedback-service' });

    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name)).toEqual([
      'list_traits',
      'list_surveys',
      'get_survey',
      'get_quote',
      'create_survey',
      'update_survey',
      'publish_survey',
      'stop_survey',
      'duplicate_survey',
      'list_responses',
      'get_results',
      'get_csv_link',
      'get_credit_balance',
      'buy_credits',
    ]);
    for (const x of tools) {
      expect(x.inputSchema.type).toBe('object');
      expect(x.outputSchema?.type).toBe('object');
      expect(JSON.stringify(x)).not.toContain('"$id"');
    }
    const hints = Object.fromEntries(tools.map((x) => [x.name, [x.annotations?.readOnlyHint, x.annotations?.destructiveHint, x.annotations?.idempotentHint]]));
    expect(hints).toMatchObject({
      get_survey: [true, false, true],
      create_survey: [false, false, false],
      update_survey: [false, true, true],
      publish_survey: [false, true, true],
      stop_survey: [false, true, true],
      duplicate_survey: [false, false, false],
      get_results: [true, false, true],
      buy_credits: [false, false, false],
    });

    const traits = await call(client, 'list_traits', { country: 'us', kind: 'targeting' });
    expect(traits.isError).toBeFalsy();
    expect(traits.structuredContent).toEqual(await json(await api('GET', '/v2/traits?country=us&kind=targeting', key)));
    expect(JSON.parse((traits.content[0] as { text: string }).text)).toEqual(traits.structuredContent);

    const created = await json(await api('POST', '/v2/surveys', key, { name: 'Logo test', questions: [{ type: 'rating', prompt: 'Rate the logo' }] }));
    const survey = await call(client, 'get_survey', { id: created.id });
    const { cost, ...rest } = survey.structuredContent as { cost: { credits: number } };
    const { cost: createdCost, ...createdRest } = created;
    expect(rest).toEqual({ ...createdRest, updatedAt: expect.any(String) });
    expect(cost.credits).toBe(createdCost.credits);

    const list = await call(client, 'list_surveys', { limit: 1 });
    expect(list.structuredContent).toMatchObject({ object: 'list', hasMore: false, nextCursor: null, data: [{ id: created.id }] });
    const balance = await call(client, 'get_credit_balance');
    expect(balance.structuredContent).toEqual(await json(await api('GET', '/v2/credit-balance', key)));
  });

  it('refuses what the credential may not see or do, in the v2 error body with a next step', async () => {
    const [a, b] = [await makeTeam(service().em(), 'Team A'), await makeTeam(service().em(), 'Team B')];
    const [keyA, keyB] = [await a.key(['read', 'write']), await b.key(['read'])];
    const theirs = await json(await api('POST', '/v2/surveys', keyA, { name: 'Private', questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const client = await connect(keyB);

    const missing = errorOf(await call(client, 'get_survey', { id: theirs.id }));
    expect(missing.error).toEqual({ type: 'invalid_request_error', code: 'resource_missing', message: `No such survey: '${theirs.id}'`, param: 'id' });
    expect(missing.nextStep).toMatch(/list_surveys/);
    expect(missing.requestId).toMatch(/^req_/);
    // The other mode of the same team is another world.
    const test = await connect(await a.key(['read'], { livemode: false }));
    expect(errorOf(await call(test, 'get_survey', { id: theirs.id })).error.code).toBe('resource_missing');

    const [refusedBefore, unknownBefore] = [await toolCalls('get_survey', 'refused'), await toolCalls('unknown', 'refused')];
    const invalid = errorOf(await call(client, 'get_survey', { id: 'srv_nope' }));
    expect(invalid.error).toMatchObject({ code: 'parameter_invalid', param: 'id' });
    expect(errorOf(await call(client, 'get_survey', { id: theirs.id, extra: 1 })).error).toMatchObject({ code: 'parameter_unknown', param: 'extra' });
    expect(errorOf(await call(client, 'list_traits', { country: 'ZZ' })).error).toMatchObject({ code: 'parameter_invalid', param: 'country' });
    expect(errorOf(await call(client, 'drop_tables')).error).toMatchObject({ code: 'parameter_invalid', param: 'name' });
    // Counted in /metrics by tool and outcome; a name that is no tool is counted as "unknown".
    expect(await toolCalls('get_survey', 'refused')).toBe(refusedBefore + 2);
    expect(await toolCalls('unknown', 'refused')).toBe(unknownBefore + 1);

    const writeOnly = await connect(await b.key(['write']));
    expect(errorOf(await call(writeOnly, 'get_credit_balance')).error).toMatchObject({ code: 'insufficient_scope' });
    // Nothing of team A was read or changed by team B's calls.
    expect((await json(await api('GET', `/v2/surveys/${theirs.id}`, keyA))).name).toBe('Private');
  });

  it('drafts, edits, duplicates and lists through tools as v2 does, and a refused edit changes nothing', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const client = await connect(key);
    const created = await call(client, 'create_survey', {
      name: 'Two logos',
      country: 'US',
      sampleSize: 50,
      questions: [{ type: 'head_to_head', prompt: 'Which logo?', options: [{ label: 'Leaf' }, { label: 'Wave' }] }],
    });
    expect(created.isError).toBeFalsy();
    const draft = created.structuredContent as { id: string; status: string; sampleSize: number; cost: { credits: number } };
    expect(draft).toMatchObject({ object: 'survey', status: 'unpublished', sampleSize: 50 });
    expect(await json(await api('GET', `/v2/surveys/${draft.id}`, key))).toMatchObject({ id: draft.id, name: 'Two logos' });

    // The same edit five times at once: one draft, in the state the edit describes.
    const edits = await Promise.all(Array.from({ length: 5 }, () => call(client, 'update_survey', { id: draft.id, changes: { name: 'Two logos, 100 parents', sampleSize: 100 } })));
    for (const e of edits) expect(e.structuredContent).toMatchObject({ id: draft.id, name: 'Two logos, 100 parents', sampleSize: 100 });
    const after = await json(await api('GET', `/v2/surveys/${draft.id}`, key));
    expect(after).toMatchObject({ name: 'Two logos, 100 parents', sampleSize: 100 });
    expect(after.cost.credits).toBeGreaterThan(draft.cost.credits);

    // Refused edits: bad input, and a key without write. Neither changes the draft.
    expect(errorOf(await call(client, 'update_survey', { id: draft.id, changes: { sampleSize: -1 } })).error).toMatchObject({
      code: 'parameter_invalid',
      param: 'changes.sampleSize',
    });
    const reader = await connect(await t.key(['read']));
    expect(errorOf(await call(reader, 'update_survey', { id: draft.id, changes: { name: 'Hijacked' } })).error).toMatchObject({ code: 'insufficient_scope' });
    expect(errorOf(await call(reader, 'create_survey', { name: 'Nope', questions: [{ type: 'rating', prompt: 'Rate it' }] })).error.code).toBe('insufficient_scope');
    expect(await json(await api('GET', `/v2/surveys/${draft.id}`, key))).toMatchObject({ name: 'Two logos, 100 parents', sampleSize: 100 });
    expect((await json(await api('GET', '/v2/surveys', key))).data).toHaveLength(1);

    const copy = (await call(client, 'duplicate_survey', { id: draft.id })).structuredContent as { id: string; duplicatedFrom: string; name: string };
    expect(copy).toMatchObject({ duplicatedFrom: draft.id, name: 'Two logos, 100 parents' });
    expect(copy.id).not.toBe(draft.id);
    const responses = await call(client, 'list_responses', { id: draft.id, limit: 5 });
    expect(responses.structuredContent).toEqual({ object: 'list', data: [], hasMore: false, nextCursor: null });
    expect(await call(client, 'list_responses', { id: draft.id })).toMatchObject({ structuredContent: await json(await api('GET', `/v2/surveys/${draft.id}/responses`, key)) });
  });

  it('publishes in test mode from credits at the cost the agent was shown: a retried call charges once, another cost is refused and charges nothing', async () => {
    const t = await makeTeam(service().em());
    await grant(service().em(), t.team.id, 500, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const client = await connect(key);
    const draft = (await call(client, 'create_survey', { name: 'Logo test', sampleSize: 25, questions: [{ type: 'rating', prompt: 'Rate the logo' }] })).structuredContent as {
      id: string;
      cost: { amount: number; credits: number };
    };
    const shown = (await call(client, 'get_survey', { id: draft.id })).structuredContent as { cost: { amount: number; credits: number } };
    const balance = async () => ((await call(client, 'get_credit_balance')).structuredContent as { credits: number }).credits;
    const before = await balance();

    // Another cost than the price: refused, nothing charged, still a draft.
    const refused = errorOf(await call(client, 'publish_survey', { id: draft.id, expectedCost: { amount: shown.cost.amount, credits: shown.cost.credits - 1 } }));
    expect(refused.error).toMatchObject({ code: 'quote_changed', currentCost: { amount: shown.cost.amount, credits: shown.cost.credits } });
    // A key without spend cannot publish at all.
    const writer = await connect(await t.key(['read', 'write'], { livemode: false }));
    expect(errorOf(await call(writer, 'publish_survey', { id: draft.id, expectedCost: shown.cost })).error.code).toBe('insufficient_scope');
    expect(await balance()).toBe(before);
    expect((await json(await api('GET', `/v2/surveys/${draft.id}`, key))).status).toBe('unpublished');

    // The same call five times at once, then once more: one order, one charge.
    const calls = await Promise.all(Array.from({ length: 5 }, () => call(client, 'publish_survey', { id: draft.id, expectedCost: shown.cost })));
    const again = await call(client, 'publish_survey', { id: draft.id, expectedCost: shown.cost });
    // One of them runs; the others are told it is in flight (call again), as v2 answers a key in use.
    for (const r of calls.filter((c) => c.isError)) expect(errorOf(r).error.code).toBe('idempotency_in_flight');
    const results = [...calls, again]
      .filter((r) => !r.isError)
      .map((r) => r.structuredContent as { orderId: string; status: string; creditsUsed: number; survey: { status: string } });
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results[0]).toMatchObject({ status: 'paid', creditsUsed: shown.cost.credits, survey: { status: 'in-progress' } });
    expect(await balance()).toBeCloseTo(before - shown.cost.credits, 6);
    expect((await json(await api('GET', '/v2/orders', key))).data).toHaveLength(1);
  });

  it('answers 401 with a Bearer challenge without a usable credential (a v1 OAuth token is none), and 405 to GET and DELETE', async () => {
    const t = await makeTeam(service().em());
    for (const key of [null, 'sk_test_unknown', await t.oauthToken(), await t.key([])]) {
      const res = await post(key, INITIALIZE);
      expect(res.status, String(key)).toBe(key && key.startsWith('sk_') && key !== 'sk_test_unknown' ? 403 : 401);
      const body = await json(res);
      expect(body.error.code).toBe(res.status === 401 ? 'authentication_required' : 'api_key_unscoped');
      // RFC 9728: the challenge names the resource's metadata; a credential that was sent is invalid_token.
      const metadata = `${service().url}/.well-known/oauth-protected-resource/mcp`;
      if (res.status === 401) expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="mcp", resource_metadata="${metadata}"${key ? ', error="invalid_token"' : ''}`);
    }
    const key = await t.key(['read']);
    // DNS-rebinding rule: another origin is refused before the credential is looked at; this service's own is served.
    const from = (origin: string) =>
      fetch(`${service().url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(INITIALIZE),
      });
    const foreign = await from('http://evil.example.com');
    expect(foreign.status).toBe(403);
    expect(await json(foreign)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    expect((await from(new URL(service().url).origin)).status).toBe(200);
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${service().url}/mcp`, { method, headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('serves many agents at once, each its own team, and the same call many times at once alike', async () => {
    const teams = await Promise.all(Array.from({ length: 6 }, (_, i) => makeTeam(service().em(), `Agent team ${i}`)));
    const keys = await Promise.all(teams.map((t) => t.key(['read', 'write'])));
    const ids = await Promise.all(
      keys.map(async (key, i) => (await json(await api('POST', '/v2/surveys', key, { name: `Survey ${i}`, questions: [{ type: 'rating', prompt: 'Rate it' }] }))).id as string),
    );
    const clients = await Promise.all(keys.map(connect));
    const lists = await Promise.all(clients.map((c) => call(c, 'list_surveys')));
    lists.forEach((l, i) => expect((l.structuredContent as { data: { id: string }[] }).data.map((s) => s.id)).toEqual([ids[i]]));

    const same = await Promise.all(Array.from({ length: 10 }, () => call(clients[0], 'get_survey', { id: ids[0] })));
    for (const r of same) expect(r.structuredContent as { id: string; name: string }).toMatchObject({ id: ids[0], name: 'Survey 0' });
  });

  it("charges every message to the team's v2 rate limit: past it, 429 with Retry-After, and the next team is not charged", async () => {
    const [t, other] = [await makeTeam(service().em(), 'Chatty'), await makeTeam(service().em(), 'Quiet')];
    const key = await t.key(['read']);
    const statuses = await Promise.all(
      Array.from({ length: RATE_LIMIT + 5 }, () => post(key, INITIALIZE).then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), body: await r.text() }))),
    );
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(RATE_LIMIT);
    const refused = statuses.filter((s) => s.status === 429);
    expect(refused).toHaveLength(5);
    expect(JSON.parse(refused[0].body).error.code).toBe('rate_limit_exceeded');
    expect(Number(refused[0].retry)).toBeGreaterThan(0);
    expect((await post(await other.key(['read']), INITIALIZE)).status).toBe(200);
  });
});
