import { afterAll, describe, expect, it } from 'vitest';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, json } from '../../helpers/http';
import { rowSnapshots } from '../../helpers/row-snapshot';
import { useTestService } from '../../helpers/service';

/** Issue 36, item 1, on v1: a refused create or edit writes nothing, and the team's reads keep working. */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);
const db = rowSnapshots();
afterAll(() => db.close());

const draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Refused on v1',
  questions: [{ type: 'head_to_head', prompt: 'Which name?', options: [{ value: 'Nova' }, { value: 'Orbit' }] }],
  ...extra,
});

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, key: await t.key(['read', 'write']) };
}

const outOfRange = { statusCode: 400, error: 'Bad Request', code: 'sample_size_out_of_range', param: 'sampleSize', message: 'Sample size must be a whole number from 10 to 5000.' };

async function readsStillWork(key: string, ids: string[]) {
  const list = await api('GET', '/v1/surveys?limit=100', key);
  expect(list.status).toBe(200);
  expect((await json(list)).data.map((s: { id: string }) => s.id).sort()).toEqual([...ids].sort());
  for (const id of ids) expect((await api('GET', `/v1/surveys/${id}`, key)).status).toBe(200);
}

describe('v1 survey writes refused', () => {
  it('POST sampleSize "999999" or "5": 400 sample_size_out_of_range, no row written; the list still answers', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    for (const sampleSize of ['999999', '5', '6000']) {
      const res = await api('POST', '/v1/surveys', t.key, draft({ sampleSize }));
      expect([res.status, await json(res)]).toEqual([400, outOfRange]);
    }
    expect(await db.snapshot(t.team.id)).toEqual(before);
    await readsStillWork(t.key, []);
  });

  it('POST with an unknown tag or project: nothing written', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    expect((await api('POST', '/v1/surveys', t.key, draft({ tags: [{ id: `tag_${'a'.repeat(32)}` }] }))).status).toBe(400);
    expect((await api('POST', '/v1/surveys', t.key, draft({ projects: ['01970000-0000-7000-8000-000000000001'] }))).status).toBe(400);
    expect(await db.snapshot(t.team.id)).toEqual(before);
  });

  it('PATCH sampleSize "6000" (with new questions, or an unknown tag): 400 and the survey as it was; GET still answers', async () => {
    const t = await team();
    const s = (await json(await api('POST', '/v1/surveys', t.key, draft()))).data;
    const before = await db.snapshot(t.team.id);
    const res = await api('PATCH', `/v1/surveys/${s.id}`, t.key, { sampleSize: '6000', questions: [{ type: 'rating', prompt: 'Rate it' }] });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'Bad Request', message: outOfRange.message });
    const tag = await api('PATCH', `/v1/surveys/${s.id}`, t.key, { questions: [{ type: 'rating', prompt: 'Rate it' }], tags: [{ id: `tag_${'b'.repeat(32)}` }] });
    expect(tag.status).toBe(400);
    expect(await db.snapshot(t.team.id)).toEqual(before);
    await readsStillWork(t.key, [s.id]);
  });

  it('8 identical refused creates at once write nothing; 8 valid ones at once all land', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    const refused = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/v1/surveys', t.key, draft({ sampleSize: '999999' }))));
    expect(refused.map((r) => r.status)).toEqual(Array(8).fill(400));
    expect(await db.snapshot(t.team.id)).toEqual(before);
    const created = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/v1/surveys', t.key, draft({ sampleSize: '150' }))));
    expect(created.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect((await db.snapshot(t.team.id)).surveys).toBe(8);
  });
});

describe('a survey stored out of range does not break v1 reads', () => {
  it('GET /v1/surveys lists it; GET /v1/surveys/{id} answers 200 with cost and completionEstimate null', async () => {
    const t = await team();
    const good = (await json(await api('POST', '/v1/surveys', t.key, draft({ name: 'Good' })))).data;
    const bad = (await json(await api('POST', '/v1/surveys', t.key, draft({ name: 'Bad' })))).data;
    await db.query('update surveys.surveys set sample_size = 5 where id = $1', [bad.id]);
    await readsStillWork(t.key, [good.id, bad.id]);
    const one = await json(await api('GET', `/v1/surveys/${bad.id}`, t.key));
    expect(one.data).toMatchObject({ id: bad.id, sampleSize: 5, cost: null, completionEstimate: null, currency: 'USD' });
    const list = await json(await api('GET', '/v1/surveys', t.key));
    expect(list.data.find((s: { id: string }) => s.id === bad.id)).toMatchObject({ sampleSize: 5 });
  });
});
