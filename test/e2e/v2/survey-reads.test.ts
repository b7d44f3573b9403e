import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { useTestService } from '../../helpers/service';
import { TEST_DATABASE_URL } from '../../helpers/test-env';

const service = useTestService();
const api = apiClient(() => service().url);
let holder: pg.Client;

beforeAll(async () => {
  holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await holder.connect();
});
afterAll(() => holder?.end());

describe('survey reads record their quote without writing the survey', () => {
  it('GET /v2/surveys/{id} answers while another session holds the survey row (as a collection step does), and appends one quote', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const created = await json(await api('POST', '/v2/surveys', key, { name: 'Locked', questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const id = fromPublicId('srv', created.id)!;
    const quotes = async () => Number((await holder.query('select count(*) as n from surveys.quotes where survey_id = $1', [id])).rows[0].n);
    expect(await quotes()).toBe(1);

    await holder.query('begin');
    try {
      await holder.query('select 1 from surveys.surveys where id = $1 for update', [id]);
      const res = await api('GET', `/v2/surveys/${created.id}`, key, undefined, {});
      expect(res.status).toBe(200);
      expect((await json(res)).cost).toBeDefined();
    } finally {
      await holder.query('rollback');
    }
    expect(await quotes()).toBe(2);
  });
});
