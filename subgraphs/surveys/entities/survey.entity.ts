import { randomBytes } from 'node:crypto';
import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const SURVEY_STATUSES = ['unpublished', 'in-progress', 'completed', 'archived'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** A price quote recorded for a survey; publish honours the latest. */
export interface RecordedQuote {
  amountUsd: number;
  credits: number;
  quotedAt: string;
  [more: string]: unknown;
}

/** An unguessable preview token: 32 random bytes, base64url (43 characters). */
export const newPreviewToken = (): string => randomBytes(32).toString('base64url');

export const Survey = defineEntity({
  name: 'Survey',
  schema: 'surveys',
  tableName: 'surveys',
  properties: (p) => ({
    id: p.uuid().primary(),
    teamId: p.uuid().fieldName('team_id'),
    creatorUserId: p.uuid().nullable().fieldName('creator_user_id'),
    name: p.text(),
    country: p.text(),
    sampleSize: p.integer().fieldName('sample_size'),
    status: p.enum([...SURVEY_STATUSES]),
    targeting: p.array<string>(),
    reporting: p.array<string>(),
    externalId: p.text().nullable().fieldName('external_id'),
    surveyIntent: p.text().nullable().fieldName('survey_intent'),
    isMiniPoll: p.boolean().fieldName('is_mini_poll'),
    templateId: p.text().nullable().fieldName('template_id'),
    templateName: p.text().nullable().fieldName('template_name'),
    numResponses: p.integer().fieldName('num_responses'),
    /** The survey this draft was duplicated from (survey-duplicate.ts), or null. */
    duplicatedFrom: p.uuid().nullable().fieldName('duplicated_from'),
    /** The latest recorded quote: rows of surveys.quotes (survey-quote.ts attaches it), not a column. */
    quote: p.json<RecordedQuote>().nullable().persist(false),
    /** The key mode that paid for it (test mode: the simulated panel answers). */
    livemode: p.boolean(),
    /** The capability behind the survey's preview link (`/r/preview/<token>`); set on create, never reused. */
    previewToken: p
      .text()
      .fieldName('preview_token')
      .onCreate(() => newPreviewToken()),
    createdAt: p.datetime().fieldName('created_at'),
    updatedAt: p.datetime().fieldName('updated_at'),
    publishedAt: p.datetime().nullable().fieldName('published_at'),
    completedAt: p.datetime().nullable().fieldName('completed_at'),
    stoppedAt: p.datetime().nullable().fieldName('stopped_at'),
    deletedAt: p.datetime().nullable().fieldName('deleted_at'),
  }),
});
export type Survey = InferEntity<typeof Survey>;
