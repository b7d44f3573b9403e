import { describe, expect, it } from 'vitest';
import { ApiError, createClient, type Client, type Survey, type SurveyResponse, type WebhookEndpoint } from '../../../clients/typescript/src/index';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { useTestService } from '../../helpers/service';
import { waitFor } from '../../helpers/wait-for';

/**
 * The v2 lifecycle through the generated TypeScript client only: draft, quote, publish in test
 * mode from credits, collection by the simulated panel (the workers of this process), responses,
 * CSV and webhook endpoints. Everything below the team and its credits is a client call.
 */
const service = useTestService({
  ROLE: 'all',
  COLLECTION_BATCH_SIZE: '4',
  COLLECTION_INTERVAL_MS: '0',
  OUTBOX_POLL_MS: '20',
});

const SRV = /^srv_[0-9a-f]{32}$/;
const ORD = /^ord_[0-9a-f]{32}$/;
const RSP = /^rsp_[0-9a-f]{32}$/;
const QST = /^qst_[0-9a-f]{32}$/;
const WHK = /^whk_[0-9a-f]{32}$/;
const REQ = /^req_[0-9a-f]{32}$/;
const LONG_HEADER = 'respondent_id,response_id,question_id,question_number,question_type,question,answer,explanation,pinned,responded_at';

/** A team with 100 test-mode credits and a test-mode key of every scope, and a client on it. */
async function testModeClient(): Promise<{ client: Client; teamId: string }> {
  const em = service().em();
  const t = await makeTeam(em, 'Client Co');
  await grant(em, t.team.id, 100, { livemode: false });
  const apiKey = await t.key(['read', 'write', 'spend'], { livemode: false });
  return { client: createClient({ apiKey, baseUrl: service().url, maxRetryDelayMs: 2_000 }), teamId: t.team.id };
}

/** A fetch that records the status of every answer the client gets, retries included. */
function recordingFetch(statuses: number[]) {
  return async (request: Request) => {
    const res = await fetch(request);
    statuses.push(res.status);
    return res;
  };
}

