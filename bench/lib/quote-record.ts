import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RecordedQuote } from '../../subgraphs/surveys/entities/survey.entity';
import { QUOTE_REFRESH_SECONDS, samePrice } from '../../subgraphs/surveys/authoring/survey-quote';

/**
 * What the service does with a read's quote (survey-quote.ts: recordQuotes), for the baselines:
 * read the stored one, and write only when the price changed or it is a minute old.
 */
export async function recordQuoteAsTheServiceDoes(pool: pg.Pool, surveyId: string, quote: { quotedAt: string }): Promise<void> {
  const { rows } = await pool.query<{ quote: RecordedQuote; fresh: boolean }>(
    `select quote, quoted_at > now() - make_interval(secs => $2) as fresh from surveys.quotes where survey_id = $1`,
    [surveyId, QUOTE_REFRESH_SECONDS],
  );
  if (rows[0]?.fresh && samePrice(rows[0].quote, quote)) return;
  await pool.query(
    `insert into surveys.quotes as q (id, survey_id, quote, quoted_at) values ($1, $2, $3, $4)
     on conflict (survey_id) do update set id = excluded.id, quote = excluded.quote, quoted_at = excluded.quoted_at where q.quoted_at <= excluded.quoted_at`,
    [randomUUID(), surveyId, JSON.stringify(quote), quote.quotedAt],
  );
}
