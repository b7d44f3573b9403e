import { beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { gql } from '../respond/fixture';
import { expectListed, N, routeTable } from './sweep';
import { SAMPLES } from '../../helpers/media-samples';

/**
 * The concurrency sweep of the respondent app (issue 36): people entering, and finishing, at the
 * same moment; one person's last answer sent N times at once. Its writing routes are read from
 * the route table, so a new one fails here until it is listed with its invariant.
 */
const service = useTestService({ LIVE_PANEL: 'respondents', RATE_LIMITS_ENABLED: 'false' });
const PROVIDER = 'https://panel.example.com';
let surveyGuid: string;
let entry: string;

/** A second survey: a screener (it targets women), then a screen-recording question. */
let screened: { guid: string; entry: string };

beforeAll(async () => {
  const em = service().em();
  const t = await makeTeam(em, 'Sweep respondents');
  await grant(em, t.team.id, 500);
  const key = await t.key(['read', 'write', 'spend']);
  const api = apiClient(() => service().url);
  const draft = await json(
    await api('POST', '/v2/surveys', key, {
      name: 'Swept by people',
      sampleSize: 4 * N,
      questions: [{ type: 'single_select', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }],
    }),
  );
  expect((await api('POST', `/v2/surveys/${draft.id}/publish`, key, undefined, { 'idempotency-key': `p-${draft.id}` })).status).toBe(200);
  surveyGuid = fromPublicId(PREFIX.survey, draft.id)!;
  const { createPanelProvider: p } = await gql(service().url, 'mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
    i: { name: `Sweep ${draft.id}`, entryParam: 'pid', completeUrl: `${PROVIDER}/done/{id}` },
  });
  const link = async (guid: string) =>
    (await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: guid, p: p.id })).surveyEntryLink.url as string;
  entry = await link(surveyGuid);
  // Screen recordings take the growth plan.
  await setTeamPlan(em, t.team.id, 'growth');
  const second = await json(
    await api('POST', '/v2/surveys', key, {
      name: 'Swept through the screener',
      sampleSize: 4 * N,
      targeting: ['gender-female'],
      questions: [{ type: 'screen_recording', prompt: 'Find the oat milk on a shop website you use', context: { type: 'text', value: 'Show us how.' } }],
    }),
  );
  expect((await api('POST', `/v2/surveys/${second.id}/publish`, key, undefined, { 'idempotency-key': `p-${second.id}` })).status).toBe(200);
  const guid = fromPublicId(PREFIX.survey, second.id)!;
  screened = { guid, entry: await link(guid) };
}, 60_000);

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const enter = (pid: string) => fetch(entry.replace('{id}', pid), { redirect: 'manual' });

/** A person at the survey's one question, having taken their time (past the speed check). */
async function atLastQuestion(pid: string): Promise<{ token: string; fields: URLSearchParams }> {
  const res = await enter(pid);
  expect(res.status).toBe(303);
  const token = res.headers.get('location')!.split('/').pop()!;
  await db(`update surveys.attempts set answering_since = now() - interval '10 minutes' where token = ?`, [token]);
  const { respondentStep } = await gql(service().url, 'query($t: String!) { respondentStep(token: $t) { question { id options { id } } } }', { t: token });
  const q = respondentStep.question as { id: string; options: { id: string }[] };
  return { token, fields: new URLSearchParams({ questionId: q.id, choice: q.options[0].id, explanation: `The blue one looks calm and fresh to me (${pid}).` }) };
}
const answer = (token: string, fields: URLSearchParams) => fetch(`${service().url}/r/a/${token}/answer`, { method: 'POST', body: fields, redirect: 'manual' });
const respondents = async () =>
  (await db<{ n: number; seqs: number }>('select count(*)::int as n, count(distinct seq)::int as seqs from surveys.respondents where survey_id = ?', [surveyGuid]))[0];

