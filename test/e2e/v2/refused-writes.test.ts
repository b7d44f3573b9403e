import { afterAll, describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, expectV2ErrorWithExtras, json } from '../../helpers/http';
import { rowSnapshots } from '../../helpers/row-snapshot';
import { useTestService } from '../../helpers/service';

/** Issue 36, item 1: a refused create or edit writes nothing, and the team's reads keep working. */
const service = useTestService({ RATE_LIMITS_ENABLED: 'false' });
const api = apiClient(() => service().url);
const db = rowSnapshots();
afterAll(() => db.close());

const draft = (extra: Record<string, unknown> = {}) => ({
  name: 'Refused writes',
  questions: [{ type: 'single_select', prompt: 'Which pack?', options: [{ label: 'Blue' }, { label: 'Red' }] }],
  ...extra,
});

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, key: await t.key(['read', 'write']) };
}

async function readsStillWork(key: string, ids: string[]) {
  const list = await api('GET', '/v2/surveys?limit=100', key);
  expect(list.status).toBe(200);
  expect((await json(list)).data.map((s: { id: string }) => s.id).sort()).toEqual([...ids].sort());
  for (const id of ids) expect((await api('GET', `/v2/surveys/${id}`, key)).status).toBe(200);
}

describe('POST /v2/surveys refused', () => {
  it('sampleSize 6000 or 5: 400 sample_size_out_of_range and no row written; the list still answers', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    expect(before.surveys).toBe(0);
    for (const sampleSize of [6000, 5, 5001, 9]) {
      await expectV2Error(await api('POST', '/v2/surveys', t.key, draft({ sampleSize })), 400, 'invalid_request_error', 'parameter_invalid', 'sampleSize');
    }
    expect(await db.snapshot(t.team.id)).toEqual(before);
    await readsStillWork(t.key, []);
  });

  it('an unknown targeting trait or an unsupported country: nothing written', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    const trait = await expectV2ErrorWithExtras(
      await api('POST', '/v2/surveys', t.key, draft({ targeting: ['no-such-trait'] })),
      422,
      'invalid_request_error',
      'request_unprocessable',
    );
    expect(trait.error).toMatchObject({ param: 'targeting[0]', unknown: ['no-such-trait'] });
    const country = await expectV2ErrorWithExtras(await api('POST', '/v2/surveys', t.key, draft({ country: 'BR' })), 400, 'invalid_request_error', 'parameter_invalid');
    expect(country.error.param).toBe('country');
    expect(await db.snapshot(t.team.id)).toEqual(before);
  });

  it('8 identical refused creates at once write nothing; 8 valid creates at once all land', async () => {
    const t = await team();
    const before = await db.snapshot(t.team.id);
    const refused = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/v2/surveys', t.key, draft({ sampleSize: 6000 }))));
    expect(refused.map((r) => r.status)).toEqual(Array(8).fill(400));
    expect(await db.snapshot(t.team.id)).toEqual(before);
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => api('POST', '/v2/surveys', t.key, draft({ name: `Valid ${i}`, sampleSize: 10 + i }))));
    expect(created.map((r) => r.status)).toEqual(Array(8).fill(200));
    const after = await db.snapshot(t.team.id);
    expect([after.surveys, after.questions, after.options, after.quotes]).toEqual([8, 8, 16, 8]);
    await readsStillWork(t.key, await Promise.all(created.map(async (r) => (await json(r)).id)));
  });
});

