import type { Static } from '@sinclair/typebox';
import type { FollowupFieldsFragment, ResponseFieldsFragment, ResultFieldsFragment } from '../../../../graph-client/generated';
import type { FollowupAnswer, V1Response } from './schemas';

/** The answer fields a v1 response carries when its question type uses them. */
const ANSWER_FIELDS = ['chosenOption', 'selectedOptions', 'ranking', 'matchup', 'clicks', 'statements', 'prices', 'score', 'media', 'mediaTranscription'] as const;

/** A response in v1 shape: ids stay GUIDs, and only the non-null answer fields are present. */
export function serializeV1Response(r: ResponseFieldsFragment): Static<typeof V1Response> {
  const answer = Object.fromEntries(ANSWER_FIELDS.filter((f) => r[f] !== null).map((f) => [f, r[f]]));
  return {
    id: r.id,
    questionId: r.questionId,
    status: r.status,
    rejectionReason: r.rejectionReason,
    pinned: r.pinned,
    explanation: r.explanation,
    // No translation is made: null rather than a copy of the text (docs/decisions.md, "The ai insight").
    translation: null,
    ...answer,
    respondent: r.respondent,
    rating: r.rating ? { rating: r.rating.rating, comment: r.rating.comment ?? '' } : null,
    createdAt: r.createdAt,
  };
}

function summary(s: Omit<ResultFieldsFragment, 'questionId' | 'breakdowns'>) {
  return {
    totalResponses: s.totalResponses,
    winningOptionId: s.winningOptionId,
    averageScore: s.averageScore,
    options: s.options.map((o) => ({ id: o.id, label: o.label, votes: o.votes, percentage: o.percentage, rank: o.rank, isWinner: o.isWinner })),
  };
}

/** One question's results in v1 shape, with a breakdown per reporting trait value. */
export function serializeV1Results(r: ResultFieldsFragment) {
  return {
    ...summary(r),
    breakdowns: r.breakdowns.map((b) => ({ trait: b.trait, segments: b.segments.map((s) => ({ value: s.value, ...summary(s) })) })),
  };
}

export function serializeFollowup(f: FollowupFieldsFragment): Static<typeof FollowupAnswer> {
  return {
    id: f.id,
    responseId: f.responseId,
    questionId: f.questionId,
    question: f.question,
    // The contract types both as strings: "" and omitted until answered (docs/decisions.md, "Strings that have no value on v1").
    answer: f.answer ?? '',
    ...(f.respondedAt ? { respondedAt: f.respondedAt } : {}),
    refunded: f.refunded,
    status: f.status,
    creditsCharged: f.creditsCharged,
    expiresAt: f.expiresAt,
  };
}
