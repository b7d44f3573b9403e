import fastifyMultipart from '@fastify/multipart';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_QUESTIONS } from '../../../subgraphs/surveys';
import { MEDIA_BODY_LIMIT } from '../../../subgraphs/media';
import { roleScopes } from '../../../platform/principal';
import type { FacadeDeps } from '../../deps';
import { ApiError, statusOf } from '../../../graph-client/errors';
import { signedInFor } from '../guards';
import { CsrfField } from '../forms';
import { countryName, render, shownOnForm, type PageContext } from '../render';
import { consoleCaller, loadConsoleUser } from '../session';
import {
  applyRowAction,
  blankDraft,
  chosenFiles,
  DraftBody,
  draftFormOf,
  editableInConsole,
  fieldOf,
  LIKERT_SCALE_NAMES,
  LIKERT_SCALES,
  MAX_OPTIONS,
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  quoteInputOf,
  RATING_VARIANT_NAMES,
  RATING_VARIANTS,
  readDraftForm,
  rowAction,
  surveyInputOf,
  takesOptions,
  whereOf,
  type DraftForm,
} from '../survey-form';
import {
  CreateSurveyDocument,
  DuplicateSurveyDocument,
  GetSurveyDocument,
  SurveyQuoteDocument,
  TraitCountriesDocument,
  TraitsDocument,
  UpdateSurveyDocument,
  UploadMediaDocument,
  type GetSurveyQuery,
} from '../../../graph-client/generated';

const signedIn = signedInFor('/console/surveys');
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
const DoneQuery = Type.Object({ done: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('saved'), Type.Literal('duplicated')])) }, { additionalProperties: false });
const NOTICES = {
  created: 'Your draft was created. Nothing is charged until it is published.',
  saved: 'Your changes were saved.',
  duplicated: 'This is a copy of the survey, as a new draft.',
} as const;
const OrNull = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** The live quote's answer: null figures while the form cannot be priced. */
const QuoteAnswer = Type.Object(
  { amount: OrNull(Type.Number()), credits: OrNull(Type.Number()), amountText: OrNull(Type.String()), text: OrNull(Type.String()) },
  { additionalProperties: false },
);
/** Row buttons (add, remove, update traits) change the form shown; only Save keeps it. */
const UNSAVED = 'The form changed but nothing is saved yet: choose Save draft to keep it.';

/** The most files one form can carry: a context image per question and an image per option. */
const MAX_FILES = MAX_QUESTIONS * (MAX_OPTIONS + 1);
/** One upload's bytes (v2 takes 20 MB decoded, as base64 within MEDIA_BODY_LIMIT). */
const MAX_FILE_BYTES = Math.floor((MEDIA_BODY_LIMIT / 4) * 3);

type Survey = GetSurveyQuery['survey'];
interface Refusal {
  message: string;
  field: string | null;
}

const money = (n: number) => `$${n.toFixed(2)}`;
const quoteText = (q: { amount: number; credits: number }) => `${money(q.amount)} · ${q.credits} credits`;

/**
 * Drafting surveys in the console (issue 42), for every signed-in member of the team: a blank
 * form, the editor of a draft (questions of every type, options and context as text or uploaded
 * images, country, targeting and reporting traits, sample size), the live quote, duplicate.
 * Publishing is the publish routes' (survey-publish.ts). The page works without script: its row
 * buttons post the form and come back with it changed; uploads come with the form (multipart,
 * registered for these routes only) and are stored through the media domain before anything
 * is saved.
 */
