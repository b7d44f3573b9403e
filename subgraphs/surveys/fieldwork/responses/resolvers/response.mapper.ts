import type { Answer } from '../../../answers';
import type { PanelSubmission } from '../../panels/simulated/panel';
import type { FollowupView } from '../followups.service';
import { unitsToCredits } from '../../../../../platform/money';
import type { ResponseRecord } from '../responses.service';
import type { FollowupType, PanelSubmissionInput, SurveyResponseType } from './response.types';

export function toResponseType(r: ResponseRecord): SurveyResponseType {
  const a = r.answer;
  return {
    id: r.id,
    surveyId: r.surveyId,
    questionId: r.questionId,
    respondentId: r.respondentId,
    status: r.rejectedAt ? 'rejected' : 'valid',
    rejectionReason: r.rejectionReason,
    pinned: r.pinned,
    explanation: r.explanation,
    chosenOption: a.chosenOption ?? null,
    selectedOptions: a.selectedOptions ?? null,
    ranking: a.ranking ?? null,
    matchup: a.matchup ?? null,
    clicks: a.clicks ?? null,
    statements: a.statements ?? null,
    prices: a.prices ?? null,
    score: a.score ?? null,
    media: a.media ?? null,
    mediaTranscription: a.mediaTranscription ?? null,
    respondent: r.traits,
    rating: r.rating ? { responseId: r.id, rating: r.rating.rating, comment: r.rating.comment } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toFollowupType(f: FollowupView): FollowupType {
  return {
    id: f.id,
    surveyId: f.surveyId,
    responseId: f.responseId,
    questionId: f.questionId,
    question: f.question,
    status: f.status,
    answer: f.answer ?? null,
    respondedAt: f.respondedAt?.toISOString() ?? null,
    refunded: f.refundedAt != null,
    creditsCharged: unitsToCredits(f.unitsCharged),
    expiresAt: f.expiresAt.toISOString(),
    createdAt: f.createdAt.toISOString(),
  };
}

/** GraphQL input → a panel submission; fields left null are not part of the answer. */
export function toSubmission(input: PanelSubmissionInput): PanelSubmission {
  return {
    panelRespondentId: input.panelRespondentId,
    traits: input.traits.map((t) => ({ trait: t.trait, value: t.value })),
    answers: input.answers.map(({ questionId, explanation, ...fields }) => {
      const answer = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as Answer;
      return { questionId, answer: JSON.parse(JSON.stringify(answer)) as Answer, explanation: explanation ?? null };
    }),
  };
}
