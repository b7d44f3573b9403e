import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { useMcpClients } from '../../helpers/mcp';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * Issue 39: the whole test-mode lifecycle through MCP tools only, with the SDK's own client over
 * Streamable HTTP: traits, a draft, its quote, publish from credits (a changed quote refused, a
 * retry charging once), completion on the simulated panel, results with the `ai` insight, a CSV
 * link, stop, duplicate, and buying credits (a checkout link, nothing charged).
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '10',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
  // The agent polls get_survey; a test-mode key's default budget is 25 calls a second.
  RATE_LIMIT_V2_TEST_REQUESTS: '1000',
});
const connect = useMcpClients(() => service().url);

type Obj = Record<string, any>;
/** A tool's structured answer; fails the test with the error body when the call was refused. */
async function use(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Obj> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} refused: ${(result.content[0] as { text: string }).text}`);
  return result.structuredContent as Obj;
}
async function refusal(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  return JSON.parse((result.content[0] as { text: string }).text) as { error: { code: string; param?: string }; nextStep?: string };
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [{ n }] = await service().em().execute<{ n: number }[]>(sql, params);
  return n;
}

describe('an agent runs a survey end to end in test mode, through tools only', () => {
  it('traits → draft → quote → publish (refused at a changed quote, charged once on retry) → completed → results with ai → CSV link → stop → duplicate', async () => {
    const t = await makeTeam(service().em());
    await grant(service().em(), t.team.id, 5_000, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const agent = await connect(key);

    const traits = await use(agent, 'list_traits', { country: 'US', kind: 'reporting' });
    const reporting = (traits.data as Obj[]).map((x) => x.permalink as string);
    expect(reporting).toContain('gender');

    const draft = await use(agent, 'create_survey', {
      name: 'Two logos, US parents',
      country: 'US',
      sampleSize: 30,
      reporting: ['gender'],
      questions: [
        { type: 'head_to_head', prompt: 'Which logo would you trust on a snack for your kids?', options: [{ label: 'Leaf' }, { label: 'Wave' }] },
        { type: 'rating', prompt: 'How much do you like the Leaf logo?' },
      ],
    });
    expect(draft).toMatchObject({ object: 'survey', status: 'unpublished', sampleSize: 30 });
    const quote = await use(agent, 'get_quote', { id: draft.id });
    expect(quote).toMatchObject({ object: 'survey_quote', survey: draft.id, status: 'unpublished', creditBalance: { coversCost: true } });
    expect(quote.cost.credits).toBeGreaterThan(0);
    const balance = async () => (await use(agent, 'get_credit_balance')).credits as number;
    const before = await balance();

    // A cost other than the quote: refused, nothing charged.
    const changed = await refusal(agent, 'publish_survey', { id: draft.id, expectedCost: { ...quote.cost, credits: quote.cost.credits + 1 } });
    expect(changed.error.code).toBe('quote_changed');
    expect(changed.nextStep).toMatch(/get_quote/);
    expect(await balance()).toBe(before);

    // The quote as shown, then the same call twice more (an agent's retries; calls at once: tools.test.ts): one order, one spend.
    const published = await use(agent, 'publish_survey', { id: draft.id, expectedCost: quote.cost });
    expect(published).toMatchObject({ object: 'survey_publish', status: 'paid', creditsUsed: quote.cost.credits, cardCharged: 0 });
    for (const retry of [1, 2]) expect((await use(agent, 'publish_survey', { id: draft.id, expectedCost: quote.cost })).orderId, `retry ${retry}`).toBe(published.orderId);
    expect(await balance()).toBe(before - quote.cost.credits);
    const uuid = fromPublicId('srv', draft.id)!;
    expect(await count('select count(*)::int as n from billing.orders where survey_id = ?', [uuid])).toBe(1);

    // The simulated panel answers; the agent polls the survey until it has completed.
    await waitFor(async () => (await use(agent, 'get_survey', { id: draft.id })).status === 'completed', { timeoutMs: 30_000, what: 'completed' });
    const results = await waitFor(
      async () => {
        const r = await use(agent, 'get_results', { id: draft.id, breakdowns: true });
        return (r.questions as Obj[]).every((q) => q.ai !== null) ? r : null;
      },
      { timeoutMs: 30_000, what: 'the ai insight of every question' },
    );
    expect(results).toMatchObject({ object: 'survey_results', survey: draft.id, status: 'completed', sampleSize: 30, numResponses: 30 });
    const [h2h, rating] = results.questions as Obj[];
    expect(h2h).toMatchObject({ object: 'question_results', question: draft.questions[0].id, type: 'head_to_head', totalResponses: 30 });
    expect(h2h.options.map((o: Obj) => o.option)).toEqual(draft.questions[0].options.map((o: Obj) => o.id));
    expect(h2h.options.reduce((sum: number, o: Obj) => sum + o.votes, 0)).toBe(30);
    expect(h2h.breakdowns.map((b: Obj) => b.trait)).toEqual(['Gender']);
    expect(h2h.ai).toMatchObject({ responses: 30, summary: expect.any(String), perOption: expect.any(Array) });
    for (const theme of h2h.ai.themes) for (const q of theme.quotes) expect(q).toMatch(/^rsp_[0-9a-f]{32}$/);
    expect(rating).toMatchObject({ type: 'rating', totalResponses: 30, averageScore: expect.any(Number) });
    // Without breakdowns the answer stays small.
    expect(((await use(agent, 'get_results', { id: draft.id })).questions as Obj[]).every((q) => q.breakdowns.length === 0)).toBe(true);

    // A CSV link the agent (or a person) opens without a credential: 30 respondents × 2 questions.
    const link = await use(agent, 'get_csv_link', { id: draft.id });
    expect(link).toMatchObject({ object: 'csv_download', survey: draft.id });
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const csv = await fetch(link.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\n')[0]).toMatch(/^respondent_id,/);
    // Long layout: one row per response, each naming its question by its v2 id.
    for (const q of draft.questions as Obj[]) expect(text.split(`,${q.id},`).length - 1).toBe(30);

    // Stop: a second survey, duplicated from the first and made larger, stopped while it collects.
    const copy = await use(agent, 'duplicate_survey', { id: draft.id });
    expect(copy).toMatchObject({ status: 'unpublished', duplicatedFrom: draft.id, name: draft.name, numResponses: 0 });
    const larger = await use(agent, 'update_survey', { id: copy.id, changes: { sampleSize: 1_000 } });
    await use(agent, 'publish_survey', { id: copy.id, expectedCost: larger.cost });
    const stopped = await use(agent, 'stop_survey', { id: copy.id });
    expect(stopped).toMatchObject({ id: copy.id, status: 'completed' });
    expect(stopped.numResponses).toBeLessThan(1_000);
    expect(await use(agent, 'stop_survey', { id: copy.id })).toMatchObject({ status: 'completed', numResponses: stopped.numResponses });
  });

  it('refuses a CSV link before completion and a link for another survey, a forged or revoked token, and buys credits only at a checkout a person opens', async () => {
    const t = await makeTeam(service().em());
    await grant(service().em(), t.team.id, 500, { livemode: false });
    const key = await t.key(['read', 'write', 'spend'], { livemode: false });
    const agent = await connect(key);
    const draft = await use(agent, 'create_survey', { name: 'Snack', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] });
    const early = await refusal(agent, 'get_csv_link', { id: draft.id });
    expect(early.error).toMatchObject({ code: 'survey_not_completed', param: 'id' });
    expect(early.nextStep).toMatch(/get_survey/);

    await use(agent, 'publish_survey', { id: draft.id, expectedCost: draft.cost });
    await waitFor(async () => (await use(agent, 'get_survey', { id: draft.id })).status === 'completed', { timeoutMs: 30_000, what: 'completed' });
    const link = new URL((await use(agent, 'get_csv_link', { id: draft.id, layout: 'wide' })).url as string);
    expect(link.searchParams.get('layout')).toBe('wide');
    expect((await fetch(link)).status).toBe(200);

    // The token opens that survey's CSV only, as signed, for a credential that still exists.
    const other = await use(agent, 'create_survey', { name: 'Other', questions: [{ type: 'rating', prompt: 'Rate it' }] });
    const elsewhere = new URL(link);
    elsewhere.pathname = `/v2/surveys/${other.id}/exports/csv`;
    const forged = new URL(link);
    forged.searchParams.set('t', `${link.searchParams.get('t')!.slice(0, -2)}xx`);
    for (const url of [elsewhere, forged]) {
      const res = await fetch(url);
      expect(res.status).toBe(401);
      expect(((await res.json()) as Obj).error).toMatchObject({ code: 'authentication_required' });
    }
    await service().em().execute('update accounts.api_keys set revoked_at = now() where team_id = ?', [t.team.id]);
    await waitFor(async () => (await fetch(link)).status === 401, { what: 'the revoked key’s link refused' });

    // Buying credits opens a pending order with a checkout URL; nothing is added until a person pays.
    const buyer = await connect(await t.key(['read', 'spend'], { livemode: false }));
    const credits = (await use(buyer, 'get_credit_balance')).credits as number;
    const orders = await Promise.all([1, 2].map(() => use(buyer, 'buy_credits', { pack: 'credits_100' })));
    for (const order of orders)
      expect(order).toMatchObject({ object: 'order', kind: 'credit_pack', status: 'pending', pack: 'credits_100', checkoutUrl: expect.stringMatching(/^https?:\/\//) });
    expect(orders[0].id).not.toBe(orders[1].id);
    expect((await use(buyer, 'get_credit_balance')).credits).toBe(credits);
    const reader = await connect(await t.key(['read'], { livemode: false }));
    expect((await refusal(reader, 'buy_credits', { pack: 'credits_100' })).error.code).toBe('insufficient_scope');
    expect((await refusal(buyer, 'buy_credits', { pack: 'credits_7' })).error).toMatchObject({ code: 'parameter_invalid', param: 'pack' });
    expect(await count(`select count(*)::int as n from billing.orders where team_id = ? and kind = 'credit_pack'`, [t.team.id])).toBe(2);
  });
});
