import { createHash, randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FacadeDeps } from '../../deps';
import { ApiError, statusOf } from '../../../graph-client/errors';
import { centsToUsd, creditsToUnits, unitsToCents, unitsToCredits } from '../../../platform/money';
import { fromPublicId } from '../../../platform/ids';
import { CsrfField } from '../forms';
import { signedInFor, spendersOnly } from '../guards';
import { countryName, render, shownOnForm, type PageContext } from '../render';
import { consoleCaller } from '../session';
import { claimAndRun } from '../../idempotent-run';
import { DefaultCardDocument, PublishCheckoutDocument, PublishSurveyDocument, StopSurveyDocument } from '../../../graph-client/generated';

const spender = spendersOnly('Only owners and admins publish or stop surveys: publishing spends the team’s credits and card. Ask one of them.');

// The console's own links carry the UUID; a pasted `srv_` id from the API works too.
const IdParams = Type.Object({ id: Type.Union([Type.String({ format: 'uuid' }), Type.String({ pattern: '^srv_[0-9a-f]{32}$' })]) }, { additionalProperties: false });
const PublishBody = Type.Object(
  {
    ...CsrfField,
    // Made when the page was shown: every send of that page is the same publish.
    idempotencyKey: Type.String({ format: 'uuid' }),
    // The cost the page showed: publish refuses another (quote_changed), as v2 with expectedCost.
    expectedAmount: Type.Number({ minimum: 0, maximum: 10_000_000 }),
    expectedCredits: Type.Number({ minimum: 0, maximum: 10_000_000 }),
  },
  { additionalProperties: false },
);
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });
type IdParams = Static<typeof IdParams>;

/** How long a second send of the same form waits for the first to finish before showing the survey anyway. */
const IN_FLIGHT_WAIT_MS = 20_000;

/** What publishing takes from credits and from the card: credits first, the rest on the card (the billing domain's plan). */
export function fundingOf(costCredits: number, balanceCredits: number): { credits: number; card: number; creditsLeft: number } {
  const cost = creditsToUnits(costCredits);
  const available = Math.max(0, creditsToUnits(balanceCredits));
  const fromCredits = Math.min(available, cost);
  return { credits: unitsToCredits(fromCredits), card: centsToUsd(unitsToCents(cost - fromCredits)), creditsLeft: unitsToCredits(available - fromCredits) };
}

const surveyUuid = (id: string) => (id.startsWith('srv_') ? fromPublicId('srv', id) : id);
const noSurvey = () => new ApiError('not_found', 'survey_not_found', 'There is no such survey in your team’s data shown here.');

/**
 * Publishing a draft from the console (issue 42): a confirmation page that shows what publishing
 * costs and how it is paid, and the form that publishes through the same idempotent path as
 * POST /v2/surveys/{id}/publish (an idempotency key claimed for the caller, then the domain's
 * publish under that key with the cost shown as expectedCost). Stopping a collecting survey.
 * Owners and admins only: both spend (or end what was paid for).
 */
