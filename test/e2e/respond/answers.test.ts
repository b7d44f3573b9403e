import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../helpers/http';
import { startTestService, useTestService } from '../../helpers/service';
import { createTenTypeSurvey, formAnswer, gql } from './fixture';
import { SAMPLES } from '../../helpers/media-samples';

/**
 * What the respondent app refuses, and that a refusal saves nothing: explanations by their rules,
 * answers by the collection's rules, entry links without a respondent id; and that the last
 * answer, sent twice at once, commits one respondent.
 */
const service = useTestService({ LIVE_PANEL: 'respondents' });
const PROVIDER = 'https://panel.example.com';
let s: Awaited<ReturnType<typeof createTenTypeSurvey>>;
let entry: string;

beforeAll(async () => {
  s = await createTenTypeSurvey(service(), { livemode: true, sampleSize: 10 });
  expect((await s.api('POST', `/v2/surveys/${s.survey.id}/publish`, s.key, undefined, { 'idempotency-key': `p-${s.survey.id}` })).status).toBe(200);
  const { createPanelProvider: p } = await gql(service().url, 'mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
    i: { name: `Answers ${s.survey.id}`, entryParam: 'pid', completeUrl: `${PROVIDER}/done/{id}` },
  });
  entry = (await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: s.surveyUuid, p: p.id })).surveyEntryLink.url;
});

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

