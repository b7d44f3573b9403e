import { afterAll, describe, expect, it } from 'vitest';
import { makeTeam } from '../../helpers/fixtures';
import { bearer } from '../../helpers/http';
import { rowSnapshots } from '../../helpers/row-snapshot';
import { TEST_OPERATOR_TOKEN, useTestService } from '../../helpers/service';

/** Issue 36, item 1, through GraphQL: createSurvey, updateSurvey and duplicateSurvey refused write nothing. */
const service = useTestService();
const db = rowSnapshots();
afterAll(() => db.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(`${service().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string } }[] };
};

const CREATE = 'mutation($team: ID!, $input: SurveyInput!) { createSurvey(teamId: $team, input: $input) { id sampleSize quote { amount } completionEstimate { bucket } } }';
const UPDATE = 'mutation($team: ID!, $id: ID!, $input: SurveyInput!) { updateSurvey(teamId: $team, id: $id, input: $input) { id sampleSize } }';
const DUPLICATE = 'mutation($team: ID!, $id: ID!) { duplicateSurvey(teamId: $team, id: $id) { id } }';
const READ =
  'query($team: ID!, $id: ID!) { survey(teamId: $team, id: $id) { sampleSize quote { amount } completionEstimate { bucket } } surveys(teamId: $team) { nodes { id quote { amount } } } }';
const input = (extra: Record<string, unknown> = {}) => ({ name: 'Graph draft', questions: [{ type: 'rating', prompt: 'Rate it' }], ...extra });

describe('GraphQL survey writes refused', () => {
  it('createSurvey and updateSurvey with sampleSize 6000: BAD_USER_INPUT sample_size_out_of_range, rows unchanged', async () => {
    const t = await makeTeam(service().em());
    const before = await db.snapshot(t.team.id);
    const refused = await gql(CREATE, { team: t.team.id, input: input({ sampleSize: 6000 }) });
    expect(refused.errors?.[0].message).toBe('Sample size must be a whole number from 10 to 5000.');
    expect(await db.snapshot(t.team.id)).toEqual(before);

    const created = await gql(CREATE, { team: t.team.id, input: input() });
    const id = created.data.createSurvey.id;
    const after = await db.snapshot(t.team.id);
    const update = await gql(UPDATE, {
      team: t.team.id,
      id,
      input: { sampleSize: 6000, questions: [{ type: 'single_select', prompt: 'Pick', options: [{ label: 'A' }, { label: 'B' }] }] },
    });
    expect(update.errors?.[0].message).toBe('Sample size must be a whole number from 10 to 5000.');
    expect(await db.snapshot(t.team.id)).toEqual(after);
  });

  it('a stored out-of-range survey reads with quote and completionEstimate null; duplicating it is refused and writes nothing', async () => {
    const t = await makeTeam(service().em());
    const id = (await gql(CREATE, { team: t.team.id, input: input() })).data.createSurvey.id;
    await db.query('update surveys.surveys set sample_size = 6000 where id = $1', [id]);
    const read = await gql(READ, { team: t.team.id, id });
    expect(read.errors).toBeUndefined();
    expect(read.data.survey).toEqual({ sampleSize: 6000, quote: null, completionEstimate: null });
    expect(read.data.surveys.nodes).toEqual([{ id, quote: null }]);
    const before = await db.snapshot(t.team.id);
    const dup = await gql(DUPLICATE, { team: t.team.id, id });
    expect(dup.errors?.[0].message).toBe('Sample size must be a whole number from 10 to 5000.');
    expect(await db.snapshot(t.team.id)).toEqual(before);
  });
});
