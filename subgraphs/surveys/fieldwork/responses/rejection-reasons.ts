/**
 * Why a respondent (and so each of their responses) was rejected: a client's `not_helpful` flag,
 * or one of the automatic quality checks on a real person's submission. Null while valid.
 * The values are also a check constraint on surveys.respondents (migration 0009).
 */
export const REJECTION_REASONS = ['flagged_not_helpful', 'speeding', 'straight_lining', 'duplicate_explanations'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
