import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { Answer } from '../../../answers';

/** One respondent's answer to one question. Rejected responses stay, out of results and counts. */
export const Response = defineEntity({
  name: 'Response',
  schema: 'surveys',
  tableName: 'responses',
  properties: (p) => ({
    id: p.uuid().primary(),
    surveyId: p.uuid().fieldName('survey_id'),
    questionId: p.uuid().fieldName('question_id'),
    respondentId: p.uuid().fieldName('respondent_id'),
    answer: p.json<Answer>(),
    explanation: p.text().nullable(),
    pinned: p.boolean(),
    rejectedAt: p.datetime().nullable().fieldName('rejected_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Response = InferEntity<typeof Response>;
