import type { Job } from 'bullmq';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { queueConnection } from '../../platform/queues/connection';
import { computeSurveyInsights, surveysAwaitingInsights } from '../../subgraphs/surveys';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';
import { runCollectionStep } from '../../workers/jobs/collection-run.job';
import { openJobQueues } from '../../workers/jobs/registry';
import { makeTeam } from '../helpers/fixtures';
import { useTestService } from '../helpers/service';
import { TEST_REDIS_URL } from '../helpers/test-env';

/**
 * The insights service against PostgreSQL: what it stores, what the reconciler finds out of
 * date, and German explanations read through PostgreSQL's `german` text-search configuration.
 * Surveys are filled by collection steps of the simulated panel (no worker runs here).
 */
const service = useTestService({ COLLECTION_BATCH_SIZE: '50', COLLECTION_INTERVAL_MS: '60000' });
const queues = openJobQueues(queueConnection({ redisUrl: TEST_REDIS_URL, prefix: `${process.env.QUEUE_PREFIX}-insights` }));
afterAll(async () => {
  await queues.queue('collection').obliterate({ force: true });
  await queues.close();
});

const db = <T>(sql: string, params: unknown[] = []) => service().em().execute<T[]>(sql, params);

async function completedSurvey(country: string): Promise<{ surveyId: string; questionIds: string[] }> {
  const em = service().em();
  const t = await makeTeam(em);
  const view = await createSurvey(
    em,
    { teamId: t.team.id, livemode: false, userId: null, channel: 'api' },
    {
      sampleSize: 12,
      country,
      questions: [
        { type: 'single_select', prompt: 'Welche Verpackung?', options: [{ label: 'Dose' }, { label: 'Beutel' }] },
        { type: 'rating', prompt: 'Wie gefällt Ihnen das Logo?' },
      ],
    },
  );
  const surveyId = view.survey.id;
  await em.execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [surveyId]);
  await runCollectionStep({ surveyId, fromSeq: 0 }, { orm: service().orm!, log: pino({ level: 'silent' }), queues, graph: null, job: {} as Job, requestId: null });
  const [{ status }] = await db<{ status: string }>('select status from surveys.surveys where id = ?', [surveyId]);
  expect(status).toBe('completed');
  return { surveyId, questionIds: view.questions.map((q) => q.id) };
}

const awaiting = async (surveyId: string) => (await surveysAwaitingInsights(service().em(), 0, 100_000)).filter((s) => s.surveyId === surveyId);

describe('computeSurveyInsights', () => {
  it('stores one insight per question, and the reconciler sees what is missing or out of date', async () => {
    const { surveyId, questionIds } = await completedSurvey('US');
    expect(await awaiting(surveyId)).toEqual([{ surveyId, since: expect.any(Number) }]);

    expect(await computeSurveyInsights(service().em(), surveyId)).toEqual({ questions: 2, language: 'en' });
    const rows = await db<{ question_id: string; insight: any; computed_at: Date }>(
      'select question_id, insight, computed_at from surveys.question_insights where survey_id = ? order by question_id',
      [surveyId],
    );
    expect(rows.map((r) => r.question_id)).toEqual([...questionIds].sort());
    for (const r of rows) {
      expect(r.insight).toMatchObject({ language: 'en', method: 'wink-nlp', responses: 12, computedAt: new Date(r.computed_at).toISOString() });
      expect(r.insight.summary).toEqual(expect.any(String));
    }
    expect(await awaiting(surveyId)).toEqual([]);

    // A rejection afterwards (a flag on a stopped survey reopens nothing) makes them out of date, from that moment.
    const [{ id: respondentId }] = await db<{ id: string }>('select id from surveys.respondents where survey_id = ? order by seq limit 1', [surveyId]);
    await db(`update surveys.respondents set rejected_at = now() where id = ?`, [respondentId]);
    await db(`update surveys.responses set rejected_at = now() where respondent_id = ?`, [respondentId]);
    const [{ since }] = await db<{ since: string }>(`select floor(extract(epoch from rejected_at) * 1000)::bigint as since from surveys.respondents where id = ?`, [respondentId]);
    expect(await awaiting(surveyId)).toEqual([{ surveyId, since: Number(since) }]);
    await computeSurveyInsights(service().em(), surveyId);
    expect(await awaiting(surveyId)).toEqual([]);
    const [{ responses }] = await db<{ responses: number }>(`select (insight->>'responses')::int as responses from surveys.question_insights where question_id = ?`, [
      questionIds[0],
    ]);
    expect(responses).toBe(11);
  });

  it('computes nothing for a survey that is not completed (a reopened one waits for its next completion)', async () => {
    const { surveyId } = await completedSurvey('US');
    await db(`update surveys.surveys set status = 'in-progress' where id = ?`, [surveyId]);
    expect(await computeSurveyInsights(service().em(), surveyId)).toBeNull();
    expect(await db('select 1 from surveys.question_insights where survey_id = ?', [surveyId])).toEqual([]);
  });

  it('reads German explanations with PostgreSQL’s german configuration: themes by word stem, no sentiment', async () => {
    const { surveyId, questionIds } = await completedSurvey('DE');
    const german = [
      'Der Preis ist einfach besser, die Dose wirkt günstig.',
      'Mir gefällt die Farbe, und der Preis stimmt auch.',
      'Die Farbe ist schön und frisch.',
      'Guter Preis, ich würde es kaufen.',
      'Die Schrift ist gut lesbar, das ist mir wichtig.',
      'Die Farben sind freundlich, die Schrift ist klar.',
    ];
    await db(
      `update surveys.responses r set explanation = (?::jsonb ->> ((x.n - 1) % 6)::int)
         from (select id, row_number() over (partition by question_id order by id) as n from surveys.responses where survey_id = ?) x where r.id = x.id`,
      [JSON.stringify(german), surveyId],
    );
    expect(await computeSurveyInsights(service().em(), surveyId)).toEqual({ questions: 2, language: 'de' });
    const [row] = await db<{ insight: any }>('select insight from surveys.question_insights where question_id = ?', [questionIds[0]]);
    expect(row.insight).toMatchObject({ language: 'de', method: 'postgresql-text-search:german; sentiment not computed', sentiment: null, responses: 12 });
    const labels = row.insight.themes.map((t: any) => t.label);
    expect(labels).toEqual(expect.arrayContaining(['preis', 'farbe', 'schrift']));
    // "Preis" in 3 of the 6 texts, each given twice; "Farbe" and "Farben" are one stem.
    expect(row.insight.themes.find((t: any) => t.label === 'preis').count).toBe(6);
    expect(row.insight.themes.find((t: any) => t.label === 'farbe').count).toBe(6);
    // The option's own name ("Dose") and stop words are not themes.
    for (const word of ['dose', 'die', 'der', 'ist']) expect(labels).not.toContain(word);
    expect(row.insight.summary).toMatch(/Sentiment is not computed for German text: no offline model for it\.$/);
  });
});
