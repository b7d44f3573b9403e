import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { countOf, draftOf, expectListed, makeActors, N, sweepEach, writingOperations, type Actor, type SweepCase } from './sweep';

/** The concurrency sweep of v2 (issue 36; the rounds and invariants in ./sweep.ts). */
const mediaDir = mkdtempSync(path.join(tmpdir(), 'sfs-sweep-v2-'));
const service = useTestService({ RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
let actors: Actor[];
beforeAll(async () => {
  actors = await makeActors(service, N);
}, 120_000);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const surveys = (a: Actor) => countOf(a, 'select count(*) as n from surveys.surveys where team_id = ?');
const endpoints = (a: Actor) => countOf(a, 'select count(*) as n from webhooks.endpoints where team_id = ? and deleted_at is null');
const assets = (a: Actor) => countOf(a, 'select count(*) as n from media.assets where team_id = ?');
const orders = (a: Actor) => countOf(a, 'select count(*) as n from billing.orders where team_id = ?');
const balance = (a: Actor) => countOf(a, 'select coalesce(sum(units), 0) as n from billing.ledger_entries where team_id = ? and livemode', [a.teamId]);
/** A fresh endpoint of the actor's, the earlier ones deleted first (10 per team and mode). */
const endpoint = async (a: Actor) => {
  for (const e of (await json(await a.api('GET', '/v2/webhook-endpoints?limit=100'))).data) expect((await a.api('DELETE', `/v2/webhook-endpoints/${e.id}`)).status).toBe(200);
  const res = await a.api('POST', '/v2/webhook-endpoints', { url: 'https://hooks.example.com/sweep', enabledEvents: ['order.paid'] });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).id as string;
};
let orderKey = 0;

/** Every writing operation of v2 and how it is swept. */
const CASES: Record<string, SweepCase<any>> = {
  'POST /v2/surveys': {
    call: (a) => a.api('POST', '/v2/surveys', { name: 'Swept', sampleSize: 10, questions: [{ type: 'rating', prompt: 'Rate it' }] }),
    distinct: [200],
    identical: [200], // no Idempotency-Key on creates (docs/decisions.md): N drafts
    measure: { of: surveys, perSuccess: 1 },
  },
  'PATCH /v2/surveys/{id}': {
    prepare: draftOf,
    call: (a, d) => a.api('PATCH', `/v2/surveys/${d.id}`, { name: 'Renamed', sampleSize: 20 }),
    distinct: [200],
    identical: [200],
    measure: { of: surveys, perSuccess: 0 },
    after: async (a, d) => expect((await json(await a.api('GET', `/v2/surveys/${d.id}`))).sampleSize).toBe(20),
  },
  'POST /v2/surveys/{id}/stop': {
    prepare: async (a) => {
      const d = await draftOf(a);
      expect((await a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `stop-${d.id}` })).status).toBe(200);
      return d;
    },
    call: (a, d) => a.api('POST', `/v2/surveys/${d.id}/stop`),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, d) => expect((await json(await a.api('GET', `/v2/surveys/${d.id}`))).status).toBe('completed'),
  },
  'POST /v2/surveys/{id}/duplicate': {
    prepare: draftOf,
    call: (a, d) => a.api('POST', `/v2/surveys/${d.id}/duplicate`),
    distinct: [200],
    identical: [200],
    measure: { of: surveys, perSuccess: 1 },
  },
  'POST /v2/surveys/{id}/publish': {
    prepare: async (a) => ({ ...(await draftOf(a)), balance: await balance(a) }),
    // One Idempotency-Key per survey: identical calls are one publish, replayed or in flight.
    call: (a, d) => a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `publish-${d.id}` }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, d) => {
      expect(await countOf(a, 'select count(*) as n from billing.orders where survey_id = ?', [d.guid]), 'one order per publish').toBe(1);
      const [order] = await a.em().execute<{ units: string }[]>('select credit_units_used as units from billing.orders where survey_id = ?', [d.guid]);
      expect(await balance(a), 'the credits of one publish spent').toBe(d.balance - Number(order.units));
    },
  },
  'POST /v2/orders': {
    prepare: async () => ({ key: `order-${++orderKey}-${Date.now()}` }),
    call: (a, c) => a.api('POST', '/v2/orders', { pack: 'credits_20' }, { 'idempotency-key': c.key }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    measure: { of: orders, perSuccess: 1 },
    after: async (a, c, answers) => {
      // Replays answer 200 with the first body: one order, whatever the number of 200s.
      const ids = new Set(answers.filter((x) => x.status === 200).map((x) => JSON.parse(x.text).id));
      expect(ids.size).toBe(1);
      expect(await countOf(a, 'select count(*) as n from billing.orders where team_id = ? and idempotency_key = ?', [a.teamId, c.key])).toBe(1);
    },
  },
  'POST /v2/billing-portal-sessions': {
    call: (a) => a.api('POST', '/v2/billing-portal-sessions'),
    distinct: [200],
    identical: [200],
    // However many sessions at once, the team has one provider customer per mode.
    after: async (a) => expect(await countOf(a, 'select count(*) as n from billing.customers where team_id = ? and livemode', [a.teamId])).toBe(1),
  },
  'POST /v2/webhook-endpoints': {
    call: (a) => a.api('POST', '/v2/webhook-endpoints', { url: 'https://hooks.example.com/sweep', enabledEvents: ['order.paid'] }),
    distinct: [200],
    identical: [200],
    measure: { of: endpoints, perSuccess: 1 },
  },
  'PATCH /v2/webhook-endpoints/{id}': {
    prepare: endpoint,
    call: (a, id) => a.api('PATCH', `/v2/webhook-endpoints/${id}`, { enabledEvents: ['survey.completed', 'order.paid'] }),
    distinct: [200],
    identical: [200],
    measure: { of: endpoints, perSuccess: 0 },
  },
  'DELETE /v2/webhook-endpoints/{id}': {
    prepare: endpoint,
    call: (a, id) => a.api('DELETE', `/v2/webhook-endpoints/${id}`),
    distinct: [200],
    identical: [200, 404],
    winners: 'some',
    after: async (a, id) =>
      expect(await countOf(a, 'select count(*) as n from webhooks.endpoints where id = ? and deleted_at is null', [fromPublicId(PREFIX.webhookEndpoint, id)])).toBe(0),
  },
  'POST /v2/webhook-endpoints/{id}/test': {
    prepare: endpoint,
    call: (a, id) => a.api('POST', `/v2/webhook-endpoints/${id}/test`, { type: 'order.paid' }),
    distinct: [200],
    identical: [200], // no Idempotency-Key: each request is a test event of its own
    measure: { of: (a) => countOf(a, 'select count(*) as n from webhooks.events where team_id = ? and test'), perSuccess: 1 },
  },
  'POST /v2/media': {
    call: (a) => a.api('POST', '/v2/media', { data: PNG, filename: 'dot.png' }),
    distinct: [200],
    identical: [200],
    measure: { of: assets, perSuccess: 1 },
  },
  'POST /v2/media/generations': {
    call: (a) => a.api('POST', '/v2/media/generations', { prompt: 'a blue carton of oat milk', count: 1 }),
    distinct: [200],
    identical: [200],
    measure: { of: assets, perSuccess: 1 },
  },
};

describe(`v2 writes, ${N} at once`, () => {
  it('every writing operation of the v2 document is listed with its invariant', async () => {
    expectListed(await writingOperations(service().url, 'v2'), Object.keys(CASES), 'v2');
    console.log(`concurrency v2: ${Object.keys(CASES).length} operations swept, N=${N}`);
  });

  sweepEach(CASES, () => actors);
});
