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

/** The survey's stored quote rows: how many, and the latest's price and time. */
async function stored(id: string) {
  const { rows } = await holder.query<{ n: string; credits: number | null; quoted_at: Date | null }>(
    `select count(*) as n, max((quote->>'credits')::float) as credits, max(quoted_at) as quoted_at from surveys.quotes where survey_id = $1`,
    [id],
  );
  return { rows: Number(rows[0].n), credits: rows[0].credits, quotedAt: rows[0].quoted_at?.toISOString() ?? null };
}

describe('survey reads record their quote without writing the survey', () => {
  it('GET /v2/surveys/{id} answers while another session holds the survey row (as a collection step does), with a fresh quote', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const created = await json(await api('POST', '/v2/surveys', key, { name: 'Locked', questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const id = fromPublicId('srv', created.id)!;
    expect(await stored(id)).toEqual({ rows: 1, credits: created.cost.credits, quotedAt: created.cost.quotedAt });

    await holder.query('begin');
    try {
      await holder.query('select 1 from surveys.surveys where id = $1 for update', [id]);
      const res = await api('GET', `/v2/surveys/${created.id}`, key, undefined, {});
      expect(res.status).toBe(200);
      const read = await json(res);
      expect(read.cost.credits).toBe(created.cost.credits);
      expect(Date.parse(read.cost.quotedAt)).toBeGreaterThanOrEqual(Date.parse(created.cost.quotedAt));
    } finally {
      await holder.query('rollback');
    }
    // The same price a moment later: nothing written (issue 38).
    expect(await stored(id)).toEqual({ rows: 1, credits: created.cost.credits, quotedAt: created.cost.quotedAt });
  });
});

describe('one recorded quote per survey (issue 38)', () => {
  it('stays one row through reads one after another and 10 at once, follows a price change, and refreshes a minute-old time', async () => {
    const t = await makeTeam(service().em());
    const key = await t.key(['read', 'write']);
    const created = await json(await api('POST', '/v2/surveys', key, { name: 'Many reads', sampleSize: 50, questions: [{ type: 'rating', prompt: 'Rate it' }] }));
    const id = fromPublicId('srv', created.id)!;
    for (let i = 0; i < 5; i++) expect((await api('GET', `/v2/surveys/${created.id}`, key)).status).toBe(200);
    const together = await Promise.all(Array.from({ length: 10 }, () => api('GET', `/v2/surveys/${created.id}`, key)));
    expect(together.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await stored(id)).toEqual({ rows: 1, credits: created.cost.credits, quotedAt: created.cost.quotedAt });

    // A new price is recorded at once: publish compares against it.
    const patched = await json(await api('PATCH', `/v2/surveys/${created.id}`, key, { sampleSize: 100 }));
    expect(patched.cost.credits).toBeGreaterThan(created.cost.credits);
    expect(await stored(id)).toEqual({ rows: 1, credits: patched.cost.credits, quotedAt: patched.cost.quotedAt });

    // A stored time older than a minute is brought up to the read's.
    await holder.query(`update surveys.quotes set quoted_at = quoted_at - interval '2 minutes' where survey_id = $1`, [id]);
    const read = await json(await api('GET', `/v2/surveys/${created.id}`, key));
    expect(await stored(id)).toEqual({ rows: 1, credits: patched.cost.credits, quotedAt: read.cost.quotedAt });
  });

  it('N teams reading their own surveys at once each keep one row', async () => {
    const teams = await Promise.all(Array.from({ length: 6 }, () => makeTeam(service().em())));
    const surveys = await Promise.all(
      teams.map(async (t) => {
        const key = await t.key(['read', 'write']);
        const created = await json(await api('POST', '/v2/surveys', key, { name: 'Mine', questions: [{ type: 'rating', prompt: 'Rate it' }] }));
        return { key, created };
      }),
    );
    const reads = await Promise.all(surveys.flatMap(({ key, created }) => [0, 1, 2].map(() => api('GET', `/v2/surveys/${created.id}`, key))));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    for (const { created } of surveys) expect((await stored(fromPublicId('srv', created.id)!)).rows).toBe(1);
  });
});
