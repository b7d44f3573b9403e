import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainModules } from '../../app/domains';
import { config } from '../../platform/config';
import { openOrm } from '../../platform/db/orm';
import { createTeam } from '../../subgraphs/accounts/accounts.service';
import { collectStep } from '../../subgraphs/surveys';
import { createSimulatedPanel, type Panel } from '../../subgraphs/surveys/fieldwork/panels/simulated';
import { createSurvey } from '../../subgraphs/surveys/authoring/surveys.service';

/**
 * A collection step writes its respondents, responses and vote rows (one statement with bound
 * parameters, through the transaction's Kysely) and the new count in one transaction: all of
 * it or none of it, and seqs without gaps or duplicates.
 */
let orm: MikroORM;
const em = () => orm.em.fork() as EntityManager;

beforeAll(async () => {
  orm = await openOrm({ url: config().DATABASE_URL!, modules: domainModules, poolMax: 2 });
});

afterAll(async () => {
  await orm?.close();
});

async function collectingSurvey(sampleSize: number): Promise<string> {
  const team = await createTeam(em(), { name: 'Collection step' });
  const view = await createSurvey(
    em(),
    { teamId: team.id, livemode: false, userId: null, channel: 'api' },
    {
      sampleSize,
      questions: [
        { type: 'single_select', prompt: 'Which snack?', options: [{ label: "Crisps 'salted'" }, { label: 'Nuts \\ "raw"' }] },
        { type: 'likert', prompt: 'How far do you agree?', likertScale: 'agreement5', options: [{ label: 'Tasty' }, { label: 'Cheap' }] },
      ],
    },
  );
  await em().execute(`update surveys.surveys set status = 'in-progress', published_at = now() where id = ?`, [view.survey.id]);
  return view.survey.id;
}

async function counts(surveyId: string) {
  const [row] = await em().execute<{ respondents: number; responses: number; votes: number; num_responses: number; seqs: number[] | null }[]>(
    `select (select count(*)::int from surveys.respondents where survey_id = s.id) as respondents,
            (select count(*)::int from surveys.responses where survey_id = s.id) as responses,
            (select count(*)::int from surveys.response_votes v join surveys.responses r on r.id = v.response_id where r.survey_id = s.id) as votes,
            s.num_responses,
            (select array_agg(seq order by seq) from surveys.respondents where survey_id = s.id) as seqs
       from surveys.surveys s where s.id = ?`,
    [surveyId],
  );
  return row;
}

describe('collectStep', () => {
  it('records a batch with its responses and votes, then the next from where it stopped, completing the survey', async () => {
    const surveyId = await collectingSurvey(12);
    const panel = createSimulatedPanel('collection-step-test');
    expect(await collectStep(em(), surveyId, panel, 5, 0)).toEqual({ done: false, recorded: 5, nextSeq: 5 });
    // A step re-run after its commit records no one and names the seq collection reached.
    expect(await collectStep(em(), surveyId, panel, 5, 0)).toEqual({ done: false, recorded: 0, nextSeq: 5 });
    expect(await collectStep(em(), surveyId, panel, 10, 5)).toEqual({ done: true, recorded: 7, nextSeq: 12 });
    const c = await counts(surveyId);
    // Two questions: 12 × 2 responses; one vote for the single select and one per likert statement.
    expect(c).toMatchObject({ respondents: 12, responses: 24, votes: 12 * 3, num_responses: 12 });
    expect(c.seqs).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('leaves nothing behind when the step fails after its inserts', async () => {
    const surveyId = await collectingSurvey(10);
    const real = createSimulatedPanel('collection-step-test');
    let draws = 0;
    // The draw runs before the insert; failing on the last one of the batch fails the step before it writes.
    const failing: Panel = {
      ...real,
      draw: (survey, seq) => {
        if (++draws === 3) throw new Error('panel away');
        return real.draw(survey, seq);
      },
    };
    await expect(collectStep(em(), surveyId, failing, 3, 0)).rejects.toThrow('panel away');
    expect(await counts(surveyId)).toMatchObject({ respondents: 0, responses: 0, votes: 0, num_responses: 0 });

    // A failure after the step's statements, in the transaction around it, takes them back too:
    // the rows went through the transaction's own connection, not another one of the pool.
    await expect(
      em().transactional(async (tem) => {
        expect(await collectStep(tem, surveyId, real, 3, 0)).toMatchObject({ recorded: 3 });
        throw new Error('after the step');
      }),
    ).rejects.toThrow('after the step');
    expect(await counts(surveyId)).toMatchObject({ respondents: 0, responses: 0, votes: 0, num_responses: 0 });
  });
});
