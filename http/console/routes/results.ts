import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleScopes, systemPrincipal } from '../../../platform/principal';
import { MIN_SHARED_GROUP } from '../../../subgraphs/surveys';
import { sendCsv } from '../../csv-reply';
import { REPORT_FILE_PATTERN, reportFile, sendReport } from '../../report-reply';
import type { FacadeDeps } from '../../deps';
import { ApiError } from '../../../graph-client/errors';
import type { CallerContext } from '../../../graph-client/graph-client';
import { anonymousCaller } from '../../../graph-client/graph-client';
import { CsrfField } from '../forms';
import { managersOnly } from '../guards';
import { errorPage, render, type PageContext } from '../render';
import { questionModels, segmentKey, segmentsOf, typeName, type ResultsSurvey } from '../results-model';
import { sessionPrincipal } from '../session';
import {
  CreateShareLinkDocument,
  PinResponseDocument,
  ProjectPageDocument,
  RateResponseDocument,
  ResultsSurveyDocument,
  RevokeShareLinkDocument,
  ShareLinksDocument,
  SharedSurveyDocument,
  SurveyProgressDocument,
  SurveyReportsDocument,
  SurveyResultsAndResponsesDocument,
  SurveyResultsDocument,
} from '../../../graph-client/generated';

const manager = managersOnly('Only owners and admins share results, pin and rate responses.');

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
// Any token shape reaches the lookup, so a mangled link gets the same 404 as a revoked one.
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const ReportParams = Type.Object({ id: Type.String({ format: 'uuid' }), file: Type.String({ pattern: REPORT_FILE_PATTERN }) }, { additionalProperties: false });
const SharedReportParams = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), file: Type.String({ pattern: REPORT_FILE_PATTERN }) },
  { additionalProperties: false },
);
const LinkParams = Type.Object({ id: Type.String({ format: 'uuid' }), linkId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ResponseParams = Type.Object({ id: Type.String({ format: 'uuid' }), responseId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ViewQuery = Type.Object(
  { segment: Type.Optional(Type.String({ maxLength: 200 })), compare: Type.Optional(Type.String({ maxLength: 200 })), done: Type.Optional(Type.String({ maxLength: 20 })) },
  // Pasted links carry tracking parameters (utm_*, fbclid): they are ignored, not refused.
  { additionalProperties: true },
);
const CsvQuery = Type.Object({ layout: Type.Optional(Type.Union([Type.Literal('long'), Type.Literal('wide')])) }, { additionalProperties: false });
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
const PinBody = Type.Object(
  { ...CsrfField, pinned: Type.Union([Type.Literal('true'), Type.Literal('false')]), back: Type.Optional(Type.String({ maxLength: 400 })) },
  { additionalProperties: false },
);
const RateBody = Type.Object(
  { ...CsrfField, rating: Type.Union([Type.Literal('helpful'), Type.Literal('not_helpful')]), back: Type.Optional(Type.String({ maxLength: 400 })) },
  { additionalProperties: false },
);
type ViewQuery = Static<typeof ViewQuery>;

interface Progress {
  status: string;
  numResponses: number;
  sampleSize: number;
  estimate: string | null;
}

const NOTICES: Record<string, string> = {
  shared: 'A new share link is ready: anyone with it can see these results, until you revoke it.',
  revoked: 'The share link is revoked: it opens nothing from now on.',
  pinned: 'Pinned: the explanation now comes first.',
  unpinned: 'Unpinned.',
  rated: 'Your rating is saved.',
  rejected: 'Marked not helpful: that person’s answers no longer count, and a replacement is being collected.',
  capped: 'This survey already has as many not-helpful flags as your plan allows (10% of the sample). Remove a flag to free a place.',
  published: 'Published and paid: collection has started.',
  publishing: 'Your publish is still being processed. Reload this page in a moment to see the survey collecting.',
  stopped: 'Stopped: no more responses are collected, and the results below are final.',
};

/** Where a form goes back to: this survey's page, with its filter (never another site). */
const backTo = (id: string, back: string | undefined, done: string) => {
  const query = back && /^\?[A-Za-z0-9._~%&=+:-]*$/.test(back) ? new URLSearchParams(back.slice(1)) : new URLSearchParams();
  query.set('done', done);
  return `/console/results/${id}?${query.toString()}`;
};

/**
 * The results pages (docs/decisions.md "Results pages"): a survey's results for its team, the
 * same read-only for anyone with a share link, and project pages. The page reads the survey's
 * own numbers through GraphQL, draws the report's charts (deps.charts) as SVG images, and polls
 * its progress while it collects.
 */
export const resultsRoutes = ({ graph, exports, charts }: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);

    /** A person's caller in one mode: the session's team, as the console shows it. */
    const sessionCaller = (request: FastifyRequest, live: boolean): CallerContext => ({
      principal: sessionPrincipal(request.consoleUser!, live ? 'live' : 'test'),
      requestId: request.id,
      log: request.log,
    });

    /**
     * Runs a read as the person in the mode the console shows, else in the other one: results and
     * project links name no mode. Answers what the first mode that finds it returns, with its caller.
     */
    async function inEitherMode<T>(request: FastifyRequest, read: (caller: CallerContext, live: boolean) => Promise<T>): Promise<{ caller: CallerContext; value: T } | null> {
      const first = request.consoleMode === 'live';
      for (const live of [first, !first]) {
        const caller = sessionCaller(request, live);
        try {
          return { caller, value: await read(caller, live) };
        } catch (err) {
          if (!(err instanceof ApiError) || err.kind !== 'not_found') throw err;
        }
      }
      return null;
    }
    const noSurvey = () => new ApiError('not_found', 'survey_not_found', 'There is no such survey in your team.');

    /** The survey as a results page shows it, and the caller that found it. */
    async function surveyFor(request: FastifyRequest, id: string): Promise<{ survey: ResultsSurvey; caller: CallerContext }> {
      const found = await inEitherMode(request, async (caller, live) => {
        const { storedSurvey } = await graph.run(ResultsSurveyDocument, { id }, caller);
        return { ...storedSurvey, livemode: live };
      });
      if (!found) throw noSurvey();
      return { survey: found.value, caller: found.caller };
    }

    /** The caller that finds the survey, with its progress: a cheap read, no quote. */
    async function progressFor(request: FastifyRequest, id: string): Promise<{ caller: CallerContext; progress: Progress }> {
      const found = await inEitherMode(request, (caller) => progress(caller, id));
      if (!found) throw noSurvey();
      return { caller: found.caller, progress: found.value };
    }

    /** The caller a share link stands for: read-only, the survey's team in its mode. */
    async function sharedCaller(request: FastifyRequest, token: string): Promise<{ caller: CallerContext; surveyId: string } | null> {
      const { sharedSurvey } = await graph.run(SharedSurveyDocument, { token }, anonymousCaller(request));
      if (!sharedSurvey) return null;
      const principal = systemPrincipal({ teamId: sharedSurvey.teamId, teamName: 'shared results', livemode: sharedSurvey.livemode }, `share:${sharedSurvey.linkId}`);
      return { caller: { principal, requestId: request.id, log: request.log }, surveyId: sharedSurvey.surveyId };
    }

    async function showResults(request: FastifyRequest, reply: FastifyReply, survey: ResultsSurvey, caller: CallerContext, query: ViewQuery, shared: string | null) {
      const [{ surveyResults, questionResponses }, { surveyExports }] = await Promise.all([
        graph.run(
          SurveyResultsAndResponsesDocument,
          // A filtered view picks its group's explanations from more of them.
          { id: survey.id, perQuestion: query.segment ? 200 : 8 },
          caller,
        ),
        graph.run(SurveyReportsDocument, { surveyId: survey.id }, caller),
      ]);
      const segments = segmentsOf(surveyResults, shared === null ? 0 : MIN_SHARED_GROUP);
      const known = (raw: string | undefined) => segments.find((s) => segmentKey(s) === raw) ?? null;
      const segment = known(query.segment);
      const compare = segment ? known(query.compare) : null;
      const questions = await questionModels(survey, surveyResults, questionResponses, { segment, compare, charts, shared: shared !== null, log: request.log });
      const base = shared === null ? `/console/results/${survey.id}` : `/console/shared/${shared}`;
      // Report files are served through the page's own check (a session, or the live share link).
      const reports = surveyExports.reports
        .filter((r) => r.language === 'en' || surveyExports.reports.every((x) => x.language !== 'en'))
        .map((r) => ({ ...r, url: `${base}/reports/${reportFile(r)}` }));
      const preview = reports.find((r) => r.format === 'png' && r.isPreview) ?? null;
      const links = shared === null && request.consoleUser?.role !== 'member' ? (await graph.run(ShareLinksDocument, { surveyId: survey.id }, caller)).shareLinks : [];
      return render(reply, request, 'results', {
        title: survey.name || 'Survey results',
        survey,
        questions,
        typeName,
        segments: segments.map(segmentKey),
        segment: segment ? segmentKey(segment) : '',
        compare: compare ? segmentKey(compare) : '',
        csvReady: surveyExports.csvReady,
        pdf: reports.find((r) => r.format === 'pdf') ?? null,
        png: reports.find((r) => r.format === 'png' && !r.isPreview) ?? null,
        ogImage: preview ? `${page.baseUrl()}${preview.url}` : null,
        base,
        shared: shared !== null,
        manage: shared === null && request.consoleUser?.role !== 'member',
        // Publish and stop (http/console/routes/survey-publish.ts) act in the mode the console shows.
        spend: shared === null && request.consoleUser !== null && roleScopes(request.consoleUser.role).includes('spend') && survey.livemode === (request.consoleMode === 'live'),
        links: links.map((l) => ({ ...l, url: `${page.baseUrl()}/console/shared/${l.token}` })),
        // The page reloads itself when collection ends, keeping its address: "published" is news only while it collects.
        notice: query.done && !(query.done === 'published' && survey.status !== 'in-progress') ? (NOTICES[query.done] ?? null) : null,
        noticeKind: query.done === 'capped' ? 'warning' : 'success',
        estimate: estimateText(survey),
        // Forms on the page come back to the same filter.
        back: filterQuery(segment ? segmentKey(segment) : null, compare ? segmentKey(compare) : null),
      });
    }

    /** Signed-in people only; strangers get the sign-in page and come back here. */
    const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.consoleUser) return reply.redirect(`/console/sign-in?next=${encodeURIComponent(request.url)}`, 303);
    };

    app.get<{ Params: Static<typeof IdParams>; Querystring: ViewQuery }>(
      '/results/:id',
      { schema: { params: IdParams, querystring: ViewQuery }, preHandler: signedIn },
      async (request, reply) => {
        const { survey, caller } = await surveyFor(request, request.params.id);
        return showResults(request, reply, survey, caller, request.query, null);
      },
    );

    app.get<{ Params: Static<typeof TokenParams>; Querystring: ViewQuery }>(
      '/shared/:token',
      { schema: { params: TokenParams, querystring: ViewQuery } },
      async (request, reply) => {
        const found = await sharedCaller(request, request.params.token);
        if (!found) return errorPage(reply, request, 404, 'This link does not work', 'The share link was revoked or never existed. Ask the person who sent it for a new one.');
        const { storedSurvey: survey } = await graph.run(ResultsSurveyDocument, { id: found.surveyId }, found.caller);
        return showResults(request, reply, survey, found.caller, request.query, request.params.token);
      },
    );

    // Progress while collecting, for the page's poll: counts and the completion estimate.
    async function progress(caller: CallerContext, id: string): Promise<Progress> {
      const { storedSurvey: survey } = await graph.run(SurveyProgressDocument, { id }, caller);
      return { status: survey.status, numResponses: survey.numResponses, sampleSize: survey.sampleSize, estimate: estimateText(survey) };
    }
    app.get<{ Params: Static<typeof IdParams> }>('/results/:id/progress', { schema: { params: IdParams }, preHandler: signedIn }, async (request) => {
      return (await progressFor(request, request.params.id)).progress;
    });
    app.get<{ Params: Static<typeof TokenParams> }>('/shared/:token/progress', { schema: { params: TokenParams } }, async (request, reply) => {
      const found = await sharedCaller(request, request.params.token);
      if (!found) return reply.code(404).send({ error: 'not_found' });
      return progress(found.caller, found.surveyId);
    });

    // Downloads: the CSV through the same export path as the APIs, in either layout.
    // A shared CSV has no trait columns: it is the shared page's, which says less.
    const csv = (reply: FastifyReply, caller: CallerContext, id: string, layout: 'long' | 'wide' | undefined, shared = false) =>
      sendCsv(reply, {
        graph,
        exports,
        caller,
        surveyId: id,
        layout: layout ?? 'long',
        ids: 'prefixed',
        status: 'valid',
        traits: !shared,
        filename: `survey-${id}-${layout ?? 'long'}`,
      });
    app.get<{ Params: Static<typeof IdParams>; Querystring: Static<typeof CsvQuery> }>(
      '/results/:id/export.csv',
      { schema: { params: IdParams, querystring: CsvQuery }, preHandler: signedIn },
      async (request, reply) => {
        const { caller } = await progressFor(request, request.params.id);
        return csv(reply, caller, request.params.id, request.query.layout);
      },
    );
    app.get<{ Params: Static<typeof TokenParams>; Querystring: Static<typeof CsvQuery> }>(
      '/shared/:token/export.csv',
      { schema: { params: TokenParams, querystring: CsvQuery } },
      async (request, reply) => {
        const found = await sharedCaller(request, request.params.token);
        if (!found) return errorPage(reply, request, 404, 'This link does not work', 'The share link was revoked or never existed.');
        return csv(reply, found.caller, found.surveyId, request.query.layout, true);
      },
    );

    // Report files: the session's team, or a live share link (revoking it closes them too).
    app.get<{ Params: Static<typeof ReportParams> }>('/results/:id/reports/:file', { schema: { params: ReportParams }, preHandler: signedIn }, async (request, reply) => {
      const { caller } = await progressFor(request, request.params.id);
      return sendReport(reply, { graph, caller, surveyId: request.params.id, file: request.params.file });
    });
    app.get<{ Params: Static<typeof SharedReportParams> }>('/shared/:token/reports/:file', { schema: { params: SharedReportParams } }, async (request, reply) => {
      const found = await sharedCaller(request, request.params.token);
      if (!found) return errorPage(reply, request, 404, 'This link does not work', 'The share link was revoked or never existed.');
      return sendReport(reply, { graph, caller: found.caller, surveyId: found.surveyId, file: request.params.file });
    });

    // Sharing, pinning and rating: owners and admins, the same domain operations as v1.
    app.post<{ Params: Static<typeof IdParams>; Body: Static<typeof EmptyBody> }>(
      '/results/:id/share',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { caller } = await progressFor(request, request.params.id);
        await graph.run(CreateShareLinkDocument, { surveyId: request.params.id }, caller);
        return reply.redirect(`/console/results/${request.params.id}?done=shared#sharing`, 303);
      },
    );
    app.post<{ Params: Static<typeof LinkParams>; Body: Static<typeof EmptyBody> }>(
      '/results/:id/share/:linkId/revoke',
      { schema: { params: LinkParams, body: EmptyBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { caller } = await progressFor(request, request.params.id);
        await graph.run(RevokeShareLinkDocument, { id: request.params.linkId }, caller);
        return reply.redirect(`/console/results/${request.params.id}?done=revoked#sharing`, 303);
      },
    );
    app.post<{ Params: Static<typeof ResponseParams>; Body: Static<typeof PinBody> }>(
      '/results/:id/responses/:responseId/pin',
      { schema: { params: ResponseParams, body: PinBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { caller } = await progressFor(request, request.params.id);
        const pinned = request.body.pinned === 'true';
        await graph.run(PinResponseDocument, { responseId: request.params.responseId, pinned }, caller);
        return reply.redirect(backTo(request.params.id, request.body.back, pinned ? 'pinned' : 'unpinned'), 303);
      },
    );
    app.post<{ Params: Static<typeof ResponseParams>; Body: Static<typeof RateBody> }>(
      '/results/:id/responses/:responseId/rate',
      { schema: { params: ResponseParams, body: RateBody }, preHandler: [signedIn, csrf, manager] },
      async (request, reply) => {
        const { caller } = await progressFor(request, request.params.id);
        try {
          await graph.run(RateResponseDocument, { responseId: request.params.responseId, rating: request.body.rating, comment: null }, caller);
        } catch (err) {
          // Over the flag cap (409): the page says so rather than failing.
          if (!(err instanceof ApiError) || err.code !== 'flag_limit_reached') throw err;
          return reply.redirect(backTo(request.params.id, request.body.back, 'capped'), 303);
        }
        return reply.redirect(backTo(request.params.id, request.body.back, request.body.rating === 'helpful' ? 'rated' : 'rejected'), 303);
      },
    );

    // A project: its surveys with status and each one's leading answer.
    app.get<{ Params: Static<typeof IdParams> }>('/projects/:id', { schema: { params: IdParams }, preHandler: signedIn }, async (request, reply) => {
      // Projects belong to one mode, and a project link names none.
      const found = await inEitherMode(request, (caller) =>
        graph.run(ProjectPageDocument, { id: request.params.id, filter: { page: 1, limit: 100, projectIds: [request.params.id] } }, caller),
      );
      if (!found) return errorPage(reply, request, 404, 'Project not found', 'There is no such project in your team.');
      const { caller } = found;
      const { project, searchSurveys } = found.value;
      const surveys = await Promise.all(
        searchSurveys.nodes.map(async (s) => {
          if (!s.completedAt) return { ...s, winner: null };
          const { surveyResults } = await graph.run(SurveyResultsDocument, { surveyId: s.id, breakdowns: false }, caller);
          const first = surveyResults.find((r) => r.winningOptionId);
          return { ...s, winner: first?.options.find((o) => o.id === first.winningOptionId)?.label ?? null };
        }),
      );
      return render(reply, request, 'project', { title: project.name, project, surveys, more: (searchSurveys.total ?? surveys.length) - surveys.length, wide: true });
    });
  };

/** `?segment=…&compare=…` of the view shown, or '' for everyone. */
function filterQuery(segment: string | null, compare: string | null): string {
  const q = new URLSearchParams();
  if (segment) q.set('segment', segment);
  if (compare) q.set('compare', compare);
  return q.size ? `?${q.toString()}` : '';
}

function estimateText(s: Pick<ResultsSurvey, 'status' | 'completionEstimate'>): string | null {
  if (s.status !== 'in-progress' || !s.completionEstimate) return null;
  const m = s.completionEstimate.estimatedMinutes;
  // The estimate is of the whole collection (spec: completionEstimate), not of what is left.
  return m == null ? null : m < 90 ? `a survey like this takes about ${Math.max(1, Math.round(m))} minutes` : `a survey like this takes about ${Math.round(m / 60)} hours`;
}
