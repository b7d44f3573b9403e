import { drawAnswer } from './answers';
import { explain, followupReply, transcribe } from './explanations';
import type { FollowupOutcome, Panel, PanelSubmission, PanelSurvey } from './panel';
import { drawProfile, reportingTraits } from './profile';
import { hashOf, hashUnit, Rng } from './rng';

export interface SimulatedPanelOptions {
  /** How long a simulated respondent takes to answer or decline a follow-up; default 2000. */
  followupDelayMs?: number;
}

export type SimulatedFollowupKind = 'answer' | 'decline' | 'expire';

/**
 * The panel of test mode and the sandbox: people drawn from a seed. Everything a draw returns is
 * a pure function of (seed, survey id, seq, survey content), so re-running a survey reproduces it.
 */
export function createSimulatedPanel(seed: string, options: SimulatedPanelOptions = {}): Panel {
  const followupDelayMs = options.followupDelayMs ?? 2000;
  return {
    draw: (survey, seq) => drawSubmission(seed, survey, seq),
    followup(request): FollowupOutcome {
      const kind = simulatedFollowupKind(seed, request.surveyId, request.panelRespondentId);
      if (kind === 'expire') return { kind };
      if (kind === 'decline') return { kind, afterMs: followupDelayMs };
      const rng = Rng.of(seed, request.surveyId, request.panelRespondentId, 'followup', request.followup);
      return { kind, afterMs: followupDelayMs, answer: followupReply(rng, request) };
    },
  };
}

/** What the respondent does with any follow-up: 80% answer, 10% decline, 10% never answer. */
export function simulatedFollowupKind(seed: string, surveyId: string, panelRespondentId: string): SimulatedFollowupKind {
  const u = hashUnit(seed, surveyId, panelRespondentId);
  return u < 0.8 ? 'answer' : u < 0.9 ? 'decline' : 'expire';
}

function drawSubmission(seed: string, survey: PanelSurvey, seq: number): PanelSubmission {
  // hash of `${seed}|${survey.id}|${seq}`: the respondent's identity and the root of every stream.
  const root = hashOf(seed, survey.id, seq).toString('hex');
  const profile = drawProfile(Rng.of(root, 'profile'), survey.country, survey.targeting);
  const speaker = { profile, country: survey.country };
  const answers = survey.questions.map((q) => {
    // One stream per question: editing one question leaves the other answers as they were.
    const rng = Rng.of(root, 'question', q.id);
    const answer = drawAnswer({ seed, surveyId: survey.id, seq, profile, rng }, q);
    if (q.type === 'screen_recording') answer.mediaTranscription = transcribe(rng, q, speaker);
    return { questionId: q.id, answer, explanation: explain(rng, q, answer, speaker) };
  });
  return {
    panelRespondentId: `sim_${seq}_${root.slice(0, 8)}`,
    traits: reportingTraits(survey.country, survey.reporting, profile),
    answers,
  };
}
