import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../../platform/graphql/context';
import { SurveysError } from '../../surveys.errors';
import { PanelAnswerInput } from '../responses/resolvers/response.types';
import { toSubmission } from '../responses/resolvers/response.mapper';
import { answerQuestion, answerScreener, checkPreviewAnswer, enterSurvey, previewStep, respondentStep, uploadRecording, type AnswerInput } from './attempts.service';
import { EntryParamInput, RespondentStepType, ScreenerAnswerInput } from './attempt.types';

/** The respondent app's operations: the facade's /r pages (no principal; the token is the credential) or an operator. */
function assertNoApiCaller(ctx: GraphContext): void {
  if (ctx.principal) throw new SurveysError('operator_only', 'Only the respondent app (or an operator) may do this.');
}

const answerOf = (input: PanelAnswerInput): AnswerInput => {
  const [answer] = toSubmission({ surveyId: '', panelRespondentId: '', traits: [], answers: [input] }).answers;
  return answer;
};

@Resolver()
export class AttemptsResolver {
  @Mutation(() => RespondentStepType, { description: 'A provider’s respondent arrives at an entry link: starts or resumes their attempt.' })
  async enterSurvey(@Arg('entryToken', () => String) entryToken: string, @Arg('params', () => [EntryParamInput]) params: EntryParamInput[], @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return enterSurvey(ctx.em, entryToken, params);
  }

  @Query(() => RespondentStepType, { description: 'Where the attempt with this token stands.' })
  async respondentStep(@Arg('token', () => String) token: string, @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return respondentStep(ctx.em, token);
  }

  @Mutation(() => RespondentStepType, { description: 'The screener’s answers: one value per asked category.' })
  async answerScreener(@Arg('token', () => String) token: string, @Arg('answers', () => [ScreenerAnswerInput]) answers: ScreenerAnswerInput[], @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return answerScreener(ctx.em, token, answers);
  }

  @Mutation(() => RespondentStepType, { description: 'Saves the answer to the current question; the last one commits the respondent.' })
  async answerQuestion(@Arg('token', () => String) token: string, @Arg('answer', () => PanelAnswerInput) answer: PanelAnswerInput, @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return answerQuestion(ctx.em, token, answerOf(answer));
  }

  @Mutation(() => String, { description: 'Hosts the screen recording of the current question; returns its media URL.' })
  async uploadRespondentRecording(@Arg('token', () => String) token: string, @Arg('data', () => String) data: string, @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return uploadRecording(ctx.em, token, data);
  }

  @Query(() => RespondentStepType, { description: 'A survey’s preview: the question at index as a respondent sees it.' })
  async previewStep(@Arg('previewToken', () => String) previewToken: string, @Arg('index', () => Int, { defaultValue: 0 }) index: number, @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return previewStep(ctx.em, previewToken, index);
  }

  @Mutation(() => RespondentStepType, { description: 'Checks a preview answer as a real one is checked and shows the next question; records nothing.' })
  async checkPreviewAnswer(@Arg('previewToken', () => String) previewToken: string, @Arg('answer', () => PanelAnswerInput) answer: PanelAnswerInput, @Ctx() ctx: GraphContext) {
    assertNoApiCaller(ctx);
    return checkPreviewAnswer(ctx.em, previewToken, answerOf(answer));
  }
}