/** The ApiError a call rejects with (fails when it resolves). */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('the TypeScript client', () => {
  it('runs the v2 lifecycle: draft, quote, publish (test mode), responses, CSV, webhook endpoints', async () => {
    const { client, teamId } = await testModeClient();

    const me = await client.me.retrieve();
    expect(me.object).toBe('me');
    expect(me.team.id).toBe(`tm_${teamId.replaceAll('-', '')}`);
    expect(me.apiKey.livemode).toBe(false);

    const traits = await client.traits.list({ country: 'US', kind: 'reporting' }).toArray();
    expect(traits.map((t) => t.permalink)).toEqual(expect.arrayContaining(['gender', 'age']));

    // Draft: nothing is charged; the draft carries its quote.
    const draft: Survey = await client.surveys.create({
      name: 'Snack test',
      sampleSize: 10,
      reporting: ['gender', 'age'],
      questions: [{ type: 'single_select', prompt: 'Which snack would you buy?', options: [{ label: 'Crisps' }, { label: 'Nuts' }, { label: 'Fruit' }] }],
    });
    expect(draft).toMatchObject({ object: 'survey', name: 'Snack test', status: 'unpublished', sampleSize: 10, numResponses: 0, publishedAt: null });
    expect(draft.id).toMatch(SRV);
    expect(draft.questions.map((q) => q.id)).toEqual([expect.stringMatching(QST)]);
    // A new draft always has a quote (cost is null only for a stored survey the price table refuses).
    const cost = draft.cost!;
    expect(cost.credits).toBeGreaterThan(0);
    expect(draft.creditBalance!.credits).toBe(100);

    const renamed = await client.surveys.update(draft.id, { name: 'Snack test (client)' });
    expect(renamed.name).toBe('Snack test (client)');
    const quoted = await client.surveys.retrieve(draft.id);
    // Every read records a fresh quote: the same price, quoted again.
    const { quotedAt: _, ...price } = cost;
    expect(quoted.cost).toEqual({ ...price, quotedAt: expect.any(String) });
    expect(Date.parse(quoted.cost!.quotedAt)).toBeGreaterThanOrEqual(Date.parse(cost.quotedAt));

    // Publish in test mode, wholly from credits; the generated Idempotency-Key makes it one order.
    const published = await client.surveys.publish(draft.id);
    expect(published).toMatchObject({ object: 'survey_publish', status: 'paid', creditsUsed: cost.credits, cardCharged: 0 });
    expect(published.orderId).toMatch(ORD);
    expect(published.survey.status).toBe('in-progress');
    const order = await client.orders.retrieve(published.orderId);
    expect(order).toMatchObject({ object: 'order', id: published.orderId, kind: 'survey', status: 'paid', creditsUsed: cost.credits });
    const orders = await client.orders.list({ limit: 1 }).toArray();
    expect(orders.map((o) => o.id)).toEqual([published.orderId]);
    const balance = await client.creditBalance.retrieve();
    expect(balance).toMatchObject({ object: 'credit_balance', livemode: false, credits: 100 - cost.credits });

    // The simulated panel answers; wait on the survey as the client sees it.
    const completed = await waitFor(
      async () => {
        const s = await client.surveys.retrieve(draft.id);
        return s.status === 'completed' ? s : null;
      },
      { timeoutMs: 30_000, what: 'the survey to complete' },
    );
    expect(completed.numResponses).toBe(10);
    // Stop leaves a completed survey as it is (safe to repeat); duplicate copies it into a new draft.
    expect(await client.surveys.stop(draft.id)).toMatchObject({ id: draft.id, status: 'completed', numResponses: 10 });
    const copy = await client.surveys.duplicate(draft.id);
    expect(copy).toMatchObject({ status: 'unpublished', name: 'Snack test (client)', duplicatedFrom: draft.id, numResponses: 0 });

    // Responses, three per page: the iterator walks four pages.
    const responses: SurveyResponse[] = [];
    for await (const r of client.surveys.responses.list(draft.id, { limit: 3 })) responses.push(r);
    expect(responses).toHaveLength(10);
    expect(new Set(responses.map((r) => r.id)).size).toBe(10);
    for (const r of responses) {
      expect(r).toMatchObject({ object: 'response', survey: draft.id, question: draft.questions[0].id, status: 'valid' });
      expect(r.id).toMatch(RSP);
      expect(draft.questions[0].options.map((o) => o.id)).toContain(r.chosenOption);
      expect(r.respondent.map((x) => x.trait)).toEqual(['Gender', 'Age']);
    }
    let pages = 0;
    for await (const page of client.surveys.responses.list(draft.id, { limit: 3 }).pages()) {
      pages += 1;
      expect(page.data.length).toBe(pages < 4 ? 3 : 1);
    }
    expect(pages).toBe(4);

    // CSV: the long form, one row per response, with the ids of the responses API.
    const csv = await client.surveys.exportCsv(draft.id);
    expect(csv.split('\n')[0]).toBe(`${LONG_HEADER},Gender,Age`);
    for (const r of responses) expect(csv).toContain(`,${r.id},${draft.questions[0].id},0,single_select,`);

    // The team's surveys, newest first, walking one per page.
    const surveyIds: string[] = [];
    for await (const s of client.surveys.list({ limit: 1 })) surveyIds.push(s.id);
    expect(surveyIds).toEqual([copy.id, draft.id]);

    // Webhook endpoints: create (secret shown once), list, update, delete.
    const endpoint = await client.webhookEndpoints.create({ url: 'https://hooks.example.com/in', enabledEvents: ['survey.completed'] });
    expect(endpoint).toMatchObject({ object: 'webhook_endpoint', url: 'https://hooks.example.com/in', enabledEvents: ['survey.completed'], status: 'enabled', livemode: false });
    expect(endpoint.id).toMatch(WHK);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed: WebhookEndpoint[] = await client.webhookEndpoints.list().toArray();
    expect(listed.map((e) => e.id)).toEqual([endpoint.id]);
    expect(listed[0]).not.toHaveProperty('secret');
    const updated = await client.webhookEndpoints.update(endpoint.id, { enabledEvents: ['survey.completed', 'order.paid'] });
    expect(updated.enabledEvents).toEqual(['survey.completed', 'order.paid']);
    expect(await client.webhookEndpoints.delete(endpoint.id)).toEqual({ object: 'webhook_endpoint', id: endpoint.id, deleted: true });
    expect(await client.webhookEndpoints.list().toArray()).toEqual([]);
  });

  it('rides out a burst past the test-mode rate limit (25 a second) by waiting for Retry-After', async () => {
    const em = service().em();
    const t = await makeTeam(em, 'Burst Co');
    const statuses: number[] = [];
    const client = createClient({ apiKey: await t.key(['read'], { livemode: false }), baseUrl: service().url, fetch: recordingFetch(statuses), maxRetryDelayMs: 2_000 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.me.retrieve()));
    expect(answers.map((me) => me.team.name)).toEqual(Array.from({ length: 40 }, () => 'Burst Co'));
    expect(statuses.filter((s) => s === 429).length).toBe(15);
    expect(statuses.filter((s) => s === 200).length).toBe(40);
  });

  it('orders.create: the same Idempotency-Key is one order, a generated key per call is a new one', async () => {
    const { client } = await testModeClient();
    const first = await client.orders.create({ pack: 'credits_20' }, { idempotencyKey: 'buy-credits-1' });
    expect(first).toMatchObject({ object: 'order', kind: 'credit_pack', status: 'pending', pack: 'credits_20', credits: 20, amount: 40 });
    expect(first.id).toMatch(ORD);
    expect(first.checkoutUrl).toMatch(/\/stripe-sandbox\/checkout\/cs_test_/);
    expect(await client.orders.create({ pack: 'credits_20' }, { idempotencyKey: 'buy-credits-1' })).toEqual(first);
    const other = await client.orders.create({ pack: 'credits_20' });
    expect(other.id).not.toBe(first.id);
    expect((await client.orders.list().toArray()).map((o) => o.id)).toEqual([other.id, first.id]);
  });

  it('throws ApiError with the v2 envelope and requestId', async () => {
    const { client } = await testModeClient();
    const missing = await apiErrorOf(client.surveys.retrieve(`srv_${'0'.repeat(32)}`));
    expect(missing).toMatchObject({ status: 404, type: 'invalid_request_error', code: 'resource_missing', param: 'id' });
    expect(missing.requestId).toMatch(REQ);
    expect(missing.requestId).toBe(missing.headers.get('x-request-id'));

    const draft = await client.surveys.create({ name: 'Not yet', sampleSize: 10, questions: [{ type: 'open_ended', prompt: 'Why?' }] });
    const notCompleted = await apiErrorOf(client.surveys.exportCsv(draft.id));
    expect(notCompleted).toMatchObject({ status: 409, type: 'invalid_request_error', code: 'survey_not_completed', param: 'id' });

    const wrongKey = createClient({ apiKey: 'sk_test_nope', baseUrl: service().url });
    expect(await apiErrorOf(wrongKey.me.retrieve())).toMatchObject({ status: 401, type: 'authentication_error' });
  });
});
