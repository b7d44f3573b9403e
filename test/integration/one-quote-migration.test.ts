import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { keepLatestQuotesSql } from '../../subgraphs/surveys/migrations/0018-one-quote-per-survey';
import { TEST_DATABASE_URL } from '../helpers/test-env';

/** Migration 0018 (issue 38): each survey keeps its latest recorded quote, and then one row at most. */
let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await db.connect();
});
afterAll(() => db?.end());

describe('0018 one quote per survey', () => {
  it('keeps each survey’s latest row (the later id on a tie) and nothing else', async () => {
    // A copy of the table as it was before the migration: no unique index.
    await db.query('create temp table quotes_before (id uuid primary key, survey_id uuid not null, quote jsonb not null, quoted_at timestamptz not null)');
    const [a, b, c] = [newId(), newId(), newId()];
    const rows = [
      { id: newId(), survey: a, at: '2026-11-01T10:00:00Z' },
      { id: newId(), survey: a, at: '2026-11-02T10:00:00Z' },
      { id: newId(), survey: a, at: '2026-11-03T10:00:00Z' },
      { id: '00000000-0000-4000-8000-000000000001', survey: b, at: '2026-11-05T10:00:00Z' },
      { id: '00000000-0000-4000-8000-000000000002', survey: b, at: '2026-11-05T10:00:00Z' },
      { id: newId(), survey: c, at: '2026-10-01T10:00:00Z' },
    ];
    for (const r of rows) await db.query(`insert into quotes_before values ($1, $2, '{}', $3)`, [r.id, r.survey, r.at]);
    await db.query(keepLatestQuotesSql('quotes_before'));
    const { rows: left } = await db.query<{ id: string }>('select id from quotes_before order by id');
    expect(left.map((r) => r.id).sort()).toEqual([rows[2].id, rows[4].id, rows[5].id].sort());
    // The live table has the unique index the migration made.
    const { rows: idx } = await db.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'surveys' and indexname = 'quotes_survey_idx'`);
    expect(idx[0].indexdef).toContain('UNIQUE INDEX quotes_survey_idx ON surveys.quotes USING btree (survey_id)');
  });
});
