export type { FollowupOutcome, FollowupRequest, Panel, PanelAnswer, PanelSubmission, PanelSurvey } from './panel';
export { createSimulatedPanel, simulatedFollowupKind, type SimulatedFollowupKind, type SimulatedPanelOptions } from './simulated-panel';
export { describeOption, explain, followupReply, transcribe, type Speaker } from './explanations';
export { drawProfile, reportingTraits, type Profile } from './profile';
