import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../../platform/ids';
import { teamPlan } from '../../accounts';
import { logger } from '../../../platform/logger';
import { PricingError, quoteSurvey, type Plan, type Quote } from '../pricing';
import type { RecordedQuote } from '../entities/survey.entity';
import type { SurveyRecord, SurveyRecordView } from './survey-record';
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

/**
 * Prices the surveys and records each quote (spec: every read, create and update records one;
 * publish honours the latest). Appended as rows of surveys.quotes in one statement: a read never
 * writes, so never locks, the survey row. The quote is set on the survey for the answer.
 *
 * A survey the price table cannot quote (stored before creates and edits were checked whole,
 * issue 36) gets no quote (null) and a warning in the log: the team's reads still answer.
 */
export async function recordQuotes(em: EntityManager, views: SurveyRecordView[], scope: Pick<TeamScope, 'channel' | 'teamId' | 'plan'>): Promise<void> {
  if (!views.length) return;
  const pricing = { channel: scope.channel, plan: await planOf(em, scope) };
  const params: unknown[] = [];
  for (const view of views) {
    const quote = quoteOrNull(view, pricing) as unknown as RecordedQuote | null;
    view.survey.quote = quote;
    if (!quote) (view.survey as { unpriceable?: boolean }).unpriceable = true;
    if (quote) params.push(newId(), view.survey.id, JSON.stringify(quote), quote.quotedAt);
  }
  if (!params.length) return;
  await em.execute(`insert into surveys.quotes (id, survey_id, quote, quoted_at) values ${Array.from({ length: params.length / 4 }, () => '(?, ?, ?, ?)').join(', ')}`, params);
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
  const rows = await em.execute<{ survey_id: string; quote: RecordedQuote }[]>(
    `select distinct on (survey_id) survey_id, quote from surveys.quotes where survey_id in (?) order by survey_id, quoted_at desc, id desc`,
    [surveys.map((s) => s.id)],
  );
  const latest = new Map(rows.map((r) => [r.survey_id, r.quote]));
  for (const s of surveys) (s as { quote: RecordedQuote | null }).quote = latest.get(s.id) ?? null;
}

/** The survey's latest recorded quote, read now (publish's checks: under the lock, nothing cached). */
export async function latestQuote(em: EntityManager, surveyId: string): Promise<RecordedQuote | null> {
  const [row] = await em.execute<{ quote: RecordedQuote }[]>('select quote from surveys.quotes where survey_id = ? order by quoted_at desc, id desc limit 1', [surveyId]);
  return row?.quote ?? null;
}

/** Deletes quotes older than `olderThanHours`, keeping each survey's latest (the maintenance job). Returns how many. */
export async function pruneQuotes(em: EntityManager, olderThanHours: number): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `delete from surveys.quotes q where q.quoted_at < now() - make_interval(hours => ?)
       and exists (select 1 from surveys.quotes n where n.survey_id = q.survey_id and (n.quoted_at, n.id) > (q.quoted_at, q.id))
     returning q.id`,
    [olderThanHours],
  );
  return rows.length;
}
