import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { QUOTE_REFRESH_SECONDS } from '../../subgraphs/surveys/authoring/survey-quote';

/**
 * What the service does with a read's quote (survey-quote.ts: recordQuotes), for the baselines:
 * read the stored one, and write only when the price changed or it is a minute old.
 */
export async function recordQuoteAsTheServiceDoes(pool: pg.Pool, surveyId: string, quote: { quotedAt: string }): Promise<void> {
  const { rows } = await pool.query<{ quote: Record<string, unknown>; fresh: boolean }>(
    `select quote, quoted_at > now() - make_interval(secs => $2) as fresh from surveys.quotes where survey_id = $1`,
    [surveyId, QUOTE_REFRESH_SECONDS],
  );
  const { quotedAt: _stored, ...before } = rows[0]?.quote ?? {};
  const { quotedAt: _now, ...now } = JSON.parse(JSON.stringify(quote)) as Record<string, unknown>;
  if (rows[0]?.fresh && isDeepStrictEqual(before, now)) return;
  await pool.query(
    `insert into surveys.quotes as q (id, survey_id, quote, quoted_at) values ($1, $2, $3, $4)
     on conflict (survey_id) do update set id = excluded.id, quote = excluded.quote, quoted_at = excluded.quoted_at where q.quoted_at <= excluded.quoted_at`,
    [randomUUID(), surveyId, JSON.stringify(quote), quote.quotedAt],
  );
}
