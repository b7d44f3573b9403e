import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/** A real panel integration answers live surveys through GraphQL (LIVE_PANEL=respondents, the default). */
const service = useTestService({ LIVE_PANEL: 'respondents' });
const api = apiClient(() => service().url);

const gql = async (query: string, variables: Record<string, unknown>) => {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
};

const RECORD = `mutation($input: PanelSubmissionInput!) { recordPanelSubmission(input: $input) { respondentId responseIds } }`;
const RESULTS = `query($id: ID!, $team: ID!) { surveyResults(surveyId: $id, teamId: $team, breakdowns: true) {
  questionId totalResponses winningOptionId averageScore
  options { id votes percentage rank isWinner }
  breakdowns { trait segments { value totalResponses winningOptionId options { id votes percentage } } } } }`;

/** A published live survey: a single_select (2 options) and a 0–10 rating, 10 respondents. */
async function liveSurvey() {
  const em = service().em();
  const t = await makeTeam(em);
  await grant(em, t.team.id, 50);
  const key = await t.key(['read', 'write', 'spend']);
  const draft = {
    sampleSize: 10,
    questions: [
      { type: 'single_select', prompt: 'Which label?', options: [{ label: 'Green' }, { label: 'Gold' }] },
      { type: 'rating', prompt: 'How much do you trust the brand?' },
    ],
  };
  const createdRes = await api('POST', '/v2/surveys', key, draft);
  const created = await json(createdRes);
  expect(createdRes.status, JSON.stringify(created)).toBe(200);
  expect((await api('POST', `/v2/surveys/${created.id}/publish`, key, undefined, { 'idempotency-key': 'p' })).status).toBe(200);
  const [choice, rating] = created.questions;
  return {
    teamId: t.team.id,
    surveyId: fromPublicId('srv', created.id)!,
    choice: fromPublicId('qst', choice.id)!,
    green: fromPublicId('opt', choice.options[0].id)!,
    gold: fromPublicId('opt', choice.options[1].id)!,
    rating: fromPublicId('qst', rating.id)!,
  };
}

const submission = (s: Awaited<ReturnType<typeof liveSurvey>>, who: string, gender: string, option: string, score: number) => ({
  surveyId: s.surveyId,
  panelRespondentId: who,
  traits: [{ trait: 'Gender', value: gender }],
  answers: [
    { questionId: s.choice, chosenOption: option, explanation: `I like ${option === s.green ? 'green' : 'gold'} labels on food.` },
    { questionId: s.rating, score, explanation: 'I have bought from them for years.' },
  ],
});

describe('recordPanelSubmission', () => {
  it('validates each answer by type and requires an explanation', async () => {
    const s = await liveSurvey();
    const noExplanation = submission(s, 'p-1', 'Female', s.green, 7);
    noExplanation.answers[0].explanation = '  ';
    const outOfRange = submission(s, 'p-1', 'Female', s.green, 11);
    const wrongField = submission(s, 'p-1', 'Female', s.green, 7);
    (wrongField.answers[1] as any).selectedOptions = [s.green];
    const missingQuestion = { ...submission(s, 'p-1', 'Female', s.green, 7), answers: [submission(s, 'p-1', 'Female', s.green, 7).answers[0]] };
    for (const input of [noExplanation, outOfRange, wrongField, missingQuestion]) {
      const body = await gql(RECORD, { input });
      expect(body.errors?.[0].extensions.code).toBe('invalid_response');
    }
    const [{ n }] = await service().em().execute<{ n: number }[]>('select count(*)::int as n from surveys.respondents where survey_id = ?', [s.surveyId]);
    expect(n).toBe(0);
  });

  it('records submissions, completes the survey when full and counts results with breakdowns', async () => {
    const s = await liveSurvey();
    // Six women (five choose green), four men (one chooses green); scores 0..9.
    const people = Array.from({ length: 10 }, (_, i) => submission(s, `p-${i}`, i < 6 ? 'Female' : 'Male', i < 5 || i === 6 ? s.green : s.gold, i));
    const first = await gql(RECORD, { input: people[0] });
    expect(first.errors).toBeUndefined();
    expect(first.data.recordPanelSubmission.responseIds).toHaveLength(2);
    const again = await gql(RECORD, { input: submission(s, 'p-0', 'Female', s.gold, 8) });
    expect(again.errors?.[0].extensions.code).toBe('respondent_already_recorded');
    for (const input of people.slice(1)) expect((await gql(RECORD, { input })).errors).toBeUndefined();
    const full = await gql(RECORD, { input: submission(s, 'p-10', 'Male', s.green, 2) });
    expect(full.errors?.[0].extensions.code).toBe('survey_not_collecting');

    const [survey] = await service().em().execute<{ status: string; num_responses: number }[]>('select status, num_responses from surveys.surveys where id = ?', [s.surveyId]);
    expect(survey).toEqual({ status: 'completed', num_responses: 10 });
    const [{ n }] = await service()
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from platform.outbox where type = 'survey.completed' and aggregate_id = ?`, [s.surveyId]);
    expect(n).toBe(1);

    const results = (await gql(RESULTS, { id: s.surveyId, team: s.teamId })).data.surveyResults;
    expect(results[0]).toEqual({
      questionId: s.choice,
      totalResponses: 10,
      winningOptionId: s.green,
      averageScore: null,
      options: [
        { id: s.green, votes: 6, percentage: 60, rank: 1, isWinner: true },
        { id: s.gold, votes: 4, percentage: 40, rank: 2, isWinner: false },
      ],
      breakdowns: [
        {
          trait: 'Gender',
          segments: [
            {
              value: 'Female',
              totalResponses: 6,
              winningOptionId: s.green,
              options: [
                { id: s.green, votes: 5, percentage: 83.3 },
                { id: s.gold, votes: 1, percentage: 16.7 },
              ],
            },
            {
              value: 'Male',
              totalResponses: 4,
              winningOptionId: s.gold,
              options: [
                { id: s.green, votes: 1, percentage: 25 },
                { id: s.gold, votes: 3, percentage: 75 },
              ],
            },
          ],
        },
      ],
    });
    expect(results[1]).toMatchObject({ questionId: s.rating, totalResponses: 10, averageScore: 4.5, winningOptionId: null, options: [] });
  });
});
