import { defineEntity, type InferEntity } from '@mikro-orm/core';

export const FOLLOWUP_STATUSES = ['pending', 'answered', 'declined', 'expired'] as const;
export type FollowupStatus = (typeof FOLLOWUP_STATUSES)[number];

/** A follow-up question sent to the respondent of one response, paid by a billing order. */
export const Followup = defineEntity({
  name: 'Followup',
  schema: 'surveys',
  tableName: 'followups',
  properties: (p) => ({
    id: p.uuid().primary(),
    surveyId: p.uuid().fieldName('survey_id'),
    responseId: p.uuid().fieldName('response_id'),
    question: p.text(),
    status: p.enum([...FOLLOWUP_STATUSES]),
    answer: p.text().nullable(),
    orderId: p.uuid().fieldName('order_id'),
    /** What it was charged, in credit units (the plan's discount applies). */
    unitsCharged: p.integer().fieldName('units_charged'),
    expiresAt: p.datetime().fieldName('expires_at'),
    respondedAt: p.datetime().nullable().fieldName('responded_at'),
    refundedAt: p.datetime().nullable().fieldName('refunded_at'),
    createdAt: p.datetime().fieldName('created_at'),
  }),
});
export type Followup = InferEntity<typeof Followup>;