const WOMAN = [{ category: 'Gender', value: 'gender-female' }];
/** A person at the second survey's screener: their attempt's token. */
async function inScreener(pid: string): Promise<string> {
  const res = await fetch(screened.entry.replace('{id}', pid), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!.split('/').pop()!;
}
const screenAs = (token: string) =>
  fetch(`${service().url}/r/a/${token}/screener`, { method: 'POST', body: new URLSearchParams({ 'trait.Gender': 'gender-female' }), redirect: 'manual' });
const record = (token: string) => {
  const body = new FormData();
  body.set('recording', new Blob([SAMPLES.webm], { type: 'video/webm' }), 's.webm');
  return fetch(`${service().url}/r/a/${token}/recording`, { method: 'POST', body });
};
const placesOf = async (tokens: string[]) =>
  Promise.all(
    tokens.map(async (token) => {
      const [row] = await db<{ state: string; traits: unknown; held: boolean }>('select state, traits, place_held_until > now() as held from surveys.attempts where token = ?', [
        token,
      ]);
      return row;
    }),
  );
const uploadsOf = async (tokens: string[]) =>
  Promise.all(tokens.map(async (token) => (await db<{ n: number }>('select recording_uploads as n from surveys.attempts where token = ?', [token]))[0].n));
const assets = async () =>
  (await db<{ n: number }>('select count(*)::int as n from media.assets where team_id = (select team_id from surveys.surveys where id = ?)', [screened.guid]))[0].n;
const screenedRespondents = async () => (await db<{ n: number }>('select count(*)::int as n from surveys.respondents where survey_id = ?', [screened.guid]))[0].n;

/** The respondent app's routes that write, each swept below. */
const SWEPT = ['GET /r/:token', 'POST /r/a/:token/answer', 'POST /r/a/:token/screener', 'POST /r/a/:token/recording', 'POST /r/preview/:token'];

describe(`the respondent app, ${N} people at once`, () => {
  it('every writing route of /r is listed', () => {
    const routes = routeTable(service().app).filter((r) => /^(GET|POST|PUT|PATCH|DELETE) \/r\//.test(r));
    // The entry link's GET writes (it opens an attempt); the page GETs of an attempt only read.
    const writing = routes.filter((r) => !r.startsWith('GET ') || r === 'GET /r/:token');
    expectListed(writing, SWEPT, 'the respondent app');
    console.log(`concurrency respondent app: ${SWEPT.length} routes swept, N=${N}`);
  });

  it('GET /r/:token: N people entering at once each get an attempt; one person entering N times at once gets one', async () => {
    const distinct = await Promise.all(Array.from({ length: N }, (_, i) => enter(`in-${i}`)));
    expect(distinct.map((r) => r.status)).toEqual(Array(N).fill(303));
    const same = await Promise.all(Array.from({ length: N }, () => enter('in-same')));
    expect(same.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(new Set(same.map((r) => r.headers.get('location'))).size, 'one attempt, one page').toBe(1);
    const [{ n }] = await db<{ n: number }>(`select count(*)::int as n from surveys.attempts where survey_id = ? and provider_respondent_id like 'in-%'`, [surveyGuid]);
    expect(n).toBe(N + 1);
  });

  it('POST /r/a/:token/answer: one person’s last answer N times at once commits one respondent', async () => {
    const before = await respondents();
    const p = await atLastQuestion('twice');
    const same = await Promise.all(Array.from({ length: N }, () => answer(p.token, p.fields)));
    expect(same.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(await respondents()).toEqual({ n: before.n + 1, seqs: before.seqs + 1 });
  });

  it('POST /r/a/:token/answer: N people finishing at once are N respondents with distinct sequence numbers', async () => {
    const before = await respondents();
    const people = await Promise.all(Array.from({ length: N }, (_, i) => atLastQuestion(`together-${i}`)));
    const answers = await Promise.all(people.map((p) => answer(p.token, p.fields)));
    const statuses = answers.map((r) => r.status);
    const after = await respondents();
    expect(statuses).toEqual(Array(N).fill(303));
    expect(after).toEqual({ n: before.n + N, seqs: before.seqs + N });
  });

  it('POST /r/a/:token/screener: N people at once each take a place; one person answering it N times at once takes one', async () => {
    const distinct = await Promise.all(Array.from({ length: N }, (_, i) => inScreener(`screened-${i}`)));
    const answered = await Promise.all(distinct.map(screenAs));
    expect(answered.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(await placesOf(distinct)).toEqual(distinct.map(() => ({ state: 'answering', traits: WOMAN, held: true })));
    const one = await inScreener('screened-same');
    const same = await Promise.all(Array.from({ length: N }, () => screenAs(one)));
    expect(same.map((r) => r.status)).toEqual(Array(N).fill(303));
    expect(new Set(same.map((r) => r.headers.get('location'))).size, 'one page for all').toBe(1);
    expect(await placesOf([one])).toEqual([{ state: 'answering', traits: WOMAN, held: true }]);
    expect(await screenedRespondents()).toBe(0);
  });

  it('POST /r/a/:token/recording: N people at once each host one; one person sending N at once hosts three, the rest refused', async () => {
    const people = await Promise.all(Array.from({ length: N }, (_, i) => inScreener(`recorded-${i}`)));
    for (const r of await Promise.all(people.map(screenAs))) expect(r.status).toBe(303);
    const assetsBefore = await assets();
    const distinct = await Promise.all(people.map(record));
    expect(distinct.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(await uploadsOf(people)).toEqual(people.map(() => 1));
    const one = people[0];
    const same = await Promise.all(Array.from({ length: N }, () => record(one)));
    const statuses = same.map((r) => r.status).sort();
    // One upload of this person's was made above: two more go through, the rest are refused with the rule.
    expect(statuses).toEqual([...Array(2).fill(200), ...Array(N - 2).fill(400)]);
    for (const r of same.filter((x) => x.status === 400)) expect(await r.text()).toContain('3 times at most');
    expect(await uploadsOf([one])).toEqual([3]);
    expect(await assets()).toBe(assetsBefore + N + 2);
    expect(await screenedRespondents()).toBe(0);
  });

  it('POST /r/preview/:token: N previews of the same answer at once, and N of different ones, record nothing', async () => {
    const [{ n: attempts }] = await db<{ n: number }>('select count(*)::int as n from surveys.attempts where survey_id = ?', [surveyGuid]);
    const before = await respondents();
    const [{ token }] = await db<{ token: string }>('select preview_token as token from surveys.surveys where id = ?', [surveyGuid]);
    const { previewStep } = await gql(service().url, 'query($t: String!) { previewStep(previewToken: $t) { question { id options { id } } } }', { t: token });
    const q = previewStep.question as { id: string; options: { id: string }[] };
    const preview = (explanation: string) =>
      fetch(`${service().url}/r/preview/${token}`, { method: 'POST', body: new URLSearchParams({ questionId: q.id, choice: q.options[0].id, explanation }), redirect: 'manual' });
    const same = await Promise.all(Array.from({ length: N }, () => preview('The blue one looks calm and fresh to me.')));
    const distinct = await Promise.all(Array.from({ length: N }, (_, i) => preview(`The blue one looks calm and fresh to me, reason ${i}.`)));
    for (const r of [...same, ...distinct]) {
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`/r/preview/${token}?q=1`);
    }
    expect(await respondents()).toEqual(before);
    expect((await db<{ n: number }>('select count(*)::int as n from surveys.attempts where survey_id = ?', [surveyGuid]))[0].n).toBe(attempts);
  });
});
