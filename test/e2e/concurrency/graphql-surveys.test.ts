import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { dataOf, operatorGraphql, SWEPT_WITH_SURVEYS } from './graphql-sweep';
import { completedOf, countOf, draftOf, makeActors, N, sweep, type Actor, type SweepCase } from './sweep';

/**
 * The concurrency sweep of the operators' GraphQL mutations (issue 36), part two: surveys and
 * responses. graphql.test.ts checks that these and its own cover the served Mutation type.
 */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const gql = operatorGraphql(service);
let actors: Actor[];
/** Each actor's responses of a completed survey, handed out one per round so rounds never share one. */
const spare = new Map<Actor, string[]>();
beforeAll(async () => {
  actors = await makeActors(service, N);
  await Promise.all(actors.map(async (a) => spare.set(a, (await completedOf(a)).responses)));
}, 240_000);

const surveys = (a: Actor) => countOf(a, 'select count(*) as n from surveys.surveys where team_id = ?');
const balance = (a: Actor) => countOf(a, 'select coalesce(sum(units), 0) as n from billing.ledger_entries where team_id = ? and livemode');
const statusOf = async (a: Actor, id: string) => (await json(await a.api('GET', `/v2/surveys/${id}`))).status as string;
const response = async (a: Actor) => {
  const id = spare.get(a)!.shift();
  if (!id) throw new Error('the actor has no spare response left; give completedOf a larger sample');
  return id;
};
const ratingsOf = (a: Actor, r: string) => countOf(a, 'select count(*) as n from surveys.response_ratings where response_id = ?', [r]);
const pinned = (a: Actor, r: string) => countOf(a, 'select count(*) as n from surveys.responses where id = ? and pinned', [r]);
const RATE = 'mutation($r: ID!, $t: ID) { rateResponse(responseId: $r, teamId: $t, rating: "helpful", comment: "useful") { rating } }';
const QUESTIONS = [{ type: 'single_select', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }];
/** A draft whose quote the operator has read: publish compares against the quote its caller last read. */
const quoted = async (a: Actor) => {
  const d = await draftOf(a);
  await dataOf(await gql('query($id: ID!, $t: ID) { survey(id: $id, teamId: $t) { quote { credits } } }', { id: d.id, t: a.teamId }));
  return { ...d, balance: await balance(a) };
};