export const surveyDraftRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    // A form's body (multipart: up to 20 MB of files) is read before the preHandlers run, so a form
    // is let in only from someone signed in, checked before its body is read.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      request.consoleUser = await loadConsoleUser(graph, request);
      if (!request.consoleUser) return signedIn(request, reply);
    });
    // Besides each file's limit, the files of one form add up to one upload's limit at most.
    const received = new WeakMap<FastifyRequest, number>();
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 400, fieldSize: 16 * 1024, parts: 600 },
      async onFile(this: FastifyRequest, part) {
        const bytes = (await part.toBuffer()).length + (received.get(this) ?? 0);
        received.set(this, bytes);
        if (bytes > MAX_FILE_BYTES) throw new ApiError('invalid', 'files_too_large', 'The images chosen add up to more than 20 MB. Save with fewer at a time.');
      },
    });
    const csrf = app.csrfProtection.bind(app);

    async function editorPage(
      reply: FastifyReply,
      request: FastifyRequest,
      survey: Survey | null,
      form: DraftForm,
      extra: { error?: Refusal | null; notice?: string | null; saved?: boolean } = {},
    ) {
      const caller = consoleCaller(request);
      const [{ traitCountries }, traits, quote] = await Promise.all([
        graph.run(TraitCountriesDocument, {}, caller),
        // A country without a catalogue (a forged form) shows no traits; saving it is refused.
        graph.run(TraitsDocument, { country: form.country }, caller).then(
          (r) => r.traits,
          (err: unknown) => {
            if (shownOnForm(err)) return [];
            throw err;
          },
        ),
        survey && extra.saved ? Promise.resolve(survey.quote) : formQuote(request, form),
      ]);
      const targeting = new Map<string, { permalink: string; label: string }[]>();
      for (const t of traits.filter((t) => t.kind === 'TARGETING')) {
        const label = t.name.startsWith(`${t.category}: `) ? t.name.slice(t.category.length + 2) : t.name;
        targeting.set(t.category, [...(targeting.get(t.category) ?? []), { permalink: t.permalink, label }]);
      }
      // Traits ticked for another country are not on the page, so the next post leaves them out: say so.
      const offered = new Set(traits.map((t) => t.permalink));
      const unticked = traits.length ? [...form.targeting, ...form.reporting].filter((p) => !offered.has(p)).length : 0;
      const shownCountry = countryName(form.country);
      const role = request.consoleUser!.role;
      return render(reply, request, 'survey-edit', {
        title: survey ? `Edit ${survey.name || 'draft'}` : 'New survey',
        survey,
        form,
        action: survey ? `/console/surveys/${survey.id}` : '/console/surveys',
        countries: traitCountries.map((code) => ({ code, name: countryName(code) })),
        targeting: [...targeting].map(([category, traits]) => ({ category, traits })),
        reporting: traits.filter((t) => t.kind === 'REPORTING'),
        quote: quote && { ...quote, amountText: money(quote.amount), text: quoteText(quote) },
        savedQuote: survey?.quote && quote && quoteText(survey.quote) !== quoteText(quote) ? quoteText(survey.quote) : null,
        canPublish: roleScopes(role).includes('spend'),
        types: QUESTION_TYPES.map((t) => ({ value: t, name: QUESTION_TYPE_NAMES[t] })),
        scales: LIKERT_SCALES.map((s) => ({ value: s, name: LIKERT_SCALE_NAMES[s] })),
        variants: RATING_VARIANTS.map((v) => ({ value: v, name: RATING_VARIANT_NAMES[v] })),
        takesOptions,
        optionTypes: QUESTION_TYPES.filter(takesOptions).join(' '),
        noOptionTypes: QUESTION_TYPES.filter((t) => !takesOptions(t)).join(' '),
        maxQuestions: MAX_QUESTIONS,
        maxOptions: MAX_OPTIONS,
        unticked: unticked
          ? `${unticked === 1 ? 'One trait' : `${unticked} traits`} ticked before ${unticked === 1 ? 'is' : 'are'} not offered in ${shownCountry} and ${unticked === 1 ? 'was' : 'were'} unticked.`
          : null,
        error: extra.error ?? null,
        notice: extra.notice ?? null,
      });
    }

    /** The price of what the form shows, or null while it cannot be priced (no questions, a sample size out of range). */
    async function formQuote(request: FastifyRequest, form: DraftForm) {
      try {
        return (await graph.run(SurveyQuoteDocument, { input: quoteInputOf(form) }, consoleCaller(request))).surveyQuote;
      } catch (err) {
        if (shownOnForm(err)) return null;
        throw err;
      }
    }

    const refusal = (err: unknown): { status: number; error: Refusal } => {
      if (!shownOnForm(err) || err.kind === 'not_found') throw err;
      return { status: statusOf(err.kind), error: { message: whereOf(err.param) + err.message, field: fieldOf(err.param) } };
    };

    /**
     * Stores the form's chosen files as media, one at a time, putting each URL in its place. A
     * refusal names the file's place in the form, in the page's words rather than the API's.
     */
    async function storeFiles(request: FastifyRequest, form: DraftForm): Promise<{ status: number; error: Refusal } | null> {
      for (const chosen of chosenFiles(form)) {
        try {
          const { uploadMedia } = await graph.run(UploadMediaDocument, { input: { data: chosen.bytes.toString('base64') } }, consoleCaller(request));
          chosen.put(uploadMedia.url);
        } catch (err) {
          const { status, error } = refusal(err);
          return { status, error: { message: `${chosen.where}: ${error.message.replace(/^The data is/, 'The file is').replace(/^data /, 'The file ')}`, field: chosen.field } };
        }
      }
      return null;
    }

    const draft = async (request: FastifyRequest, id: string) => (await graph.run(GetSurveyDocument, { id }, consoleCaller(request))).survey;

    /** Create (id null) or save: row buttons re-render; Save stores the whole draft or nothing. */
    async function submit(request: FastifyRequest<{ Body: DraftBody }>, reply: FastifyReply, id: string | null) {
      const survey = id ? await draft(request, id) : null;
      let form = readDraftForm(request.body);
      const refused = await storeFiles(request, form);
      if (refused) return editorPage(reply.code(refused.status), request, survey, withoutFiles(form), { error: refused.error });
      const action = rowAction(request.body.action);
      if (action) {
        form = applyRowAction(form, action);
        return editorPage(reply, request, survey, form, { notice: UNSAVED });
      }
      try {
        const input = surveyInputOf(form);
        if (id) {
          await graph.run(UpdateSurveyDocument, { id, input }, consoleCaller(request));
          return reply.redirect(`/console/surveys/${id}/edit?done=saved`, 303);
        }
        const { createSurvey } = await graph.run(CreateSurveyDocument, { input }, consoleCaller(request));
        return reply.redirect(`/console/surveys/${createSurvey.id}/edit?done=created`, 303);
      } catch (err) {
        const { status, error } = refusal(err);
        return editorPage(reply.code(status), request, survey, form, { error });
      }
    }

    app.get('/surveys/new', { preHandler: signedInFor('/console/surveys/new') }, async (request, reply) => editorPage(reply, request, null, blankDraft()));

    app.post<{ Body: DraftBody }>('/surveys', { schema: { body: DraftBody }, preHandler: [signedIn, csrf] }, async (request, reply) => submit(request, reply, null));

    app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof DoneQuery> }>(
      '/surveys/:id/edit',
      { schema: { params: IdParams, querystring: DoneQuery }, preHandler: signedIn },
      async (request, reply) => {
        const survey = await draft(request, request.params.id);
        // Only drafts change; a published survey's page is its results.
        if (survey.status !== 'unpublished') return reply.redirect(`/results/${survey.id}`, 303);
        const notice = request.query.done ? NOTICES[request.query.done] : null;
        if (!editableInConsole(survey)) {
          const error = { message: 'This draft has mockup, product or image-set options, which the console does not edit yet. Change it through the API.', field: null };
          return render(reply, request, 'survey-edit', {
            title: `Edit ${survey.name || 'draft'}`,
            survey,
            form: null,
            error,
            notice,
            canPublish: roleScopes(request.consoleUser!.role).includes('spend'),
          });
        }
        return editorPage(reply, request, survey, draftFormOf(survey), { notice, saved: true });
      },
    );

    app.post<{ Params: Static<typeof IdParams>; Body: DraftBody }>(
      '/surveys/:id',
      { schema: { params: IdParams, body: DraftBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => submit(request, reply, request.params.id),
    );

    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/surveys/:id/duplicate',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf] },
      async (request, reply) => {
        const { duplicateSurvey } = await graph.run(DuplicateSurveyDocument, { id: request.params.id }, consoleCaller(request));
        return reply.redirect(`/console/surveys/${duplicateSurvey.id}/edit?done=duplicated`, 303);
      },
    );

    // The live quote (console.js): the form's fields, urlencoded; answers JSON.
    app.post<{ Body: DraftBody }>('/surveys/quote', { schema: { body: DraftBody, response: { 200: QuoteAnswer } }, preHandler: [signedIn, csrf] }, async (request, reply) => {
      const quote = await formQuote(request, readDraftForm(request.body));
      return reply.send(
        quote
          ? { amount: quote.amount, credits: quote.credits, amountText: money(quote.amount), text: quoteText(quote) }
          : { amount: null, credits: null, amountText: null, text: null },
      );
    });
  };

/** The form without the files that were not stored (their bytes are not shown again). */
function withoutFiles(form: DraftForm): DraftForm {
  return { ...form, questions: form.questions.map(({ contextFile: _c, ...q }) => ({ ...q, options: q.options.map(({ file: _f, ...o }) => o) })) };
}
