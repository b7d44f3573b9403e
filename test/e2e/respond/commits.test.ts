import { describe, expect, it } from 'vitest';
import { openLiveSurvey, type LiveSurvey } from '../../helpers/respondent-person';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/**
 * The commit of a person's last answer (issue 36): a conflict with another transaction is
 * retried and never shown; a commit that fails gives the person's place back at once, and they
 * may send the answer again; the same person entering many times at once has one attempt.
 * Failures are injected with a trigger on surveys.respondents that fires for one person only.
 */
const PROVIDER = 'https://panel.example.com';
const service = useTestService({ LIVE_PANEL: 'respondents', RESPONDENT_MIN_SECONDS_PER_QUESTION: '0', RATE_LIMIT_SURVEY_ENTRIES: '100000' });
const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);
const open = (sampleSize: number) => openLiveSurvey(service().url, service().em(), { sampleSize, operatorToken: TEST_OPERATOR_TOKEN, providerBase: PROVIDER });

const WHY = ['Supermarkets near me stock the most brands', 'I already buy oat milk so trying one is easy', 'Creamier foam in my morning coffee would do it'];

/** Enters through the provider's link: the attempt's page, or the provider's URL. */
async function enter(s: LiveSurvey, rid: string): Promise<string> {
  const res = await fetch(s.entryUrl.replace('{id}', rid), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** Answers the question the attempt's page shows; returns the response to the posted form. */
async function answerNext(attemptPath: string, rid: string): Promise<Response> {
  const page = await fetch(`${service().url}${attemptPath}`, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  // One explanation per question: the choice, the score, the open answer.
  const n = html.includes('name="choice"') ? 0 : html.includes('name="score"') ? 1 : 2;
  const form = new URLSearchParams({ questionId: /name="questionId" value="([^"]+)"/.exec(html)![1], explanation: `${WHY[n]} (${rid}).` });
  const choice = /name="choice" value="([^"]+)"/.exec(html)?.[1];
  if (choice) form.set('choice', choice);
  if (html.includes('name="score"')) form.set('score', '7');
  return fetch(`${service().url}${attemptPath}/answer`, { method: 'POST', body: form, redirect: 'manual' });
}

async function answerAllBut(s: LiveSurvey, rid: string, leave: number): Promise<string> {
  const path = await enter(s, rid);
  expect(path).toMatch(/^\/r\/a\//);
  for (let i = 0; i < 3 - leave; i++) expect((await answerNext(path, rid)).status).toBe(303);
  return path;
}

/** Makes inserts of this person's respondent fail with `errcode` (`times` times; 0 = always) until `heal` runs. */
async function failCommitsOf(rid: string, errcode: string, times: number) {
  const [{ id }] = await db<{ id: string }>('select id from surveys.attempts where provider_respondent_id = ?', [rid]);
  const name = `fail_${id.replace(/-/g, '')}`;
  await db(`create sequence ${name}`);
  await db(`create function surveys.${name}() returns trigger language plpgsql as $$
    begin
      if new.panel_respondent_id = '${id}' and (${times} = 0 or nextval('${name}') <= ${times}) then
        raise exception 'injected failure' using errcode = '${errcode}';
      end if;
      return new;
    end $$`);
  await db(`create trigger ${name} before insert on surveys.respondents for each row execute function surveys.${name}()`);
  return async () => {
    await db(`drop trigger ${name} on surveys.respondents`);
    await db(`drop function surveys.${name}()`);
    await db(`drop sequence ${name}`);
  };
}

describe('respondent commits', () => {
  it('retries a serialization failure and a deadlock at the commit: the person never sees them and is recorded once', async () => {
    const s = await open(10);
    for (const [rid, errcode] of [
      ['conflict-1', '40001'],
      ['conflict-2', '40P01'],
    ]) {
      const path = await answerAllBut(s, rid, 1);
      const heal = await failCommitsOf(rid, errcode, 2);
      const last = await answerNext(path, rid);
      await heal();
      expect(last.status).toBe(303);
      const end = await fetch(`${service().url}${path}`, { redirect: 'manual' });
      expect(end.headers.get('location')).toBe(`${PROVIDER}/complete?rid=${rid}`);
    }
    const rows = await db<{ panel: string; seq: number }>(
      'select a.provider_respondent_id as panel, r.seq from surveys.respondents r join surveys.attempts a on a.id::text = r.panel_respondent_id where r.survey_id = ? order by r.seq',
      [s.surveyId],
    );
    expect(rows).toEqual([
      { panel: 'conflict-1', seq: 0 },
      { panel: 'conflict-2', seq: 1 },
    ]);
  });

  it('a commit that fails gives the place back at once; the person keeps their answers and completes when they send the last again', async () => {
    const s = await open(10);
    // Ten people answering hold the ten places: the eleventh goes back over quota.
    const holders = Array.from({ length: 10 }, (_, i) => `holder-${i}`);
    const paths = await Promise.all(holders.map((rid) => answerAllBut(s, rid, 1)));
    expect(await enter(s, 'late-1')).toBe(`${PROVIDER}/overquota?rid=late-1`);

    const heal = await failCommitsOf('holder-0', 'P0001', 0);
    const failed = await answerNext(paths[0], 'holder-0');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
    const [attempt] = await db<{ state: string; answered: number; place_held_until: Date | null }>(
      `select state, (select count(*)::int from jsonb_object_keys(answers)) as answered, place_held_until from surveys.attempts where provider_respondent_id = ?`,
      ['holder-0'],
    );
    expect(attempt).toEqual({ state: 'answering', answered: 2, place_held_until: null });
    expect(await db('select 1 from surveys.respondents where survey_id = ?', [s.surveyId])).toEqual([]);

    // The place is free: the next person starts answering.
    expect(await enter(s, 'late-2')).toMatch(/^\/r\/a\//);
    await heal();
    // Sent again, the last answer commits while the sample has room.
    expect((await answerNext(paths[0], 'holder-0')).status).toBe(303);
    expect((await fetch(`${service().url}${paths[0]}`, { redirect: 'manual' })).headers.get('location')).toBe(`${PROVIDER}/complete?rid=holder-0`);
    const [survey] = await db<{ num_responses: number }>('select num_responses from surveys.surveys where id = ?', [s.surveyId]);
    expect(survey.num_responses).toBe(1);
  });

  it('a person whose hold lapsed while their quota filled goes back over quota at the last answer; the quota does not overfill', async () => {
    // Two age groups of a sample of 10: five places each.
    const s = await openLiveSurvey(service().url, service().em(), {
      sampleSize: 10,
      operatorToken: TEST_OPERATOR_TOKEN,
      providerBase: PROVIDER,
      targeting: ['age-18-24', 'age-25-34'],
    });
    const young = async (rid: string, leave: number) => {
      const path = await enter(s, rid);
      const screened = await fetch(`${service().url}${path}/screener`, { method: 'POST', body: new URLSearchParams({ 'trait.Age': 'age-18-24' }), redirect: 'manual' });
      expect(screened.status).toBe(303);
      for (let i = 0; i < 3 - leave; i++) expect((await answerNext(path, rid)).status).toBe(303);
      return path;
    };
    const slow = await young('slow-1', 1);
    // Their hour ran out: the place is free for others, who take all five of the group's places.
    await db(`update surveys.attempts set place_held_until = now() - interval '1 minute' where provider_respondent_id = ?`, ['slow-1']);
    for (const rid of ['quick-1', 'quick-2', 'quick-3', 'quick-4', 'quick-5']) {
      const path = await young(rid, 0);
      expect((await fetch(`${service().url}${path}`, { redirect: 'manual' })).headers.get('location')).toBe(`${PROVIDER}/complete?rid=${rid}`);
    }
    expect((await answerNext(slow, 'slow-1')).status).toBe(303);
    expect((await fetch(`${service().url}${slow}`, { redirect: 'manual' })).headers.get('location')).toBe(`${PROVIDER}/overquota?rid=slow-1`);
    expect(await db('select state from surveys.attempts where provider_respondent_id = ?', ['slow-1'])).toEqual([{ state: 'overquota' }]);
    expect(await db<{ n: number }>('select num_responses as n from surveys.surveys where id = ?', [s.surveyId])).toEqual([{ n: 5 }]);
  });

  it('the same person entering six times at once has one attempt and one place', async () => {
    const s = await open(10);
    const locations = await Promise.all(Array.from({ length: 6 }, () => enter(s, 'same-1')));
    expect(new Set(locations).size).toBe(1);
    expect(locations[0]).toMatch(/^\/r\/a\//);
    expect(await db('select state from surveys.attempts where survey_id = ?', [s.surveyId])).toEqual([{ state: 'answering' }]);
  });
});