export const surveyPublishRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);
    // Signed out (a session that ended while the page was open): sign in, then back to a page, never to a form's address.
    const signedInTo = (page: (id: string) => string) => async (request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) =>
      signedInFor(page(request.params.id))(request, reply);
    const signedIn = signedInTo((id) => `/console/surveys/${id}/publish`);
    const signedInStop = signedInTo((id) => `/console/results/${id}`);

    async function confirmationPage(reply: FastifyReply, request: FastifyRequest, rawId: string, error: PageError | null = null) {
      const id = surveyUuid(rawId);
      if (!id) throw noSurvey();
      const caller = consoleCaller(request);
      // Reading the survey records a fresh quote: the price publish honours is the one shown here.
      const { survey, creditBalance } = await graph.run(PublishCheckoutDocument, { id }, caller);
      const quote = survey.status === 'unpublished' ? survey.quote : null;
      const funding = quote ? fundingOf(quote.credits, creditBalance.credits) : null;
      const card = funding && funding.card > 0 ? (await graph.run(DefaultCardDocument, {}, caller)).creditBalance.defaultCard : null;
      return render(reply, request, 'survey-publish', {
        title: `Publish ${survey.name || 'survey'}`,
        survey,
        country: countryName(survey.country),
        quote,
        balance: creditBalance,
        funding,
        card,
        // Nothing to pay with: no publish button, the way to Billing instead.
        blocked: !quote || quote.planRequired != null || (funding!.card > 0 && !card),
        idempotencyKey: randomUUID(),
        error,
      });
    }

    app.get<{ Params: IdParams }>('/surveys/:id/publish', { schema: { params: IdParams }, preHandler: [signedIn, spender] }, async (request, reply) =>
      confirmationPage(reply, request, request.params.id),
    );

    app.post<{ Params: IdParams; Body: Static<typeof PublishBody> }>(
      '/surveys/:id/publish',
      { schema: { params: IdParams, body: PublishBody }, preHandler: [signedIn, csrf, spender] },
      async (request, reply) => {
        const id = surveyUuid(request.params.id);
        if (!id) throw noSurvey();
        const { idempotencyKey, expectedAmount, expectedCredits } = request.body;
        const caller = consoleCaller(request);
        // Its own namespace: a console form's key never meets an integrator's Idempotency-Key.
        const key = `console-${idempotencyKey}`;
        const fingerprint = createHash('sha256').update(`POST /console/surveys/${id}/publish\n${expectedAmount}\n${expectedCredits}`).digest('hex');
        let outcome: 'published' | 'publishing';
        try {
          // A send of the same form a moment ago (a double click) is waited for, not run again;
          // past the wait the survey's page says it is still publishing and shows the outcome.
          const run = await claimAndRun(
            graph,
            caller,
            key,
            fingerprint,
            () => graph.run(PublishSurveyDocument, { id, idempotencyKey: key, expectedCost: { amount: expectedAmount, credits: expectedCredits } }, caller),
            { waitMs: IN_FLIGHT_WAIT_MS },
          );
          outcome = run.state === 'in_flight' ? 'publishing' : 'published';
        } catch (err) {
          if (!onForm(err)) throw err;
          return confirmationPage(reply.code(statusOf(err.kind)), request, id, pageError(err));
        }
        return reply.redirect(`/console/results/${id}?done=${outcome}`, 303);
      },
    );

    app.post<{ Params: IdParams; Body: Static<typeof EmptyBody> }>(
      '/surveys/:id/stop',
      { schema: { params: IdParams, body: EmptyBody }, preHandler: [signedInStop, csrf, spender] },
      async (request, reply) => {
        const id = surveyUuid(request.params.id);
        if (!id) throw noSurvey();
        // Stop is safe to repeat: a survey that is not collecting is left as it is (docs/decisions.md).
        await graph.run(StopSurveyDocument, { id }, consoleCaller(request));
        return reply.redirect(`/console/results/${id}?done=stopped`, 303);
      },
    );
  };

const HEADLINES: Record<string, string> = {
  quote_changed: 'The price changed since this page was shown',
  card_declined: 'The card was declined',
  card_authentication_required: 'The card needs the cardholder to confirm this payment',
  insufficient_credits: 'Your credits do not cover this survey and no card is saved',
  survey_already_published: 'This survey is already published',
  // The billing domain's code when another person's publish of this survey holds its order.
  idempotency_in_flight: 'Someone else is publishing this survey right now',
  plan_required: 'This survey needs another plan',
  idempotency_mismatch: 'This form was already used',
};

/** A refusal shown on the confirmation page; not-found and role refusals are error pages. */
function onForm(err: unknown): err is ApiError {
  if (err instanceof ApiError && err.kind === 'unavailable') return true;
  return shownOnForm(err) && err.kind !== 'not_found' && err.kind !== 'forbidden';
}

interface PageError {
  code: string;
  /** In plain words, above the domain's own message. */
  headline: string;
  message: string;
  /** quote_changed: the price now. */
  newCost: { amount: number; credits: number } | null;
  /** Card refusals: where the card is replaced. */
  portalUrl: string | null;
}

function pageError(err: ApiError): PageError {
  const extra = err.extra ?? {};
  const current = extra.currentCost as { amount: number; credits: number } | undefined;
  return {
    code: err.code,
    headline: HEADLINES[err.code] ?? 'The survey was not published',
    message: err.message,
    newCost: current ? { amount: current.amount, credits: current.credits } : null,
    portalUrl: typeof extra.billingPortalUrl === 'string' ? extra.billingPortalUrl : null,
  };
}
