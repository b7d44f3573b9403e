import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { completedOf, countOf, draftOf, expectListed, makeActors, N, sweepEach, writingOperations, type Actor, type SweepCase } from './sweep';

/** The concurrency sweep of v1 (issue 36; the rounds and invariants in ./sweep.ts). */
const mediaDir = mkdtempSync(path.join(tmpdir(), 'sfs-sweep-v1-'));
const service = useTestService({ RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
let actors: Actor[];
/** Each actor's responses of a completed survey, handed out one per round so rounds never share one. */
const spare = new Map<Actor, string[]>();
beforeAll(async () => {
  actors = await makeActors(service, N);
  for (const a of actors) spare.set(a, (await completedOf(a)).responses);
}, 240_000);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ok = [200, 201];
const surveys = (a: Actor) => countOf(a, 'select count(*) as n from surveys.surveys where team_id = ?');
const activeSurveys = (a: Actor) => countOf(a, 'select count(*) as n from surveys.surveys where team_id = ? and deleted_at is null');
const assets = (a: Actor) => countOf(a, 'select count(*) as n from media.assets where team_id = ?');
const projects = (a: Actor) => countOf(a, 'select count(*) as n from surveys.projects where team_id = ?');
const tags = (a: Actor) => countOf(a, 'select count(*) as n from surveys.tags where team_id = ?');
const balance = (a: Actor) => countOf(a, 'select coalesce(sum(units), 0) as n from billing.ledger_entries where team_id = ? and livemode');
const response = async (a: Actor) => {
  const id = spare.get(a)!.shift();
  if (!id) throw new Error('the actor has no spare response left; give completedOf a larger sample');
  return id;
};
const ratingsOf = (a: Actor, r: string) => countOf(a, 'select count(*) as n from surveys.response_ratings where response_id = ?', [r]);
const created = async (res: Response) => {
  expect(ok, await res.clone().text()).toContain(res.status);
  return (await json(res)).data;
};
let names = 0;

/** Every writing operation of v1 and how it is swept. */
const CASES: Record<string, SweepCase<any>> = {
  'POST /v1/surveys': {
    call: (a) => a.api('POST', '/v1/surveys', { name: 'Swept', questions: [{ type: 'head_to_head', prompt: 'Which name?', options: [{ value: 'Nova' }, { value: 'Orbit' }] }] }),
    distinct: [201],
    identical: [201], // no Idempotency-Key on creates: N drafts
    measure: { of: surveys, perSuccess: 1 },
  },
  'PATCH /v1/surveys/{id}': {
    prepare: draftOf,
    call: (a, d) => a.api('PATCH', `/v1/surveys/${d.guid}`, { name: 'Renamed v1' }),
    distinct: [200],
    identical: [200],
    measure: { of: surveys, perSuccess: 0 },
  },
  'DELETE /v1/surveys/{id}': {
    prepare: draftOf,
    call: (a, d) => a.api('DELETE', `/v1/surveys/${d.guid}`),
    distinct: [200],
    identical: [200, 404],
    winners: 'some',
    after: async (a, d) => expect(await countOf(a, 'select count(*) as n from surveys.surveys where id = ? and deleted_at is null', [d.guid])).toBe(0),
  },
  'POST /v1/surveys/{id}/duplicate': {
    prepare: draftOf,
    call: (a, d) => a.api('POST', `/v1/surveys/${d.guid}/duplicate`),
    distinct: [201],
    identical: [201],
    measure: { of: activeSurveys, perSuccess: 1 },
  },
  'POST /v1/surveys/{id}/publish': {
    prepare: async (a) => ({ ...(await draftOf(a)), balance: await balance(a) }),
    // No Idempotency-Key: the survey keys the request, so identical calls are one publish.
    call: (a, d) => a.api('POST', `/v1/surveys/${d.guid}/publish`),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, d) => {
      expect(await countOf(a, 'select count(*) as n from billing.orders where survey_id = ?', [d.guid]), 'one order per publish').toBe(1);
      const [order] = await a.em().execute<{ units: string }[]>('select credit_units_used as units from billing.orders where survey_id = ?', [d.guid]);
      expect(await balance(a), 'the credits of one publish spent').toBe(d.balance - Number(order.units));
    },
  },
  'POST /v1/responses/{id}/rate': {
    prepare: response,
    call: (a, r) => a.api('POST', `/v1/responses/${r}/rate`, { rating: 'helpful', comment: 'useful' }),
    distinct: [200],
    identical: [200],
    after: async (a, r) => expect(await ratingsOf(a, r), 'one rating per response').toBe(1),
  },
  'DELETE /v1/responses/{id}/rate': {
    prepare: async (a) => {
      const r = await response(a);
      expect((await a.api('POST', `/v1/responses/${r}/rate`, { rating: 'helpful' })).status).toBe(200);
      return r;
    },
    call: (a, r) => a.api('DELETE', `/v1/responses/${r}/rate`),
    distinct: [200],
    identical: [200, 404],
    winners: 'some',
    after: async (a, r) => expect(await ratingsOf(a, r)).toBe(0),
  },
  'POST /v1/responses/{id}/pin': {
    prepare: response,
    call: (a, r) => a.api('POST', `/v1/responses/${r}/pin`),
    distinct: [200],
    identical: [200],
    after: async (a, r) => expect(await countOf(a, 'select count(*) as n from surveys.responses where id = ? and pinned', [r])).toBe(1),
  },
  'DELETE /v1/responses/{id}/pin': {
    prepare: async (a) => {
      const r = await response(a);
      expect((await a.api('POST', `/v1/responses/${r}/pin`)).status).toBe(200);
      return r;
    },
    call: (a, r) => a.api('DELETE', `/v1/responses/${r}/pin`),
    distinct: [200],
    identical: [200],
    after: async (a, r) => expect(await countOf(a, 'select count(*) as n from surveys.responses where id = ? and pinned', [r])).toBe(0),
  },
  'POST /v1/surveys/{id}/responses/{responseId}/followup': {
    prepare: async (a) => {
      const r = await response(a);
      const [{ survey_id }] = await a.em().execute<{ survey_id: string }[]>('select survey_id from surveys.responses where id = ?', [r]);
      return { r, survey: survey_id, balance: await balance(a) };
    },
    call: (a, c) => a.api('POST', `/v1/surveys/${c.survey}/responses/${c.r}/followup`, { question: 'Why that one?' }),
    distinct: [201],
    identical: [201, 409],
    winners: 'some',
    after: async (a, c, answers) => {
      // Each follow-up sent is charged once; refusals charge nothing.
      const sent = await countOf(a, 'select count(*) as n from surveys.followups where response_id = ?', [c.r]);
      expect(sent).toBe(answers.filter((x) => x.status === 201).length);
      const charged = await countOf(a, 'select coalesce(sum(units_charged), 0) as n from surveys.followups where response_id = ?', [c.r]);
      expect(await balance(a)).toBe(c.balance - charged);
    },
  },
  'POST /v1/playbooks/{id}/start': {
    call: (a) =>
      a.api('POST', '/v1/playbooks/pbk_6r1y4ln4692fi1darenmndxw/start', {
        name: 'Swept run',
        steps: [
          { blanks: { product_description: 'a swept bar' }, options: [{ value: 'Nova' }, { value: 'Orbit' }] },
          { blanks: { brand_name: 'Nova', brand_description: 'Bars' }, options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }] },
          {
            blanks: { product_name: 'Nova' },
            options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }, { mediaUrl: 'https://cdn.example.com/3.png' }],
          },
        ],
      }),
    distinct: [201],
    identical: [201],
    measure: { of: surveys, perSuccess: 3 },
  },
  'POST /v1/projects': {
    call: (a) => a.api('POST', '/v1/projects', { name: 'Swept project' }),
    distinct: [201],
    identical: [201, 409],
    winners: 'some',
    measure: { of: projects, perSuccess: 1 },
  },
  'PATCH /v1/projects/{id}': {
    prepare: async (a) => (await created(await a.api('POST', '/v1/projects', { name: `Project ${++names}` }))).id,
    call: (a, id) => a.api('PATCH', `/v1/projects/${id}`, { description: 'more' }),
    distinct: [200],
    identical: [200],
    measure: { of: projects, perSuccess: 0 },
  },
  'POST /v1/tags': {
    // Names are unique per team: one name per round, the same for the N identical calls.
    prepare: async () => `swept tag ${++names}`,
    call: (a, name) => a.api('POST', '/v1/tags', { name }),
    distinct: [201],
    identical: [201, 409],
    winners: 'some',
    measure: { of: tags, perSuccess: 1 },
  },
  'PATCH /v1/tags/{id}': {
    prepare: async (a) => (await created(await a.api('POST', '/v1/tags', { name: `tag ${++names}` }))).id,
    call: (a, id) => a.api('PATCH', `/v1/tags/${id}`, { name: `renamed ${id}` }),
    distinct: [200],
    identical: [200],
    measure: { of: tags, perSuccess: 0 },
  },
  'POST /v1/media/upload': {
    call: (a) => a.api('POST', '/v1/media/upload', { data: PNG, filename: 'dot.png' }),
    distinct: [200],
    identical: [200],
    measure: { of: assets, perSuccess: 1 },
  },
  'POST /v1/media/generate': {
    call: (a) => a.api('POST', '/v1/media/generate', { prompt: 'a blue carton of oat milk', count: 1 }),
    distinct: [200],
    identical: [200],
    measure: { of: assets, perSuccess: 1 },
  },
};

describe(`v1 writes, ${N} at once`, () => {
  it('every writing operation of the v1 document is listed with its invariant', async () => {
    expectListed(await writingOperations(service().url, 'v1'), Object.keys(CASES), 'v1');
    console.log(`concurrency v1: ${Object.keys(CASES).length} operations swept, N=${N}`);
  });

  sweepEach(CASES, () => actors);
});
