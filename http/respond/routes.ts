import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FacadeDeps } from '../deps';
import { ApiError } from '../../graph-client/errors';
import { anonymousCaller } from '../../graph-client/graph-client';
import { AnswerForm, CLICK_REGIONS, toAnswerInput } from './answer-form';
import { ANSWER_HINTS, notice, type Step } from './step';
import {
  AnswerQuestionDocument,
  AnswerScreenerDocument,
  CheckPreviewAnswerDocument,
  EnterSurveyDocument,
  PreviewStepDocument,
  RespondentStepDocument,
  UploadRespondentRecordingDocument,
} from '../../graph-client/generated';

const Token = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' }) });
const EntryQuery = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }));
const PreviewQuery = Type.Object({ q: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })) }, { additionalProperties: false });
const ScreenerForm = Type.Record(Type.String({ pattern: '^trait\\.', maxLength: 120 }), Type.String({ maxLength: 120 }), { maxProperties: 20 });
type TokenParams = Static<typeof Token>;

const ENDED = new Set(['complete', 'screenout', 'overquota', 'rejected']);

/** The pages of the respondent app (plugin.ts): entry, screener, questions, the end, and previews. */
export const respondentRoutes = ({ graph, limits }: FacadeDeps) =>
  async function (app: FastifyInstance) {
    const attemptUrl = (token: string) => `/r/a/${token}`;

    /** Shows where the person stands, or sends them on: to the provider when their visit has ended. */
    const show = (reply: FastifyReply, step: Step, extra: Record<string, unknown> = {}) => {
      if (ENDED.has(step.state)) {
        if (step.redirectUrl) return reply.redirect(step.redirectUrl, 303);
        return notice(reply, 200, step.state === 'complete' ? 'Thank you' : 'Thank you for your time', closingWords(step.state));
      }
      if (step.state === 'screening') return reply.view('screener.eta', { step, title: titleOf(step, extra), ...extra });
      return questionPage(reply, step, extra);
    };

    // A provider's link: /r/<entry token>?<entry param>=<their respondent id>.
    app.get<{ Params: TokenParams; Querystring: Static<typeof EntryQuery> }>('/:token', { schema: { params: Token, querystring: EntryQuery } }, async (request, reply) => {
      const wait = await limits.surveyEntryWait(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return notice(reply, 429, 'Please try again later', `Too many survey visits from your network. Try again in ${Math.ceil(wait / 60)} minutes.`);
      }
      const params = Object.entries(request.query).map(([name, value]) => ({ name, value: String(value) }));
      const { enterSurvey } = await graph.run(EnterSurveyDocument, { entryToken: request.params.token, params }, anonymousCaller(request));
      if (ENDED.has(enterSurvey.state)) return show(reply, enterSurvey);
      return reply.redirect(attemptUrl(enterSurvey.token!), 303);
    });

    app.get<{ Params: TokenParams }>('/a/:token', { schema: { params: Token } }, async (request, reply) => {
      const { respondentStep } = await graph.run(RespondentStepDocument, { token: request.params.token }, anonymousCaller(request));
      return show(reply, respondentStep);
    });

    app.post<{ Params: TokenParams; Body: Static<typeof ScreenerForm> }>('/a/:token/screener', { schema: { params: Token, body: ScreenerForm } }, async (request, reply) => {
      const answers = Object.entries(request.body).map(([key, value]) => ({ category: key.slice('trait.'.length), value }));
      try {
        await graph.run(AnswerScreenerDocument, { token: request.params.token, answers }, anonymousCaller(request));
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== 'invalid_screener') throw err;
        const { respondentStep } = await graph.run(RespondentStepDocument, { token: request.params.token }, anonymousCaller(request));
        const missing = respondentStep.screener.filter((q) => !request.body[`trait.${q.category}`]).map((q) => q.category);
        const error = missing.length ? `Please answer: ${missing.join(', ')}.` : err.message;
        return show(reply.code(400), respondentStep, { error, chosen: request.body });
      }
      return reply.redirect(attemptUrl(request.params.token), 303);
    });

    app.post<{ Params: TokenParams; Body: AnswerForm }>('/a/:token/answer', { schema: { params: Token, body: AnswerForm } }, async (request, reply) => {
      const { token } = request.params;
      const { respondentStep: step } = await graph.run(RespondentStepDocument, { token }, anonymousCaller(request));
      if (!step.question || step.question.id !== request.body.questionId) return reply.redirect(attemptUrl(token), 303);
      let form = request.body;
      try {
        // A video file chosen on the page (the way to answer without the recorder) is uploaded first.
        if (step.question.type === 'screen_recording' && Buffer.isBuffer(form.recording) && form.recording.length > 0) {
          const { uploadRespondentRecording: media } = await graph.run(
            UploadRespondentRecordingDocument,
            { token, data: form.recording.toString('base64') },
            anonymousCaller(request),
          );
          form = { ...form, media };
        }
        await graph.run(AnswerQuestionDocument, { token, answer: toAnswerInput(step.question.type, form) }, anonymousCaller(request));
      } catch (err) {
        if (!refusedAnswer(err)) throw err;
        return show(reply.code(400), step, refusal(err, step, form));
      }
      return reply.redirect(attemptUrl(token), 303);
    });

    // The page's recorder uploads the recording first (JSON: { url }), then posts the answer with it.
    app.post<{ Params: TokenParams }>('/a/:token/recording', { schema: { params: Token } }, async (request, reply) => {
      const body = request.body as { recording?: unknown } | undefined;
      if (!Buffer.isBuffer(body?.recording)) return reply.code(400).send({ error: 'Send the recording as the multipart field "recording".' });
      const { uploadRespondentRecording } = await graph.run(
        UploadRespondentRecordingDocument,
        { token: request.params.token, data: body.recording.toString('base64') },
        anonymousCaller(request),
      );
      return reply.send({ url: uploadRespondentRecording });
    });

    // A survey's preview: the same pages, nothing recorded.
    app.get<{ Params: TokenParams; Querystring: Static<typeof PreviewQuery> }>(
      '/preview/:token',
      { schema: { params: Token, querystring: PreviewQuery } },
      async (request, reply) => {
        const { previewStep } = await graph.run(PreviewStepDocument, { previewToken: request.params.token, index: request.query.q ?? 0 }, anonymousCaller(request));
        return showPreview(reply, request.params.token, previewStep);
      },
    );

    app.post<{ Params: TokenParams; Querystring: Static<typeof PreviewQuery>; Body: AnswerForm }>(
      '/preview/:token',
      { schema: { params: Token, querystring: PreviewQuery, body: AnswerForm } },
      async (request, reply) => {
        const { token } = request.params;
        const index = request.query.q ?? 0;
        const { previewStep: step } = await graph.run(PreviewStepDocument, { previewToken: token, index }, anonymousCaller(request));
        if (!step.question || step.question.id !== request.body.questionId) return reply.redirect(`/r/preview/${token}?q=${index}`, 303);
        try {
          const answer = toAnswerInput(step.question.type, request.body);
          const { checkPreviewAnswer } = await graph.run(CheckPreviewAnswerDocument, { previewToken: token, answer }, anonymousCaller(request));
          return reply.redirect(`/r/preview/${token}?q=${checkPreviewAnswer.answered}`, 303);
        } catch (err) {
          if (!refusedAnswer(err)) throw err;
          return showPreview(reply.code(400), token, step, refusal(err, step, request.body));
        }
      },
    );

    function showPreview(reply: FastifyReply, token: string, step: Step, extra: Record<string, unknown> = {}) {
      if (!step.question)
        return reply.view('notice.eta', {
          title: 'End of the preview',
          message: 'This is where a respondent’s answers would be recorded. Nothing was recorded in this preview.',
          preview: true,
          restart: `/r/preview/${token}`,
        });
      return questionPage(reply, step, { preview: token, ...extra });
    }
  };

