import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { config } from '../../platform/config';
import { openOrm } from '../../platform/db/orm';
import { createTeam } from '../../subgraphs/accounts/accounts.service';
import { collectStep, SurveysError } from '../../subgraphs/surveys';
import { createSimulatedPanel } from '../../subgraphs/surveys/fieldwork/panels/simulated';
import { recordPanelSubmission } from '../../subgraphs/surveys/fieldwork/collection/collection.service';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';

/**
 * Respondents committed at the same moment (issue 36): each takes the next seq under the
 * survey's lock, a conflict is retried rather than returned, and collection stops exactly at the
 * sample size whoever commits — real panel submissions, the respondent app's, the simulated panel.
 */
let orm: MikroORM;
const em = () => orm.em.fork() as EntityManager;

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 24 });
});

afterAll(async () => {
  await orm?.close();
});

async function collectingSurvey(sampleSize: number) {
  const team = await createTeam(em(), { name: 'Respondent commits' });
  const view = await createSurvey(
    em(),
    { teamId: team.id, livemode: true, userId: null, channel: 'api' },
    // Created at the smallest sample prices allow, then set to the small one the test needs.
    { sampleSize: 10, questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }] },
  );
  await em().execute(`update surveys.surveys set status = 'in-progress', published_at = now(), sample_size = ? where id = ?`, [sampleSize, view.survey.id]);
  return { surveyId: view.survey.id, questionId: view.questions[0].id, optionId: view.questions[0].options[0].id };
}

const submission = (s: { questionId: string; optionId: string }, pid: string) => ({
  panelRespondentId: pid,
  traits: [],
  answers: [{ questionId: s.questionId, answer: { chosenOption: s.optionId }, explanation: `Crisps are what I reach for first (${pid}).` }],
});

async function state(surveyId: string) {
  const [row] = await em().execute<{ status: string; num_responses: number; seqs: number[] | null; rejected: number; completed_events: number }[]>(
    `select s.status, s.num_responses,
            (select array_agg(seq order by seq) from surveys.respondents where survey_id = s.id) as seqs,
            (select count(*)::int from surveys.respondents where survey_id = s.id and rejected_at is not null) as rejected,
            (select count(*)::int from platform.outbox where type = 'survey.completed' and aggregate_id = s.id::text) as completed_events
       from surveys.surveys s where s.id = ?`,
    [surveyId],
  );
  return row;
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'recorded',
    (err: unknown) => (err instanceof SurveysError ? err.code : `error: ${String(err)}`),
  );
const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('respondent commits under concurrency', () => {
  it('twenty people at once on a survey of eight: eight recorded with seqs 0–7, twelve refused (the survey completed), one completion', async () => {
    const s = await collectingSurvey(8);
    const outcomes = await Promise.all(range(20).map((i) => outcome(recordPanelSubmission(em(), s.surveyId, submission(s, `p-${i}`)))));
    expect(tally(outcomes)).toEqual({ recorded: 8, survey_not_collecting: 12 });
    expect(await state(s.surveyId)).toEqual({ status: 'completed', num_responses: 8, seqs: range(8), rejected: 0, completed_events: 1 });
  });

  it('rejected and counted submissions at once share the seqs without a gap or a duplicate', async () => {
    const s = await collectingSurvey(30);
    const outcomes = await Promise.all(range(16).map((i) => outcome(recordPanelSubmission(em(), s.surveyId, submission(s, `r-${i}`), i % 2 ? { rejection: 'speeding' } : {}))));
    expect(tally(outcomes)).toEqual({ recorded: 16 });
    expect(await state(s.surveyId)).toEqual({ status: 'in-progress', num_responses: 8, seqs: range(16), rejected: 8, completed_events: 0 });
  });

  it('the same person six times at once is recorded once; the refusals changed no row', async () => {
    const s = await collectingSurvey(10);
    const outcomes = await Promise.all(range(6).map(() => outcome(recordPanelSubmission(em(), s.surveyId, submission(s, 'same-one')))));
    expect(tally(outcomes)).toEqual({ recorded: 1, respondent_already_recorded: 5 });
    expect(await state(s.surveyId)).toEqual({ status: 'in-progress', num_responses: 1, seqs: [0], rejected: 0, completed_events: 0 });
  });

  it('simulated panel steps and panel submissions at once: one chain, distinct seqs, exactly the sample', async () => {
    const s = await collectingSurvey(12);
    const panel = createSimulatedPanel('respondent-commits');
    // The same step three times (a duplicated job) while six people submit.
    const steps = range(3).map(() => collectStep(em(), s.surveyId, panel, 4, 0));
    const people = range(6).map((i) => outcome(recordPanelSubmission(em(), s.surveyId, submission(s, `mixed-${i}`))));
    const [done, outcomes] = await Promise.all([Promise.all(steps), Promise.all(people)]);
    // At most one of the duplicated steps records (the others find seq 0 taken); the rest go on from where collection is.
    expect(done.filter((d) => d.recorded > 0).length).toBeLessThanOrEqual(1);
    const stepped = done.reduce((n, d) => n + d.recorded, 0);
    expect(tally(outcomes)).toEqual({ recorded: 6 });
    const after = await state(s.surveyId);
    expect(after.seqs).toEqual(range(stepped + 6));
    expect(after.num_responses).toBe(stepped + 6);
    // The chain finishes the sample exactly, whoever else commits meanwhile.
    let next = Math.max(...done.map((d) => d.nextSeq));
    for (let i = 0; i < 5 && !(await state(s.surveyId)).status.startsWith('completed'); i++) {
      const step = await collectStep(em(), s.surveyId, panel, 4, next);
      next = step.nextSeq;
    }
    expect(await state(s.surveyId)).toEqual({ status: 'completed', num_responses: 12, seqs: range(12), rejected: 0, completed_events: 1 });
  });

  it('simulated panel steps for many surveys at once each complete exactly at the sample', async () => {
    const surveys = await Promise.all(range(4).map(() => collectingSurvey(6)));
    const panel = createSimulatedPanel('respondent-commits-many');
    // Each survey's step twice at once, with a submission racing it: nothing fails.
    const outcomes = await Promise.all(
      surveys.flatMap((s) => [
        outcome(collectStep(em(), s.surveyId, panel, 6, 0)),
        outcome(collectStep(em(), s.surveyId, panel, 6, 0)),
        outcome(recordPanelSubmission(em(), s.surveyId, submission(s, 'racer'))),
      ]),
    );
    expect(outcomes.filter((o) => o !== 'recorded' && o !== 'survey_not_collecting')).toEqual([]);
    for (const s of surveys) {
      const after = await state(s.surveyId);
      expect(after.seqs).toEqual(range(after.num_responses));
      expect(after.num_responses).toBeLessThanOrEqual(6);
    }
  });
});
