import { defineEntity, type InferEntity } from '@mikro-orm/core';
import type { RespondentTrait } from '../../../answers';
import { REJECTION_REASONS } from '../rejection-reasons';

/** One person who answered the whole survey; `seq` is their place in the draw (0-based, no gaps). */
export const Respondent = defineEntity({
  name: 'Respondent',
  schema: 'surveys',
  tableName: 'respondents',
  properties: (p) => ({
    id: p.uuid().primary(),
    surveyId: p.uuid().fieldName('survey_id'),
    seq: p.integer(),
    panelRespondentId: p.text().fieldName('panel_respondent_id'),
    traits: p.json<RespondentTrait[]>(),
    rejectedAt: p.datetime().nullable().fieldName('rejected_at'),
    /** Why they were rejected; null while valid. */
    rejectionReason: p
      .enum([...REJECTION_REASONS])
      .nullable()
      .fieldName('rejection_reason'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Respondent = InferEntity<typeof Respondent>;