/** A page shown again with a refusal says so first, in its title. */
const titleOf = (step: Step, extra: Record<string, unknown>) => (extra.error || extra.explanationError ? `Error: ${step.surveyTitle}` : step.surveyTitle);

/** A question page, a respondent's or a preview's (the same page, so a preview shows what people see). */
function questionPage(reply: FastifyReply, step: Step, extra: Record<string, unknown>) {
  return reply.view('question.eta', { step, title: titleOf(step, extra), regions: CLICK_REGIONS, form: {}, error: null, ...extra });
}

/** A refusal the page shows beside the form: the answer's rules, or a file the media checks refused. */
const refusedAnswer = (err: unknown): err is ApiError => err instanceof ApiError && (err.kind === 'invalid' || err.kind === 'unprocessable') && err.code !== 'invalid_screener';

/** What the page shows beside a refused answer, with the person's input kept. */
function refusal(err: ApiError, step: Step, form: AnswerForm) {
  const { recording: _file, ...kept } = form;
  void _file;
  const onExplanation = err.code === 'invalid_explanation';
  return { error: onExplanation ? null : (ANSWER_HINTS[step.question!.type] ?? err.message), explanationError: onExplanation ? err.message : null, form: kept };
}

function closingWords(state: string): string {
  if (state === 'complete') return 'Your answers have been recorded. You can close this page.';
  if (state === 'overquota') return 'We already have all the answers we need from people like you. You can close this page.';
  return 'This survey is not a match for you this time. You can close this page.';
}