async function start(pid: string): Promise<string> {
  const res = await fetch(entry.replace('{id}', pid), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!.split('/').pop()!;
}

async function current(token: string) {
  const { respondentStep } = await gql(service().url, 'query($t: String!) { respondentStep(token: $t) { answered question { id type prompt options { id label } } } }', {
    t: token,
  });
  return respondentStep as { answered: number; question: { id: string; type: string; prompt: string; options: { id: string; label: string }[] } };
}

const post = (token: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return fetch(`${service().url}/r/a/${token}/answer`, { method: 'POST', body, redirect: 'manual' });
};

describe('respondent app refusals', () => {
  it('refuses explanations that are short, copied from the question or repeated, and answers the rules refuse, saving nothing', async () => {
    const token = await start('checks-1');
    let q = await current(token);
    expect(q.question.type).toBe('head_to_head');
    const choice = q.question.options[0].id;
    const refused = async (fields: Record<string, string | string[]>, shown: string) => {
      const res = await post(token, { questionId: q.question.id, ...fields });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(shown);
      expect((await current(token)).answered).toBe(q.answered);
      return html;
    };
    const short = await refused({ choice, explanation: 'Nice colour' }, 'Tell us a little more: at least 20 characters.');
    // The person's words stay in the form.
    expect(short).toContain('>Nice colour</textarea>');
    await refused({ choice, explanation: q.question.prompt.toUpperCase() }, 'Please explain in your own words rather than repeating the question or an answer.');
    await refused({ choice, explanation: `I like it.\r\n${'Really. '.repeat(250)}` }, 'Please keep it under 2000 characters.');
    await refused({ explanation: 'I really do like the look of this one.' }, 'Choose one of the two options.');
    await refused({ choice: '00000000-0000-4000-8000-000000000000', explanation: 'I really do like the look of this one.' }, 'Choose one of the two options.');
    expect((await post(token, { questionId: q.question.id, choice, explanation: 'I really do like the look of this one.' })).status).toBe(303);

    q = await current(token);
    expect(q.answered).toBe(1);
    await refused(
      { ...Object.fromEntries(q.question.options.map((o) => [`rank.${o.id}`, '1'])), explanation: 'Short names are the easiest to remember.' },
      'Give every option a different place, from 1 (your favourite) down.',
    );
    await refused({ ...formAnswer(q.question, 'x'), explanation: 'I really do like the look of this one.' }, 'You wrote the same for another question; tell us why for this one.');
    const saved = await db<{ answers: Record<string, unknown> }>('select answers from surveys.attempts where token = ?', [token]);
    expect(Object.keys(saved[0].answers)).toHaveLength(1);
  });

  it('refuses prices out of order with the plain rule', async () => {
    const token = await start('prices-1');
    for (let q = await current(token); q.question.type !== 'price_sensitivity'; q = await current(token)) {
      expect((await post(token, { questionId: q.question.id, ...formAnswer(q.question, `prices-${q.answered}`) })).status).toBe(303);
    }
    const q = await current(token);
    const res = await post(token, { questionId: q.question.id, tooCheap: '3', bargain: '2', expensive: '4', tooExpensive: '5', explanation: 'I compared it with my usual brand.' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Enter four prices, each higher than the one before');
  });

  it('commits one respondent when the last answer arrives twice at once', async () => {
    const token = await start('twice-1');
    for (let q = await current(token); q.answered < 9; q = await current(token)) {
      const fields = formAnswer(q.question, `twice-${q.answered}`);
      const form = new FormData();
      form.set('questionId', q.question.id);
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
      expect((await fetch(`${service().url}/r/a/${token}/answer`, { method: 'POST', body: form, redirect: 'manual' })).status).toBe(303);
    }
    await db(`update surveys.attempts set answering_since = now() - interval '10 minutes' where token = ?`, [token]);
    const last = await current(token);
    expect(last.question.type).toBe('screen_recording');
    const upload = new FormData();
    upload.set('recording', new Blob([SAMPLES.webm], { type: 'video/webm' }), 's.webm');
    const uploaded = await fetch(`${service().url}/r/a/${token}/recording`, { method: 'POST', body: upload });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${service().url}/media/`));
    const fields = { questionId: last.question.id, media: url, mediaTranscription: 'I searched and opened the first result.' };
    const both = await Promise.all([post(token, fields), post(token, fields)]);
    expect(both.map((r) => r.status)).toEqual([303, 303]);
    const rows = await db<{ n: number }>('select count(*)::int as n from surveys.respondents where survey_id = ? and rejected_at is null', [s.surveyUuid]);
    expect(rows).toEqual([{ n: 1 }]);
    expect(await json(await s.api('GET', `/v2/surveys/${s.survey.id}`, s.key))).toMatchObject({ numResponses: 1, status: 'in-progress' });
    const done = await fetch(`${service().url}/r/a/${token}`, { redirect: 'manual' });
    expect(done.headers.get('location')).toBe(`${PROVIDER}/done/twice-1`);
  });

  it('shows a clear page for a link without the respondent id, an unknown link and a profile without a redirect', async () => {
    const missing = await fetch(entry.replace('pid={id}', 'other=1'), { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('The link needs the respondent id in pid.');
    const unknown = await fetch(`${service().url}/r/${'A'.repeat(32)}?pid=1`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This link is not valid');
    const badAttempt = await fetch(`${service().url}/r/a/${'B'.repeat(32)}`, { redirect: 'manual' });
    expect(badAttempt.status).toBe(404);
  });

  it('takes as a recording only the file this person uploaded, three at most', async () => {
    const token = await start('media-1');
    for (let q = await current(token); q.question.type !== 'screen_recording'; q = await current(token)) {
      expect((await post(token, { questionId: q.question.id, ...formAnswer(q.question, `media-${q.answered}`) })).status).toBe(303);
    }
    const q = await current(token);
    const outside = await post(token, { questionId: q.question.id, media: 'https://elsewhere.example/video.webm', mediaTranscription: 'I searched for it.' });
    expect(outside.status).toBe(400);
    expect(await outside.text()).toContain('Record your screen (or choose a video file) and describe what you did.');
    const send = () => {
      const body = new FormData();
      body.set('recording', new Blob([SAMPLES.webm], { type: 'video/webm' }), 's.webm');
      return fetch(`${service().url}/r/a/${token}/recording`, { method: 'POST', body });
    };
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const fourth = await send();
    expect(fourth.status).toBe(400);
    const [{ uploads }] = await db<{ uploads: number }>('select recording_uploads as uploads from surveys.attempts where token = ?', [token]);
    expect(uploads).toBe(3);
    // A text file is not a recording: the page says why and keeps the description.
    const form = new FormData();
    form.set('questionId', q.question.id);
    form.set('mediaTranscription', 'I searched and opened the first result.');
    form.set('recording', new Blob(['just some text, not a video']), 'notes.txt');
    const text = await fetch(`${service().url}/r/a/${token}/answer`, { method: 'POST', body: form, redirect: 'manual' });
    expect(text.status).toBe(400);
    const html = await text.text();
    expect(html).toContain('>I searched and opened the first result.</textarea>');
    expect(html).toContain('<title>Error: Oat milk launch</title>');
  });

  it('takes no recording once the survey has stopped: refused, no file kept, no upload counted', async () => {
    const r = await createTenTypeSurvey(service(), { livemode: true, sampleSize: 10 });
    expect((await r.api('POST', `/v2/surveys/${r.survey.id}/publish`, r.key, undefined, { 'idempotency-key': `p-${r.survey.id}` })).status).toBe(200);
    const { createPanelProvider: p } = await gql(service().url, 'mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
      i: { name: `Stopped ${r.survey.id}`, entryParam: 'pid', completeUrl: `${PROVIDER}/done/{id}` },
    });
    const link = (await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: r.surveyUuid, p: p.id })).surveyEntryLink
      .url as string;
    const entered = await fetch(link.replace('{id}', 'stopped-1'), { redirect: 'manual' });
    expect(entered.status).toBe(303);
    const token = entered.headers.get('location')!.split('/').pop()!;
    for (let q = await current(token); q.question.type !== 'screen_recording'; q = await current(token)) {
      expect((await post(token, { questionId: q.question.id, ...formAnswer(q.question, `stopped-${q.answered}`) })).status).toBe(303);
    }
    expect((await r.api('POST', `/v2/surveys/${r.survey.id}/stop`, r.key, undefined, { 'idempotency-key': `s-${r.survey.id}` })).status).toBe(200);
    const assets = async () => (await db<{ n: number }>('select count(*)::int as n from media.assets where team_id = ?', [r.team.id]))[0].n;
    const before = await assets();
    const body = new FormData();
    body.set('recording', new Blob([SAMPLES.webm], { type: 'video/webm' }), 's.webm');
    const sent = await fetch(`${service().url}/r/a/${token}/recording`, { method: 'POST', body });
    expect(sent.status).toBe(409);
    expect(await assets()).toBe(before);
    expect(await db<{ uploads: number }>('select recording_uploads as uploads from surveys.attempts where token = ?', [token])).toEqual([{ uploads: 0 }]);
  });

  it('holds a place for everyone answering: once counted plus answering people fill the sample, newcomers leave as over quota', async () => {
    // One counted (twice-1) and three answering (checks-1, prices-1, media-1): six places are left.
    for (let i = 1; i <= 6; i++) expect((await fetch(entry.replace('{id}', `hold-${i}`), { redirect: 'manual' })).status).toBe(303);
    const late = await fetch(entry.replace('{id}', 'hold-7'), { redirect: 'manual' });
    // This provider has no over-quota URL: a thank-you page instead.
    expect(late.status).toBe(200);
    expect(await late.text()).toContain('We already have all the answers we need from people like you.');
    expect(await db<{ state: string }>('select state from surveys.attempts where provider_respondent_id = ?', ['hold-7'])).toEqual([{ state: 'overquota' }]);
  });

  it('asks a long category as a list box, and names what is missing', async () => {
    const r = await createTenTypeSurvey(service(), { livemode: true, sampleSize: 10, reporting: ['region', 'gender'] });
    expect((await r.api('POST', `/v2/surveys/${r.survey.id}/publish`, r.key, undefined, { 'idempotency-key': `p-${r.survey.id}` })).status).toBe(200);
    const { createPanelProvider: p } = await gql(service().url, 'mutation($i: PanelProviderCreateInput!) { createPanelProvider(input: $i) { id } }', {
      i: { name: `Regions ${r.survey.id}`, entryParam: 'pid', completeUrl: `${PROVIDER}/done/{id}` },
    });
    const link = (await gql(service().url, 'mutation($s: ID!, $p: ID!) { surveyEntryLink(surveyId: $s, providerId: $p) { url } }', { s: r.surveyUuid, p: p.id })).surveyEntryLink
      .url;
    const entered = await fetch(link.replace('{id}', 'region-1'), { redirect: 'manual' });
    const page = `${service().url}${entered.headers.get('location')}`;
    const html = await (await fetch(page)).text();
    expect(html).toContain('<select name="trait.Region" required>');
    expect(html).toContain('<option value="region-us-alabama">Alabama</option>');
    expect(html).toContain('<input type="radio" name="trait.Gender" value="gender-female" required>');
    const missing = await fetch(`${page}/screener`, { method: 'POST', body: new URLSearchParams({ 'trait.Region': '', 'trait.Gender': 'gender-male' }), redirect: 'manual' });
    expect(missing.status).toBe(400);
    const again = await missing.text();
    expect(again).toContain('Please answer: Region.');
    expect(again).toContain('value="gender-male" required checked>');
    const ok = await fetch(`${page}/screener`, {
      method: 'POST',
      body: new URLSearchParams({ 'trait.Region': 'region-us-alabama', 'trait.Gender': 'gender-male' }),
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    expect(await db('select traits, state from surveys.attempts where provider_respondent_id = ?', ['region-1'])).toEqual([
      {
        traits: [
          { category: 'Region', value: 'region-us-alabama' },
          { category: 'Gender', value: 'gender-male' },
        ],
        state: 'answering',
      },
    ]);
  });

  it('sends newcomers to a stopped survey away as over quota', async () => {
    expect((await s.api('POST', `/v2/surveys/${s.survey.id}/stop`, s.key)).status).toBe(200);
    const late = await fetch(entry.replace('{id}', 'late-1'), { redirect: 'manual' });
    expect(late.status).toBe(200);
    expect(await late.text()).toContain('We already have all the answers we need');
  });
  // Last: a second service in this process sets the configuration (PUBLIC_BASE_URL) to its own.
  it('limits visits to entry links per client address, so one address cannot hold the quotas', async () => {
    // A service with counters of its own (QUEUE_PREFIX names them) and a limit of 2 per 10 minutes.
    const own = await startTestService({ LIVE_PANEL: 'respondents', RATE_LIMIT_SURVEY_ENTRIES: '2', QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}-entries` });
    try {
      const link = entry.replace(service().url, own.url);
      // The survey is stopped by now: the two visits allowed end at the thank-you page.
      for (const pid of ['limit-1', 'limit-2']) expect((await fetch(link.replace('{id}', pid), { redirect: 'manual' })).status).toBe(200);
      const refused = await fetch(link.replace('{id}', 'limit-3'), { redirect: 'manual' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await refused.text()).toContain('Too many survey visits from your network.');
      expect(await db('select 1 from surveys.attempts where provider_respondent_id = ?', ['limit-3'])).toHaveLength(0);
    } finally {
      await own.shutdown();
    }
  });
});
