import type { FastifyReply } from 'fastify';
import type { RespondentStepFieldsFragment } from '../../graph-client/generated';

/** A respondent page's view of where a person stands (the RespondentStepFields fragment). */
export type Step = RespondentStepFieldsFragment;

/** What a person sees when a answer is refused, by question type: plain words, not the rule's. */
export const ANSWER_HINTS: Record<string, string> = {
  head_to_head: 'Choose one of the two options.',
  single_select: 'Choose one of the options.',
  multi_select: 'Choose at least one option.',
  ranked: 'Give every option a different place, from 1 (your favourite) down.',
  likert: 'Choose an answer for every statement.',
  rating: 'Choose a score.',
  click_test: 'Tap or click the image where you would click, or choose an area.',
  price_sensitivity: 'Enter four prices, each higher than the one before: too cheap, a bargain, getting expensive, too expensive.',
  screen_recording: 'Record your screen (or choose a video file) and describe what you did.',
  open_ended: 'Please answer the question.',
};

/** A page with a title and a sentence: the end of a visit, or an error. */
export function notice(reply: FastifyReply, status: number, title: string, message: string) {
  return reply.code(status).view('notice.eta', { title, message });
}
