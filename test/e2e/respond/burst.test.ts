import { describe, expect, it } from 'vitest';
import { burst, openLiveSurvey } from '../../helpers/respondent-person';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/**
 * A panel sends a crowd to a live survey within seconds (issue 36): every person reaches an
 * outcome through the app's forms, exactly the sample completes, the rest go back over quota, and
 * nobody sees an error. CI runs 120 people at a survey of 60 (50 in flight) to keep the tier's
 * time reasonable; BURST_PEOPLE=600 BURST_SAMPLE=300 runs the full size (as `npm run
 * bench -- respondents` does).
 */
const PEOPLE = Number(process.env.BURST_PEOPLE ?? 120);
const SAMPLE = Number(process.env.BURST_SAMPLE ?? 60);
const PROVIDER = 'https://panel.example.com';
const service = useTestService({
  LIVE_PANEL: 'respondents',
  // They answer as fast as a script can: the speed check is not what this test is about.
  RESPONDENT_MIN_SECONDS_PER_QUESTION: '0',
  // A provider's crowd arrives from one address here.
  RATE_LIMIT_SURVEY_ENTRIES: '100000',
  DATABASE_POOL_MAX: '20',
});

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

describe('a burst of respondents', () => {
  it(`${PEOPLE} people within 30 s at a live survey of ${SAMPLE}: exactly ${SAMPLE} complete, the rest over quota, no errors`, { timeout: 600_000 }, async () => {
    const survey = await openLiveSurvey(service().url, service().em(), { sampleSize: SAMPLE, operatorToken: TEST_OPERATOR_TOKEN, providerBase: PROVIDER });
    const results = await burst(survey.entryUrl, PROVIDER, { people: PEOPLE, windowMs: 30_000, inFlight: 50, prefix: 'crowd' });

    expect(results.filter((r) => r.outcome === 'error').map((r) => `${r.rid}: ${r.detail}`)).toEqual([]);
    expect(results.flatMap((r) => r.pages.filter((p) => p.status >= 500))).toEqual([]);
    const outcomes = results.reduce<Record<string, number>>((t, r) => ({ ...t, [r.outcome]: (t[r.outcome] ?? 0) + 1 }), {});
    expect(outcomes).toEqual({ complete: SAMPLE, overquota: PEOPLE - SAMPLE });
    // Each went back to the provider's URL for their own outcome.
    for (const r of results) expect(r.detail).toBe(`${PROVIDER}/${r.outcome}?rid=${r.rid}`);

    const [row] = await db<{ status: string; num_responses: number; respondents: number; seqs: number[]; answering: number; completed_events: number }>(
      `select s.status, s.num_responses,
              (select count(*)::int from surveys.respondents where survey_id = s.id and rejected_at is null) as respondents,
              (select array_agg(seq order by seq) from surveys.respondents where survey_id = s.id) as seqs,
              (select count(*)::int from surveys.attempts where survey_id = s.id and state = 'answering') as answering,
              (select count(*)::int from platform.outbox where type = 'survey.completed' and aggregate_id = s.id::text) as completed_events
         from surveys.surveys s where s.id = ?`,
      [survey.surveyId],
    );
    expect(row).toEqual({ status: 'completed', num_responses: SAMPLE, respondents: SAMPLE, seqs: Array.from({ length: SAMPLE }, (_, i) => i), answering: 0, completed_events: 1 });
    const states = await db<{ state: string; n: number }>('select state, count(*)::int as n from surveys.attempts where survey_id = ? group by state order by state', [
      survey.surveyId,
    ]);
    expect(states).toEqual([
      { state: 'complete', n: SAMPLE },
      { state: 'overquota', n: PEOPLE - SAMPLE },
    ]);
  });
});
