import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { collectStep } from '../../../subgraphs/surveys/fieldwork/collection/collection.service';
import { createSimulatedPanel } from '../../../subgraphs/surveys/fieldwork/panels/simulated';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/**
 * Model-based lifecycle (issue 36): fast-check drives surveys, credit orders, ratings and
 * follow-ups through random command sequences on the real service (ROLE=api; collection is run
 * through the collection service with the simulated panel, as no workers run here), and after
 * every command compares what the API shows with a model: each survey's status and response
 * count, the credit balance, the order list, the ratings and the follow-ups' states.
 * Fixed seed; LIFECYCLE_RUNS, LIFECYCLE_COMMANDS and LIFECYCLE_SEED give deeper local runs.
 */
const SEED = Number(process.env.LIFECYCLE_SEED ?? 36_2026);
const RUNS = Number(process.env.LIFECYCLE_RUNS ?? 20);
const MAX_COMMANDS = Number(process.env.LIFECYCLE_COMMANDS ?? 12);
/** Credits each run's team starts with: enough for a few publishes, not for every sequence. */
const START_CREDITS = 25;
const SAMPLE = 10;

const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);
let steps = 0;
afterAll(() => console.log(`lifecycle model: ${RUNS} runs, ${steps} model steps (seed ${SEED})`));

interface ModelSurvey {
  id: string;
  status: 'unpublished' | 'in-progress' | 'completed';
  cost: number;
  responses: string[];
}
interface Model {
  balance: number;
  surveys: ModelSurvey[];
  /** Orders by kind and status, as `kind:status`, sorted. */
  orders: string[];
  ratings: Map<string, 'helpful'>;
  followups: { id: string; responseId: string; status: 'pending' | 'answered' | 'declined' }[];
}
interface Real {
  key: string;
  teamId: string;
}

const gql = async (query: string, variables: Record<string, unknown>) => {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await json(res);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** What the API shows, compared with the model after every command. */
async function expectMatches(m: Model, r: Real): Promise<void> {
  steps++;
  const balance = await json(await api('GET', '/v2/credit-balance', r.key));
  expect(round(balance.credits), 'credit balance').toBe(round(m.balance));
  for (const s of m.surveys) {
    const got = await json(await api('GET', `/v2/surveys/${s.id}`, r.key));
    expect({ status: got.status, numResponses: got.numResponses }, `survey ${s.id}`).toEqual({ status: s.status, numResponses: s.responses.length });
  }
  const orders = await json(await api('GET', '/v2/orders?limit=100', r.key));
  expect(orders.data.map((o: { kind: string; status: string }) => `${o.kind}:${o.status}`).sort(), 'orders').toEqual([...m.orders].sort());
  const ratings = await service()
    .em()
    .execute<{ response_id: string; rating: string }[]>(
      'select rr.response_id, rr.rating from surveys.response_ratings rr join surveys.surveys s on s.id = rr.survey_id where s.team_id = ?',
      [r.teamId],
    );
  expect(Object.fromEntries(ratings.map((x) => [x.response_id, x.rating])), 'ratings').toEqual(Object.fromEntries(m.ratings));
  const followups = await service()
    .em()
    .execute<{ id: string; status: string }[]>('select f.id, f.status from surveys.followups f join surveys.surveys s on s.id = f.survey_id where s.team_id = ?', [r.teamId]);
  expect(Object.fromEntries(followups.map((f) => [f.id, f.status])), 'follow-ups').toEqual(Object.fromEntries(m.followups.map((f) => [f.id, f.status])));
}

type Cmd = fc.AsyncCommand<Model, Real>;
const pick = <T>(xs: T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

class CreateDraft implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await api('POST', '/v2/surveys', r.key, {
      name: 'Model draft',
      sampleSize: SAMPLE,
      questions: [{ type: 'single_select', prompt: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    m.surveys.push({ id: body.id, status: 'unpublished', cost: body.cost.credits, responses: [] });
    await expectMatches(m, r);
  }
  toString = () => 'CreateDraft';
}

class Publish implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.surveys.length > 0;
  async run(m: Model, r: Real) {
    const s = pick(m.surveys, this.i)!;
    const res = await api('POST', `/v2/surveys/${s.id}/publish`, r.key, undefined, { 'idempotency-key': `model-${s.id}-${m.orders.length}` });
    const text = await res.clone().text();
    if (s.status !== 'unpublished') expect(res.status, text).toBe(409);
    // No card on file: credits pay in full or the publish is refused and nothing changes.
    else if (m.balance < s.cost) expect(res.status, text).toBe(402);
    else {
      expect(res.status, text).toBe(200);
      Object.assign(s, { status: 'in-progress' });
      m.balance -= s.cost;
      m.orders.push('survey:paid');
    }
    await expectMatches(m, r);
  }
  toString = () => `Publish(${this.i})`;
}

class Collect implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.surveys.some((s) => s.status === 'in-progress');
  async run(m: Model, r: Real) {
    const s = pick(
      m.surveys.filter((x) => x.status === 'in-progress'),
      this.i,
    )!;
    const guid = fromPublicId(PREFIX.survey, s.id)!;
    const panel = createSimulatedPanel(`model-${s.id}`);
    let seq = 0;
    for (let k = 0; k < 20; k++) {
      const step = await collectStep(service().em(), guid, panel, SAMPLE, seq);
      if (step.done) break;
      seq = step.nextSeq;
    }
    const rows = await service().em().execute<{ id: string }[]>('select id from surveys.responses where survey_id = ? order by id', [guid]);
    Object.assign(s, { status: 'completed', responses: rows.map((x) => x.id) });
    expect(rows.length).toBe(SAMPLE);
    await expectMatches(m, r);
  }
  toString = () => `Collect(${this.i})`;
}

class Stop implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.surveys.length > 0;
  async run(m: Model, r: Real) {
    const s = pick(m.surveys, this.i)!;
    const res = await api('POST', `/v2/surveys/${s.id}/stop`, r.key);
    const text = await res.clone().text();
    // A no-op, safe to retry, on anything not collecting (spec: stopping a stopped survey).
    expect(res.status, text).toBe(200);
    if (s.status === 'in-progress') s.status = 'completed';
    await expectMatches(m, r);
  }
  toString = () => `Stop(${this.i})`;
}

class BuyPack implements Cmd {
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await api('POST', '/v2/orders', r.key, { pack: 'credits_20' }, { 'idempotency-key': `pack-${m.orders.length}-${Math.random()}` });
    expect(res.status, await res.clone().text()).toBe(200);
    // Pending until the hosted checkout is paid: no credits yet.
    m.orders.push('credit_pack:pending');
    await expectMatches(m, r);
  }
  toString = () => 'BuyPack';
}