describe('PATCH /v2/surveys/{id} refused', () => {
  it('sampleSize 6000: 400 and the survey, its questions and quotes are as they were; GET still answers', async () => {
    const t = await team();
    const s = await json(await api('POST', '/v2/surveys', t.key, draft()));
    const before = await db.snapshot(t.team.id);
    await expectV2Error(await api('PATCH', `/v2/surveys/${s.id}`, t.key, { sampleSize: 6000 }), 400, 'invalid_request_error', 'parameter_invalid', 'sampleSize');
    await expectV2Error(
      await api('PATCH', `/v2/surveys/${s.id}`, t.key, { sampleSize: 6000, name: 'Renamed', questions: [{ type: 'rating', prompt: 'Rate it' }] }),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'sampleSize',
    );
    await expectV2ErrorWithExtras(
      await api('PATCH', `/v2/surveys/${s.id}`, t.key, { country: 'JP', targeting: ['region-us-california'], questions: [{ type: 'rating', prompt: 'Rate it' }] }),
      422,
      'invalid_request_error',
      'request_unprocessable',
    );
    expect(await db.snapshot(t.team.id)).toEqual(before);
    await readsStillWork(t.key, [s.id]);
  });

  it('8 identical refused edits at once change nothing', async () => {
    const t = await team();
    const s = await json(await api('POST', '/v2/surveys', t.key, draft()));
    const before = await db.snapshot(t.team.id);
    const refused = await Promise.all(
      Array.from({ length: 8 }, () => api('PATCH', `/v2/surveys/${s.id}`, t.key, { sampleSize: 6000, questions: [{ type: 'rating', prompt: 'Rate it' }] })),
    );
    expect(refused.map((r) => r.status)).toEqual(Array(8).fill(400));
    expect(await db.snapshot(t.team.id)).toEqual(before);
  });

  it('8 identical valid edits at once all land: one set of questions, the new sample size', async () => {
    const t = await team();
    const s = await json(await api('POST', '/v2/surveys', t.key, draft()));
    const edits = await Promise.all(
      Array.from({ length: 8 }, () => api('PATCH', `/v2/surveys/${s.id}`, t.key, { sampleSize: 250, questions: [{ type: 'rating', prompt: 'Rate it' }] })),
    );
    expect(edits.map((r) => r.status)).toEqual(Array(8).fill(200));
    const after = await db.snapshot(t.team.id);
    // One recorded quote per survey (issue 38), whatever the edits.
    expect([after.surveys, after.questions, after.options, after.quotes]).toEqual([1, 1, 0, 1]);
    expect(await db.query('select sample_size from surveys.surveys where id = $1', [fromPublicId('srv', s.id)])).toEqual([{ sample_size: 250 }]);
  });
});

describe('a survey stored out of range (written by the defect) does not break reads', () => {
  it('GET /v2/surveys lists it with cost, creditBalance and completionEstimate null; GET of it answers 200 the same', async () => {
    const t = await team();
    const good = await json(await api('POST', '/v2/surveys', t.key, draft({ name: 'Good' })));
    const bad = await json(await api('POST', '/v2/surveys', t.key, draft({ name: 'Bad' })));
    await db.query('update surveys.surveys set sample_size = 6000 where id = $1', [fromPublicId('srv', bad.id)]);
    const list = await api('GET', '/v2/surveys', t.key);
    expect(list.status).toBe(200);
    const items = (await json(list)).data;
    expect(items.map((s: { name: string }) => s.name)).toEqual(['Bad', 'Good']);
    expect(items[0]).toMatchObject({ id: bad.id, sampleSize: 6000, cost: null, creditBalance: null, completionEstimate: null });
    expect(items[1].cost).toMatchObject({ amount: expect.any(Number) });
    const one = await api('GET', `/v2/surveys/${bad.id}`, t.key);
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ id: bad.id, sampleSize: 6000, cost: null, creditBalance: null, completionEstimate: null });
    expect((await api('GET', `/v2/surveys/${good.id}`, t.key)).status).toBe(200);
    // The bad row can be repaired through the API.
    const fixed = await api('PATCH', `/v2/surveys/${bad.id}`, t.key, { sampleSize: 5000 });
    expect(fixed.status).toBe(200);
    expect((await json(fixed)).cost).toMatchObject({ amount: expect.any(Number) });
  });
});
