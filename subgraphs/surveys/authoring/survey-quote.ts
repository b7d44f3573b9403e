import { isDeepStrictEqual } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../platform/ids';
import { teamPlan } from '../../accounts';
import { logger } from '../../../platform/logger';
import { PricingError, quoteSurvey, type Plan, type Quote } from '../pricing';
import type { RecordedQuote } from '../entities/survey.entity';
import { QUOTE_REFRESH_SECONDS, type StoredQuote, type SurveyRecord, type SurveyRecordView } from './survey-record';
import type { TeamScope } from './surveys.service';

/** The team's plan: the caller's API key or OAuth token carries it; else (operators, console sessions, the service itself) one lookup. */
export async function planOf(em: EntityManager, scope: Pick<TeamScope, 'teamId' | 'plan'>): Promise<Plan> {
  return scope.plan ?? (await teamPlan(em, scope.teamId));
}

/** The survey's price as it stands, for this channel and the team's plan (its discount and what it allows). */
export function currentQuote(view: SurveyRecordView, pricing: { channel: TeamScope['channel']; plan: Plan }): Quote {
  const { survey, questions } = view;
  return quoteSurvey({
    sampleSize: survey.sampleSize,
    country: survey.country,
    questions: questions.map((q) => ({ type: q.type })),
    targetingCount: survey.targeting.length,
    plan: pricing.plan,
    channel: pricing.channel,
  });
}

export { QUOTE_REFRESH_SECONDS } from './survey-record';

/**
 * Prices the surveys and records each quote (spec: every read, create and update records one;
 * publish honours the latest). One row per survey in surveys.quotes, never the survey row, so a
 * read never locks the survey. A read writes only when the price differs from the stored one or
 * the stored one is a minute old: the table stays one row per survey, and most reads of a
 * survey are a read (issue 38). The answer always carries the quote computed now.
 *
 * A survey the price table cannot quote (stored before creates and edits were checked whole,
 * issue 36) gets no quote (null) and a warning in the log: the team's reads still answer.
 */
export async function recordQuotes(em: EntityManager, views: SurveyRecordView[], scope: Pick<TeamScope, 'channel' | 'teamId' | 'plan'>): Promise<void> {
  if (!views.length) return;
  const pricing = { channel: scope.channel, plan: await planOf(em, scope) };
  const priced: { id: string; quote: RecordedQuote }[] = [];
  for (const view of views) {
    const quote = quoteOrNull(view, pricing) as unknown as RecordedQuote | null;
    view.survey.quote = quote;
    if (!quote) (view.survey as { unpriceable?: boolean }).unpriceable = true;
    else priced.push({ id: view.survey.id, quote });
  }
  if (!priced.length) return;
  // Views read with their recorded quote (survey-record.ts) need no second statement.
  const pricedIds = new Set(priced.map((p) => p.id));
  const unread = views.filter((v) => v.storedQuote === undefined && pricedIds.has(v.survey.id)).map((v) => v.survey.id);
  const stored = unread.length
    ? await em.execute<{ survey_id: string; quote: RecordedQuote; fresh: boolean }[]>(
        `select survey_id, quote, quoted_at > now() - make_interval(secs => ?) as fresh from surveys.quotes where survey_id in (?)`,
        [QUOTE_REFRESH_SECONDS, unread],
      )
    : [];
  const current = new Map<string, StoredQuote | null>(stored.map((r) => [r.survey_id, r]));
  for (const v of views) if (v.storedQuote !== undefined) current.set(v.survey.id, v.storedQuote);
  const changed = priced.filter(({ id, quote }) => {
    const before = current.get(id);
    return !before || !before.fresh || !samePrice(before.quote, quote);
  });
  if (!changed.length) return;
  const params = changed.flatMap(({ id, quote }) => [newId(), id, JSON.stringify(quote), quote.quotedAt]);
  // Racing readers of one survey: the newest calculation stays. The row keeps its id: an update
  // that touches no indexed column can be HOT (in-page, no index entries), so the minute-old
  // rewrites of a read-heavy team are reclaimed in place (npm run bench -- quotes).
  await em.execute(
    `insert into surveys.quotes as q (id, survey_id, quote, quoted_at) values ${changed.map(() => '(?, ?, ?, ?)').join(', ')}
     on conflict (survey_id) do update set quote = excluded.quote, quoted_at = excluded.quoted_at
     where q.quoted_at <= excluded.quoted_at`,
    params,
  );
}

/** The same quote but for the moment it was calculated (`stored` as jsonb gives it back: key order aside, no undefined). */
export function samePrice(stored: object, fresh: object): boolean {
  const { quotedAt: _stored, ...before } = stored as Record<string, unknown>;
  const { quotedAt: _fresh, ...now } = JSON.parse(JSON.stringify(fresh)) as Record<string, unknown>;
  return isDeepStrictEqual(before, now);
}

/** The current quote, or null (logged) for a stored survey the price table refuses. */
function quoteOrNull(view: SurveyRecordView, pricing: { channel: TeamScope['channel']; plan: Plan }): Quote | null {
  try {
    return currentQuote(view, pricing);
  } catch (err) {
    if (!(err instanceof PricingError)) throw err;
    logger().warn({ surveyId: view.survey.id, teamId: view.survey.teamId, code: err.code, param: err.details.param }, 'stored survey cannot be priced; answered without a quote');
    return null;
  }
}

export const recordQuote = (em: EntityManager, view: SurveyRecordView, scope: Pick<TeamScope, 'channel' | 'teamId' | 'plan'>) => recordQuotes(em, [view], scope);

/** Sets each survey's latest recorded quote (null when it has none) from surveys.quotes, in one query. */
export async function attachLatestQuotes(em: EntityManager, surveys: SurveyRecord[]): Promise<void> {
  if (!surveys.length) return;
  const rows = await em.execute<{ survey_id: string; quote: RecordedQuote }[]>(`select survey_id, quote from surveys.quotes where survey_id in (?)`, [surveys.map((s) => s.id)]);
  const latest = new Map(rows.map((r) => [r.survey_id, r.quote]));
  for (const s of surveys) (s as { quote: RecordedQuote | null }).quote = latest.get(s.id) ?? null;
}

/** The survey's latest recorded quote, read now (publish's checks: under the lock, nothing cached). */
export async function latestQuote(em: EntityManager, surveyId: string): Promise<RecordedQuote | null> {
  const [row] = await em.execute<{ quote: RecordedQuote }[]>('select quote from surveys.quotes where survey_id = ?', [surveyId]);
  return row?.quote ?? null;
}
