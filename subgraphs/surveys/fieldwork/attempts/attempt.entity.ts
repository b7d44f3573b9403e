import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { Answer } from '../../answers';

export const ATTEMPT_STATES = ['screening', 'answering', 'complete', 'screenout', 'overquota', 'rejected'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];
/** The states an attempt ends in; each sends the person back to the provider. */
export type AttemptOutcome = Exclude<AttemptState, 'screening' | 'answering'>;

/** A screener answer: the person's value of one trait category ("Gender" → "gender-female"). */
export interface ScreenerAnswer {
  category: string;
  /** The targeting trait's permalink. */
  value: string;
}

/** One saved answer of an attempt, by question id. */
export interface SavedAnswer {
  answer: Answer;
  explanation: string | null;
  savedAt: string;
}

/** One person's way through a survey in the respondent app (migration 0010). */
export const Attempt = defineEntity({
  name: 'Attempt',
  schema: 'surveys',
  tableName: 'attempts',
  properties: (p) => ({
    id: p.uuid().primary(),
    /** The secret in the person's page addresses: it is the only credential they have. */
    token: p.text().unique(),
    surveyId: p.uuid().fieldName('survey_id'),
    providerId: p.uuid().nullable().fieldName('provider_id'),
    providerRespondentId: p.text().fieldName('provider_respondent_id'),
    state: p.enum([...ATTEMPT_STATES]),
    traits: p.json<ScreenerAnswer[]>(),
    answers: p.json<Record<string, SavedAnswer>>(),
    /** The screen recording this person uploaded last: the only media their answer may name. */
    recordingUrl: p.text().nullable().fieldName('recording_url'),
    recordingUploads: p.integer().fieldName('recording_uploads'),
    startedAt: p.datetime().fieldName('started_at'),
    /** When the first question was shown (after the screener): the clock of the speed check. */
    answeringSince: p.datetime().nullable().fieldName('answering_since'),
    /** While answering: until when this person holds a place (null once given back, migration 0017). */
    placeHeldUntil: p.datetime().nullable().fieldName('place_held_until'),
    endedAt: p.datetime().nullable().fieldName('ended_at'),
    respondentId: p.uuid().nullable().fieldName('respondent_id'),
  }),
});
export type Attempt = InferEntity<typeof Attempt>;
