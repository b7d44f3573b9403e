import { beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId, PREFIX } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { gql } from '../respond/fixture';
import { expectListed, N, routeTable } from './sweep';

/**
 * The concurrency sweep of the respondent app (issue 36): people entering, and finishing, at the
 * same moment; one person's last answer sent N times at once. Its writing routes are read from
 * the route table, so a new one fails here until it is listed with its invariant.
 */
const service = useTestService({ LIVE_PANEL: 'respondents', RATE_LIMITS_ENABLED: 'false' });
const PROVIDER = 'https://panel.example.com';
let surveyGuid: string;
let entry: string;

/**
 * Finishing together gave duplicate respondent sequence numbers (a 500 for all but one); being
 * fixed on branch h/respond. Empty this once it is merged: the check below then holds in full.
 */
const KNOWN_UNTIL_MERGE: string[] = [];

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
  entry = (await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: surveyGuid, p: p.id })).surveyEntryLink.url;
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

  it(`POST /r/a/:token/answer: N people finishing at once are N respondents with distinct sequence numbers${KNOWN_UNTIL_MERGE.length ? ' (known to fail until h/respond merges)' : ''}`, async () => {
    const before = await respondents();
    const people = await Promise.all(Array.from({ length: N }, (_, i) => atLastQuestion(`together-${i}`)));
    const answers = await Promise.all(people.map((p) => answer(p.token, p.fields)));
    const statuses = answers.map((r) => r.status);
    const after = await respondents();
    if (KNOWN_UNTIL_MERGE.length && statuses.some((s) => s >= 500)) {
      // The defect as found: shown, not hidden; the rest of the sweep stays useful until the fix lands.
      console.log(`KNOWN_UNTIL_MERGE: ${KNOWN_UNTIL_MERGE[0]}; statuses ${statuses.join(',')}`);
      expect(after.n - before.n).toBeLessThan(N);
      return;
    }
    expect(statuses).toEqual(Array(N).fill(303));
    expect(after).toEqual({ n: before.n + N, seqs: before.seqs + N });
  });

  it('POST /r/a/:token/screener and /recording: N at once answer below 500 and never add a respondent (no screener, no recording question here)', async () => {
    const before = await respondents();
    const people = await Promise.all(Array.from({ length: N }, (_, i) => atLastQuestion(`odd-${i}`)));
    const screener = await Promise.all(
      people.map((p) => fetch(`${service().url}/r/a/${p.token}/screener`, { method: 'POST', body: new URLSearchParams({ 'trait.Gender': 'gender-female' }), redirect: 'manual' })),
    );
    const recording = await Promise.all(people.map((p) => fetch(`${service().url}/r/a/${p.token}/recording`, { method: 'POST', body: new FormData(), redirect: 'manual' })));
    for (const r of [...screener, ...recording]) expect(r.status, await r.text()).toBeLessThan(500);
    expect(await respondents()).toEqual(before);
  });

  it('POST /r/preview/:token: N previews at once record nothing', async () => {
    const [{ n: attempts }] = await db<{ n: number }>('select count(*)::int as n from surveys.attempts where survey_id = ?', [surveyGuid]);
    const before = await respondents();
    const token = (await db<{ token: string }>('select token from surveys.entry_links where survey_id = ? limit 1', [surveyGuid]))[0]?.token ?? 'x';
    const previews = await Promise.all(
      Array.from({ length: N }, () => fetch(`${service().url}/r/preview/${token}`, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' })),
    );
    for (const r of previews) expect(r.status).toBeLessThan(500);
    expect(await respondents()).toEqual(before);
    expect((await db<{ n: number }>('select count(*)::int as n from surveys.attempts where survey_id = ?', [surveyGuid]))[0].n).toBe(attempts);
  });
});