/** Mutations swept here, each with its invariant. */
const CASES: Record<string, SweepCase<any>> = {
  publishSurvey: {
    prepare: quoted,
    // One key per survey: identical calls are one publish, resumed or refused while in flight.
    call: (a, d) =>
      gql('mutation($id: ID!, $k: String!, $t: ID) { publishSurvey(id: $id, idempotencyKey: $k, teamId: $t) { orderId } }', { id: d.id, k: `gql-${d.id}`, t: a.teamId }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, d) => {
      expect(await countOf(a, 'select count(*) as n from billing.orders where survey_id = ?', [d.guid]), 'one order per publish').toBe(1);
      const [order] = await a.em().execute<{ units: string }[]>('select credit_units_used as units from billing.orders where survey_id = ?', [d.guid]);
      expect(await balance(a), 'the credits of one publish spent').toBe(d.balance - Number(order.units));
      expect(await statusOf(a, d.id)).toBe('in-progress');
    },
  },
  stopSurvey: {
    prepare: async (a) => {
      const d = await draftOf(a);
      expect((await a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `stop-${d.id}` })).status).toBe(200);
      return d;
    },
    call: (a, d) => gql('mutation($id: ID!, $t: ID) { stopSurvey(id: $id, teamId: $t) { status } }', { id: d.id, t: a.teamId }),
    distinct: [200],
    identical: [200], // a no-op unless in progress: every call answers the stopped survey
    after: async (a, d) => expect(await statusOf(a, d.id)).toBe('completed'),
  },
  createSurvey: {
    call: (a) =>
      gql('mutation($t: ID, $in: SurveyInput!) { createSurvey(teamId: $t, input: $in) { id } }', { t: a.teamId, in: { name: 'Swept', sampleSize: 10, questions: QUESTIONS } }),
    distinct: [200],
    identical: [200], // no key on creates: N drafts
    measure: { of: surveys, perSuccess: 1 },
  },
  updateSurvey: {
    prepare: draftOf,
    call: (a, d) => gql('mutation($id: ID!, $t: ID) { updateSurvey(id: $id, teamId: $t, input: { name: "Renamed", sampleSize: 20 }) { id } }', { id: d.id, t: a.teamId }),
    distinct: [200],
    identical: [200],
    measure: { of: surveys, perSuccess: 0 },
    after: async (a, d) => expect((await json(await a.api('GET', `/v2/surveys/${d.id}`))).sampleSize).toBe(20),
  },
  duplicateSurvey: {
    prepare: draftOf,
    call: (a, d) => gql('mutation($id: ID!, $t: ID) { duplicateSurvey(id: $id, teamId: $t) { id } }', { id: d.id, t: a.teamId }),
    distinct: [200],
    identical: [200], // a copy per call
    measure: { of: surveys, perSuccess: 1 },
  },
  deleteSurvey: {
    prepare: draftOf,
    call: (a, d) => gql('mutation($id: ID!, $t: ID) { deleteSurvey(id: $id, teamId: $t) }', { id: d.id, t: a.teamId }),
    distinct: [200],
    identical: [200, 409], // the losers find no survey
    winners: 'some',
    after: async (a, d) => expect(await countOf(a, 'select count(*) as n from surveys.surveys where id = ? and deleted_at is null', [d.guid])).toBe(0),
  },
  rateResponse: {
    prepare: response,
    call: (a, r) => gql(RATE, { r, t: a.teamId }),
    distinct: [200],
    identical: [200], // an upsert
    after: async (a, r) => expect(await ratingsOf(a, r), 'one rating per response').toBe(1),
  },
  deleteResponseRating: {
    prepare: async (a) => {
      const r = await response(a);
      await dataOf(await gql(RATE, { r, t: a.teamId }));
      return r;
    },
    call: (a, r) => gql('mutation($r: ID!, $t: ID) { deleteResponseRating(responseId: $r, teamId: $t) { responseId } }', { r, t: a.teamId }),
    distinct: [200],
    identical: [200, 409], // the losers find no rating
    winners: 'some',
    after: async (a, r) => expect(await ratingsOf(a, r)).toBe(0),
  },
  pinResponse: {
    prepare: response,
    call: (a, r) => gql('mutation($r: ID!, $t: ID) { pinResponse(responseId: $r, teamId: $t, pinned: true) { id } }', { r, t: a.teamId }),
    distinct: [200],
    identical: [200],
    after: async (a, r) => expect(await pinned(a, r)).toBe(1),
  },
  sendFollowup: {
    prepare: async (a) => {
      const r = await response(a);
      const [{ survey_id }] = await a.em().execute<{ survey_id: string }[]>('select survey_id from surveys.responses where id = ?', [r]);
      return { r, survey: survey_id, balance: await balance(a) };
    },
    call: (a, c) =>
      gql('mutation($s: ID!, $r: ID!, $t: ID) { sendFollowup(surveyId: $s, responseId: $r, teamId: $t, question: "Why that one?") { id } }', { s: c.survey, r: c.r, t: a.teamId }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, c, answers) => {
      // Each follow-up sent is charged once; refusals charge nothing.
      const sent = await countOf(a, 'select count(*) as n from surveys.followups where response_id = ?', [c.r]);
      expect(sent).toBe(answers.filter((x) => x.status === 200).length);
      const charged = await countOf(a, 'select coalesce(sum(units_charged), 0) as n from surveys.followups where response_id = ?', [c.r]);
      expect(await balance(a)).toBe(c.balance - charged);
    },
  },
};

describe(`operators' GraphQL mutations on surveys and responses, ${N} at once`, () => {
  it('sweeps exactly the mutations graphql.test.ts counts as swept here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SWEPT_WITH_SURVEYS].sort());
  });

  it.each(Object.keys(CASES))(
    '%s: N actors at once and N identical calls at once',
    async (op) => {
      expect(await sweep(op, actors, CASES[op])).toBe(2 * N);
    },
    60_000,
  );
});
