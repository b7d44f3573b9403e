import { answerFollowup, declineFollowup, expireFollowup, findFollowup, panelOutcome, SurveysError } from '../../subgraphs/surveys';
import type { JobHandler } from './handler';

/** The simulated panel's reply to a follow-up, at the time it chose: an answer or a decline. */
export const followupPanelReply: JobHandler<'followups.panel-reply'> = async ({ followupId }, { orm }) => {
  const em = orm.em.fork();
  const outcome = (await panelOutcome(em, followupId))?.outcome;
  if (!outcome) return { skipped: true };
  try {
    if (outcome.kind === 'answer') await answerFollowup(em.fork(), followupId, outcome.answer);
    if (outcome.kind === 'decline') await declineFollowup(em.fork(), followupId);
  } catch (err) {
    // Already closed (answered through GraphQL, expired): nothing left to do.
    if (err instanceof SurveysError && err.code === 'followup_closed') return { closed: true };
    throw err;
  }
  return { outcome: outcome.kind };
};

/** Expires an unanswered follow-up at its expiry and refunds its credit; not due yet → retried. */
export const followupExpire: JobHandler<'followups.expire'> = async ({ followupId }, { orm }) => {
  const em = orm.em.fork();
  const followup = await findFollowup(em, followupId);
  if (!followup || followup.status !== 'pending') return { status: followup?.status ?? null };
  if (Date.now() < followup.expiresAt.getTime()) throw new Error(`follow-up ${followupId} is not due until ${followup.expiresAt.toISOString()}`);
  const closed = await expireFollowup(em.fork(), followupId);
  return { status: closed?.status ?? 'pending' };
};
