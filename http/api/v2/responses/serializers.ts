import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { ResponseFieldsFragment } from '../../../../graph-client/generated';
import type { SurveyResponse } from './schemas';

const opt = (uuid: string) => toPublicId('opt', uuid);

/** A response in v2 shape: prefixed ids throughout, option references as `opt_` ids. */
export function serializeResponse(r: ResponseFieldsFragment): Static<typeof SurveyResponse> {
  return {
    object: 'response',
    id: toPublicId('rsp', r.id),
    survey: toPublicId('srv', r.surveyId),
    question: toPublicId('qst', r.questionId),
    status: r.status,
    rejectionReason: r.rejectionReason,
    pinned: r.pinned,
    explanation: r.explanation,
    chosenOption: r.chosenOption ? opt(r.chosenOption) : null,
    selectedOptions: r.selectedOptions ? r.selectedOptions.map(opt) : null,
    ranking: r.ranking ? r.ranking.map((e) => ({ rank: e.rank, option: opt(e.option) })) : null,
    matchup: r.matchup ? { option1: opt(r.matchup.option1), option2: opt(r.matchup.option2) } : null,
    clicks: r.clicks,
    statements: r.statements ? r.statements.map((s) => ({ id: opt(s.id), statement: s.statement, value: s.value })) : null,
    prices: r.prices,
    score: r.score,
    media: r.media,
    mediaTranscription: r.mediaTranscription,
    respondent: r.respondent,
    rating: r.rating ? { rating: r.rating.rating, comment: r.rating.comment } : null,
    createdAt: r.createdAt,
  };
}
