import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
import type { TeamPlan } from '../../../subgraphs/accounts/entities/team.entity';
import { json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { dataOf, operatorGraphql, SWEPT_WITH_SURVEYS } from './graphql-sweep';
import { completedOf, countOf, draftOf, makeActors, N, sweepEach, type Actor, type SweepCase } from './sweep';
import { SAMPLES } from '../../helpers/media-samples';

/**
 * The concurrency sweep of the operators' GraphQL mutations (issue 36), part two: surveys and
 * responses. graphql.test.ts checks that these and its own cover the served Mutation type.
 */
const mediaDir = mkdtempSync(path.join(tmpdir(), 'sfs-sweep-gql-surveys-'));
const service = useTestService({ RATE_LIMITS_ENABLED: 'false', MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
const gql = operatorGraphql(service);
let actors: Actor[];
/** Each actor's responses of a completed survey, handed out one per round so rounds never share one. */
const spare = new Map<Actor, string[]>();
/** Each actor's completed survey (its reports can be requested). */
const completed = new Map<Actor, { id: string; guid: string }>();
beforeAll(async () => {
  actors = await makeActors(service, N);
  await Promise.all(
    actors.map(async (a) => {
      const c = await completedOf(a);
      spare.set(a, c.responses);
      completed.set(a, c);
    }),
  );
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
const SEND = 'mutation($s: ID!, $r: ID!, $t: ID) { sendFollowup(surveyId: $s, responseId: $r, teamId: $t, question: "Why that one?") { id } }';
/** A follow-up sent on a spare response: its id, what it charged, and the balance after sending. */
const followup = async (a: Actor) => {
  const r = await response(a);
  const [{ survey_id }] = await a.em().execute<{ survey_id: string }[]>('select survey_id from surveys.responses where id = ?', [r]);
  const id = (await dataOf(await gql(SEND, { s: survey_id, r, t: a.teamId }))).sendFollowup.id as string;
  const charged = await countOf(a, 'select units_charged as n from surveys.followups where id = ?', [id]);
  return { id, charged, balance: await balance(a) };
};
const followupIn = (a: Actor, id: string, status: string) => countOf(a, 'select count(*) as n from surveys.followups where id = ? and status = ?', [id, status]);
const STEPS = [
  { blanks: [{ name: 'product_description', value: 'a swept bar' }], options: [{ label: 'Nova' }, { label: 'Orbit' }] },
  {
    blanks: [
      { name: 'brand_name', value: 'Nova' },
      { name: 'brand_description', value: 'Bars' },
    ],
    options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }],
  },
  {
    blanks: [{ name: 'product_name', value: 'Nova' }],
    options: [{ mediaUrl: 'https://cdn.example.com/1.png' }, { mediaUrl: 'https://cdn.example.com/2.png' }, { mediaUrl: 'https://cdn.example.com/3.png' }],
  },
];
let people = 0;
/** A person at a published survey's entry link (a provider of its own): the link's token and the person's id. */
const entryOf = async (a: Actor, targeting: string[] = [], questions: object[] = QUESTIONS) => {
  const res = await a.api('POST', '/v2/surveys', { name: 'Sweep entry', sampleSize: 10, targeting, questions });
  expect(res.status, await res.clone().text()).toBe(200);
  const id = (await json(res)).id as string;
  const d = { id, guid: fromPublicId(PREFIX.survey, id)! };
  let published = await a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `entry-${d.id}` });
  // Just after a plan change (atRecording) the create may have priced with the key's cached plan,
  // until the accounts NOTIFY reaches the cache: the contract's recovery is to read, then publish again.
  if (published.status === 409 && (await json(published.clone())).error.code === 'quote_changed') {
    expect((await a.api('GET', `/v2/surveys/${d.id}`)).status).toBe(200);
    published = await a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `entry-again-${d.id}` });
  }
  expect(published.status, await published.clone().text()).toBe(200);
  const provider = 'mutation($in: PanelProviderCreateInput!) { createPanelProvider(input: $in) { id } }';
  const p = (await dataOf(await gql(provider, { in: { name: `Sweep people ${d.id}`, entryParam: 'rid' } }))).createPanelProvider.id;
  const link = (await dataOf(await gql('mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { token } }', { s: d.id, p }))).surveyEntryLink.token;
  return { ...d, link, params: [{ name: 'rid', value: `person-${++people}` }] };
};
const ENTER = 'mutation($e: String!, $p: [EntryParamInput!]!) { enterSurvey(entryToken: $e, params: $p) { token state } }';
const attempts = (a: Actor, guid: string) => countOf(a, 'select count(*) as n from surveys.attempts where survey_id = ?', [guid]);
/** A person at the survey's one question, having taken their time (past the speed check), and their answer. */
const atQuestion = async (a: Actor) => {
  const e = await entryOf(a);
  const token = (await dataOf(await gql(ENTER, { e: e.link, p: e.params }))).enterSurvey.token as string;
  await a.em().execute(`update surveys.attempts set answering_since = now() - interval '10 minutes' where token = ?`, [token]);
  const step = await dataOf(await gql('query($t: String!) { respondentStep(token: $t) { question { id options { id } } } }', { t: token }));
  const q = step.respondentStep.question as { id: string; options: { id: string }[] };
  return { ...e, token, answer: { questionId: q.id, chosenOption: q.options[0].id, explanation: 'The blue one looks calm and fresh to me.' } };
};
const RECORDING = [{ type: 'screen_recording', prompt: 'Find the oat milk on a shop website you use', context: { type: 'text', value: 'Show us how.' } }];
/** A WebM file, as the page sends it: base64. */
const WEBM = SAMPLES.webm.toString('base64');
const UPLOAD = 'mutation($t: String!, $d: String!) { uploadRespondentRecording(token: $t, data: $d) }';
/** A person at a survey's screen-recording question. */
const atRecording = async (a: Actor) => {
  // Screen recordings take the growth plan: the team has it while it publishes, then its own again.
  const [{ plan }] = await a.em().execute<{ plan: TeamPlan }[]>('select plan from accounts.teams where id = ?', [a.teamId]);
  await setTeamPlan(a.em(), a.teamId, 'growth');
  const e = await entryOf(a, [], RECORDING).finally(() => setTeamPlan(a.em(), a.teamId, plan));
  const token = (await dataOf(await gql(ENTER, { e: e.link, p: e.params }))).enterSurvey.token as string;
  return { ...e, token };
};
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
  answerFollowup: {
    prepare: followup,
    call: (a, f) => gql('mutation($id: ID!) { answerFollowup(followupId: $id, answer: "Because it is blue") { status } }', { id: f.id }),
    distinct: [200],
    identical: [200, 409], // once answered, the follow-up is closed to further answers
    winners: 'some',
    measure: { of: balance, perSuccess: 0 }, // an answer moves no credit
    after: async (a, f) => expect(await followupIn(a, f.id, 'answered')).toBe(1),
  },
  declineFollowup: {
    prepare: followup,
    call: (a, f) => gql('mutation($id: ID!) { declineFollowup(followupId: $id) { status } }', { id: f.id }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, f) => {
      expect(await followupIn(a, f.id, 'declined')).toBe(1);
      // The credit comes back once, however many declines succeeded.
      expect(await balance(a), 'one refund of the follow-up').toBe(f.balance + f.charged);
      expect(await countOf(a, "select count(*) as n from billing.orders o join surveys.followups f on f.order_id = o.id where f.id = ? and o.status = 'refunded'", [f.id])).toBe(1);
    },
  },
  startPlaybook: {
    call: (a) =>
      gql('mutation($t: ID, $in: PlaybookStartInput!) { startPlaybook(id: "pbk_6r1y4ln4692fi1darenmndxw", teamId: $t, input: $in) { project { id } } }', {
        t: a.teamId,
        in: { name: 'Swept run', steps: STEPS },
      }),
    distinct: [200],
    identical: [200], // no key: each start is a run of its own, one draft per step
    measure: { of: surveys, perSuccess: 3 },
  },
  requestSurveyReports: {
    prepare: async (a) => completed.get(a)!,
    call: (a, c) => gql('mutation($s: ID!, $t: ID) { requestSurveyReports(surveyId: $s, teamId: $t, languages: ["en", "es"]) }', { s: c.id, t: a.teamId }),
    distinct: [200],
    identical: [200], // a request per call (the renderer replaces a language's report): one event each
    measure: { of: (a, c) => countOf(a, "select count(*) as n from platform.outbox where type = 'reports.requested' and aggregate_id = ?", [c.guid]), perSuccess: 1 },
  },
  recordPanelSubmission: {
    // One respondent per round; the N identical calls race to record the same respondent.
    prepare: async (a) => {
      const d = await draftOf(a);
      expect((await a.api('POST', `/v2/surveys/${d.id}/publish`, undefined, { 'idempotency-key': `panel-${d.id}` })).status).toBe(200);
      const [q] = (await json(await a.api('GET', `/v2/surveys/${d.id}`))).questions;
      // Answers name questions and options by GUID (the panel's form).
      const answers = [
        { questionId: fromPublicId(PREFIX.question, q.id), chosenOption: fromPublicId(PREFIX.option, q.options[0].id), explanation: 'Blue looks fresher on the shelf.' },
      ];
      return { ...d, input: { surveyId: d.id, panelRespondentId: `sweep-${d.id}`, answers } };
    },
    call: (a, c) => gql('mutation($in: PanelSubmissionInput!) { recordPanelSubmission(input: $in) { respondentId } }', { in: c.input }),
    distinct: [200],
    identical: [200, 409], // respondent_already_recorded for the losers
    winners: 'one',
    measure: { of: (a, c) => countOf(a, 'select count(*) as n from surveys.respondents where survey_id = ?', [c.guid]), perSuccess: 1 },
    after: async (a, c) =>
      expect(await countOf(a, 'select num_responses as n from surveys.surveys where id = ?', [c.guid])).toBe(
        await countOf(a, 'select count(*) as n from surveys.responses where survey_id = ?', [c.guid]),
      ),
  },
  enterSurvey: {
    prepare: (a) => entryOf(a),
    call: (a, e) => gql(ENTER, { e: e.link, p: e.params }),
    distinct: [200],
    identical: [200], // one person entering N times at once: one attempt, its token in every answer
    after: async (a, e, answers) => {
      expect(new Set(answers.map((x) => JSON.parse(x.text).data.enterSurvey.token)).size, 'one attempt, one token').toBe(1);
      expect(await attempts(a, e.guid)).toBe(1);
    },
  },
  answerQuestion: {
    prepare: atQuestion,
    call: (a, q) => gql('mutation($t: String!, $a: PanelAnswerInput!) { answerQuestion(token: $t, answer: $a) { state } }', { t: q.token, a: q.answer }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    after: async (a, q) => {
      // The last answer, however often sent at once, commits one respondent with one sequence number.
      expect(await countOf(a, 'select count(*) as n from surveys.respondents where survey_id = ?', [q.guid])).toBe(1);
      expect(await countOf(a, 'select num_responses as n from surveys.surveys where id = ?', [q.guid])).toBe(1);
    },
  },
  checkPreviewAnswer: {
    // A preview records nothing: N checks at once, alike or not, add no attempt, respondent or response.
    prepare: async (a) => {
      const d = await draftOf(a);
      const [{ token }] = await a.em().execute<{ token: string }[]>('select preview_token as token from surveys.surveys where id = ?', [d.guid]);
      const step = await dataOf(await gql('query($t: String!) { previewStep(previewToken: $t) { question { id options { id } } } }', { t: token }));
      const q = step.previewStep.question as { id: string; options: { id: string }[] };
      return { ...d, token, answer: { questionId: q.id, chosenOption: q.options[0].id, explanation: 'The blue one looks calm and fresh to me.' } };
    },
    call: (a, p) => gql('mutation($t: String!, $a: PanelAnswerInput!) { checkPreviewAnswer(previewToken: $t, answer: $a) { state } }', { t: p.token, a: p.answer }),
    distinct: [200],
    identical: [200],
    measure: {
      of: (a, p) =>
        countOf(a, 'select (select count(*) from surveys.attempts where survey_id = ?) + (select count(*) from surveys.responses where survey_id = ?) as n', [p.guid, p.guid]),
      perSuccess: 0,
    },
  },
  uploadRespondentRecording: {
    // Each upload hosts one file as the survey team's asset; one person sends three at most, so
    // of N sent at once exactly three are hosted and the rest refused, and the attempt names the last.
    prepare: atRecording,
    call: (a, r) => gql(UPLOAD, { t: r.token, d: WEBM }),
    distinct: [200],
    identical: [200, 409],
    winners: 'some',
    measure: { of: (a) => countOf(a, 'select count(*) as n from media.assets where team_id = ?'), perSuccess: 1 },
    after: async (a, r, answers) => {
      const hosted = answers.filter((x) => x.status === 200).map((x) => JSON.parse(x.text).data.uploadRespondentRecording as string);
      expect(hosted.length, 'three recordings at most').toBe(Math.min(answers.length, 3));
      for (const x of answers.filter((y) => y.status !== 200)) expect(JSON.parse(x.text).errors[0].message).toContain('3 times at most');
      const [row] = await a
        .em()
        .execute<{ uploads: number; url: string }[]>('select recording_uploads as uploads, recording_url as url from surveys.attempts where token = ?', [r.token]);
      expect(row.uploads).toBe(hosted.length);
      expect(hosted).toContain(row.url);
    },
  },
  answerScreener: {
    // A person in the screener of a survey targeting women, answering it as one.
    prepare: async (a) => {
      const e = await entryOf(a, ['gender-female']);
      const step = (
        await dataOf(
          await gql('mutation($e: String!, $p: [EntryParamInput!]!) { enterSurvey(entryToken: $e, params: $p) { token state screener { category } } }', { e: e.link, p: e.params }),
        )
      ).enterSurvey;
      expect(step.state).toBe('screening');
      return { ...e, token: step.token, answers: step.screener.map((q: { category: string }) => ({ category: q.category, value: 'gender-female' })) };
    },
    call: (a, p) => gql('mutation($t: String!, $a: [ScreenerAnswerInput!]!) { answerScreener(token: $t, answers: $a) { state } }', { t: p.token, a: p.answers }),
    distinct: [200],
    identical: [200], // past the screener, a repeat answers the step the person is at
    after: async (a, p) => {
      expect(await countOf(a, "select count(*) as n from surveys.attempts where token = ? and state = 'answering'", [p.token])).toBe(1);
      expect(await countOf(a, 'select count(*) as n from surveys.respondents where survey_id = ?', [p.guid])).toBe(0);
    },
  },
};

describe(`operators' GraphQL mutations on surveys and responses, ${N} at once`, () => {
  it('sweeps exactly the mutations graphql.test.ts counts as swept here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SWEPT_WITH_SURVEYS].sort());
  });

  sweepEach(CASES, () => actors);
});