const responsesOf = (m: Readonly<Model>) => m.surveys.flatMap((s) => s.responses);

class Rate implements Cmd {
  constructor(
    readonly i: number,
    readonly remove: boolean,
  ) {}
  check = (m: Readonly<Model>) => responsesOf(m).length > 0;
  async run(m: Model, r: Real) {
    const id = pick(responsesOf(m), this.i)!;
    const res = await api(this.remove ? 'DELETE' : 'POST', `/v1/responses/${id}/rate`, r.key, this.remove ? undefined : { rating: 'helpful' });
    const text = await res.clone().text();
    if (this.remove && !m.ratings.has(id)) expect(res.status, text).toBe(404);
    else {
      expect(res.status, text).toBe(200);
      if (this.remove) m.ratings.delete(id);
      else m.ratings.set(id, 'helpful');
    }
    await expectMatches(m, r);
  }
  toString = () => `${this.remove ? 'Unrate' : 'Rate'}(${this.i})`;
}

class SendFollowup implements Cmd {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => responsesOf(m).length > 0;
  async run(m: Model, r: Real) {
    const id = pick(responsesOf(m), this.i)!;
    const survey = m.surveys.find((s) => s.responses.includes(id))!;
    const res = await api('POST', `/v1/surveys/${fromPublicId(PREFIX.survey, survey.id)}/responses/${id}/followup`, r.key, { question: 'Why that one?' });
    const text = await res.clone().text();
    if (m.followups.filter((f) => f.responseId === id).length >= 3) expect(res.status, text).toBe(409);
    else if (m.balance < 1) expect(res.status, text).toBe(402);
    else {
      expect(res.status, text).toBe(201);
      m.followups.push({ id: (await json(res)).data.id, responseId: id, status: 'pending' });
      m.balance -= 1;
      m.orders.push('followup:paid');
    }
    await expectMatches(m, r);
  }
  toString = () => `SendFollowup(${this.i})`;
}

class CloseFollowup implements Cmd {
  constructor(
    readonly i: number,
    readonly answer: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.followups.some((f) => f.status === 'pending');
  async run(m: Model, r: Real) {
    const f = pick(
      m.followups.filter((x) => x.status === 'pending'),
      this.i,
    )!;
    if (this.answer) await gql('mutation($id: ID!) { answerFollowup(followupId: $id, answer: "Because it was blue") { id } }', { id: f.id });
    else await gql('mutation($id: ID!) { declineFollowup(followupId: $id) { id } }', { id: f.id });
    f.status = this.answer ? 'answered' : 'declined';
    // A declined follow-up is refunded to credits, and its order shows it.
    if (!this.answer) {
      m.balance += 1;
      m.orders.splice(m.orders.indexOf('followup:paid'), 1, 'followup:refunded');
    }
    await expectMatches(m, r);
  }
  toString = () => `${this.answer ? 'Answer' : 'Decline'}Followup(${this.i})`;
}

const index = fc.nat({ max: 50 });
// The first steps of a lifecycle are listed twice: later commands need a survey with responses.
const commands = fc.array(
  fc.oneof(
    fc.constant(new CreateDraft()),
    fc.constant(new CreateDraft()),
    index.map((i) => new Publish(i)),
    index.map((i) => new Publish(i)),
    index.map((i) => new Collect(i)),
    index.map((i) => new Collect(i)),
    index.map((i) => new Stop(i)),
    fc.constant(new BuyPack()),
    fc.tuple(index, fc.boolean()).map(([i, remove]) => new Rate(i, remove)),
    index.map((i) => new SendFollowup(i)),
    fc.tuple(index, fc.boolean()).map(([i, answer]) => new CloseFollowup(i, answer)),
  ),
  // Long sequences, not fast-check's small early sizes (fc.commands' strength is shrinking, which
  // these runs do not do: each run is a fresh team, and a failure names its sequence).
  { minLength: MAX_COMMANDS, maxLength: MAX_COMMANDS },
);

describe('the lifecycle against a model', () => {
  it('surveys, orders, ratings and follow-ups follow the model after every command', async () => {
    const result = await fc.check(
      fc.asyncProperty(commands, async (cmds) => {
        const em = service().em();
        const t = await makeTeam(em, 'Model team');
        await grant(em, t.team.id, START_CREDITS);
        const real: Real = { key: await t.key(['read', 'write', 'spend']), teamId: t.team.id };
        const model: Model = { balance: START_CREDITS, surveys: [], orders: [], ratings: new Map(), followups: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (result.failed) throw new Error(`${result.counterexample?.[0]?.map(String).join(', ')}\n${String(result.errorInstance)}`);
    expect(steps).toBeGreaterThan(RUNS);
  }, 300_000);
});
