import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteSurvey, type Quote } from '../pricing';
import { planOf } from './survey-quote';
import { DEFAULT_COUNTRY, DEFAULT_SAMPLE_SIZE, type TeamScope } from './surveys.service';

export interface DraftQuoteFields {
  country?: string | null;
  sampleSize?: number | null;
  questionTypes: readonly string[];
  targetingCount?: number | null;
}

/**
 * What a survey with these fields would cost now, for the caller's team, plan and channel (the
 * console's live quote while a draft is edited). Nothing is recorded: publish honours only a
 * saved survey's quote, which every create, update and read records (survey-quote.ts).
 */
export async function quoteDraft(em: EntityManager, scope: TeamScope, fields: DraftQuoteFields): Promise<Quote> {
  return quoteSurvey({
    sampleSize: fields.sampleSize ?? DEFAULT_SAMPLE_SIZE,
    country: (fields.country ?? DEFAULT_COUNTRY).toUpperCase(),
    questions: fields.questionTypes.map((type) => ({ type })),
    targetingCount: fields.targetingCount ?? 0,
    plan: await planOf(em, scope),
    channel: scope.channel,
  });
}
