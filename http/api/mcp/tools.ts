import { createHash, randomUUID } from 'node:crypto';
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Scope } from '../../../platform/principal';
import type { CallerContext, GraphClient } from '../../../graph-client/graph-client';
import * as v2 from '../v2/actions';
import { requestFingerprint } from '../idempotency';
import { runIdempotently } from '../../idempotent-run';
import { Survey, SurveyCreateBody, SurveyIdParams, SurveyList, SurveyListQuery, SurveyPublishResult, SurveyUpdateBody } from '../v2/surveys/schemas';
import { SurveyResponseList, SurveyResponsesQuery } from '../v2/responses/schemas';
import { TraitList, TraitsQuery } from '../v2/traits/schemas';
import { CreditBalance, OrderCreateBody, OrderCreated } from '../v2/billing/schemas';
import { getSurveyResults, SurveyResults, SurveyResultsArgs } from './survey-results';
import { csvLink, CsvLink, CsvLinkArgs, getQuote, SurveyQuote } from './links';

/**
 * The tools an agent calls over MCP (issue 39). Each does what its v2 route does (http/api/v2/
 * actions.ts: the same GraphQL operations, the same v2 object), with the v2 schemas as its
 * input and output schemas: one contract, three transports. A tool never reaches data any other way.
 */
export interface McpTool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  /** The arguments, validated as the v2 route validates its input (unknown ones refused). */
  input: S;
  /** What `structuredContent` holds: the v2 object. */
  output: TSchema;
  /** The scope the credential needs, as on the v2 route. */
  scope: Scope;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  run(graph: GraphClient, caller: CallerContext, input: Static<S>): Promise<object>;
}

const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
/** Makes something new each call (a retry makes another). */
const CREATE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;
/** Changes or ends what exists; the same call again changes nothing more. */
const CHANGE = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false } as const;

/** Spends money: a person should see it first; the same call again spends nothing more. */
const SPEND = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true } as const;

/**
 * The Idempotency-Key of a publish call, derived from what it asks (the credential, the survey
 * and the cost it accepts): an agent's retry of the call is the same key, so it resumes or
 * replays the first attempt and never charges twice.
 */
function publishKey(caller: CallerContext, id: string, cost: { amount: number; credits: number }): string {
  const p = caller.principal;
  // An OAuth access token is replaced at each refresh: the agent (app, person, team, mode) is what stays.
  const who = p?.kind === 'oauth' ? `oauth:${p.name}:${p.user?.id}:${p.team.id}:${p.livemode}` : (p?.credentialId ?? 'anonymous');
  return `mcp_${createHash('sha256').update(`${who}\n${id}\n${cost.amount}\n${cost.credits}`).digest('hex')}`;
}

/** Publishes under the call's key as v2 does under an Idempotency-Key header: claimed, run once, replayed. */
function publishOnce(graph: GraphClient, caller: CallerContext, id: string, cost: { amount: number; credits: number }): Promise<object> {
  const key = publishKey(caller, id, cost);
  const fingerprint = requestFingerprint('MCP', 'publish_survey', { id, cost });
  return runIdempotently(graph, caller, key, fingerprint, () => v2.publishSurvey(graph, caller, id, key, cost));
}

const tool = <S extends TSchema>(t: McpTool<S>): McpTool => t;

/** A survey named by its v2 id, as the v2 paths take it (list_surveys lists them). */
const SurveyRef = SurveyIdParams;
const surveyIdArg = SurveyIdParams.properties.id;
const NoArguments = Type.Object({}, { additionalProperties: false });

export const MCP_TOOLS: readonly McpTool[] = [
  tool({
    name: 'list_traits',
    title: 'List traits',
    description:
      'The targeting and reporting traits of a respondent country (US when omitted). A survey targets respondents by the permalinks of targeting traits and breaks results down by reporting traits.',
    input: TraitsQuery,
    output: TraitList,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, args) => v2.listTraits(graph, caller, args),
  }),
  tool({
    name: 'list_surveys',
    title: 'List surveys',
    description: "The team's surveys, newest first, in pages: pass `nextCursor` back as `cursor` while `hasMore` is true.",
    input: SurveyListQuery,
    output: SurveyList,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, args) => v2.listSurveys(graph, caller, args),
  }),
  tool({
    name: 'get_survey',
    title: 'Get a survey',
    description:
      'One survey with its questions, status and a fresh cost quote (USD and credits, recorded: publishing honours the latest), and whether the credit balance covers it.',
    input: SurveyRef,
    output: Survey,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, { id }) => v2.getSurvey(graph, caller, id),
  }),
  tool({
    name: 'get_quote',
    title: 'Get a quote',
    description:
      "A fresh cost quote for a survey (USD if paid wholly by card, and credits), recorded: publishing honours the latest quote. Says whether the team's credits cover it. Show it to the person, then pass `cost` to publish_survey as expectedCost.",
    input: SurveyRef,
    output: SurveyQuote,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, { id }) => getQuote(graph, caller, id),
  }),
  tool({
    name: 'create_survey',
    title: 'Create a draft survey',
    description:
      'A draft survey (nothing is charged): a name, a respondent country, a sample size, targeting trait permalinks, and either questions (1 to 10, of any type the API has) or a template. Answers the draft with its cost quote and the credit balance. Each call makes a new draft: to retry safely, set externalId and look for it with list_surveys first.',
    input: SurveyCreateBody,
    output: Survey,
    scope: 'write',
    annotations: CREATE,
    run: (graph, caller, args) => v2.createSurvey(graph, caller, args),
  }),
  tool({
    name: 'update_survey',
    title: 'Edit a draft survey',
    description:
      "Changes a draft: the fields given in `changes` replace the draft's (questions as a whole list). A published survey cannot be edited. Answers the draft with its new quote.",
    input: Type.Object({ id: surveyIdArg, changes: SurveyUpdateBody }, { additionalProperties: false }),
    output: Survey,
    scope: 'write',
    annotations: CHANGE,
    run: (graph, caller, { id, changes }) => v2.updateSurvey(graph, caller, id, changes),
  }),
  tool({
    name: 'publish_survey',
    title: 'Publish a survey (spends credits, then charges the card)',
    description:
      "Pays for a draft and starts collecting responses: the team's credits first, then the default card for any shortfall. Pass the cost get_survey showed you as `expectedCost`; if the price is not that any more the call is refused (quote_changed) and nothing is charged. Show the cost to the person before calling. Retrying the same call never charges twice. With a test-mode credential (sk_test_…) nothing real is charged and a simulated panel answers within minutes.",
    input: Type.Object(
      {
        id: surveyIdArg,
        expectedCost: Type.Object(
          {
            amount: Type.Number({ minimum: 0, description: 'cost.amount from get_survey (USD).' }),
            credits: Type.Number({ minimum: 0, description: 'cost.credits from get_survey.' }),
          },
          // The survey's `cost` as get_survey showed it may be passed whole: its other fields are not compared.
          { additionalProperties: true, description: 'The `cost` get_survey showed (at least its amount and credits).' },
        ),
      },
      { additionalProperties: false },
    ),
    output: SurveyPublishResult,
    scope: 'spend',
    annotations: SPEND,
    run: (graph, caller, { id, expectedCost }) => {
      const cost = { amount: expectedCost.amount, credits: expectedCost.credits };
      return publishOnce(graph, caller, id, cost);
    },
  }),
  tool({
    name: 'stop_survey',
    title: 'Stop a survey',
    description: 'Stops collecting responses for a survey in progress; the responses so far stay. Safe to retry.',
    input: SurveyRef,
    output: Survey,
    scope: 'write',
    annotations: CHANGE,
    run: (graph, caller, { id }) => v2.stopSurvey(graph, caller, id),
  }),
  tool({
    name: 'duplicate_survey',
    title: 'Duplicate a survey',
    description:
      'Copies a survey (any status) into a new draft with a fresh quote: questions, targeting, reporting and template; not its externalId, responses or orders. Each call makes a new draft.',
    input: SurveyRef,
    output: Survey,
    scope: 'write',
    annotations: CREATE,
    run: (graph, caller, { id }) => v2.duplicateSurvey(graph, caller, id),
  }),
  tool({
    name: 'list_responses',
    title: 'List responses',
    description:
      "A survey's responses, newest first, each with the respondent's written explanation, in pages (pass `nextCursor` back as `cursor` while `hasMore`); valid ones unless `status` says otherwise, one question's with `question`.",
    input: Type.Composite([SurveyRef, SurveyResponsesQuery], { additionalProperties: false }),
    output: SurveyResponseList,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, { id, ...query }) => v2.listResponses(graph, caller, id, query),
  }),
  tool({
    name: 'get_results',
    title: 'Get results',
    description:
      "A survey's results per question: votes, percentages, the winner or average score, and the `ai` insight (a summary, the themes in respondents' explanations with quotes, sentiment and reasons per option; null until computed once the survey completes). With breakdowns: true, each question broken down by the survey's reporting traits.",
    input: SurveyResultsArgs,
    output: SurveyResults,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, args) => getSurveyResults(graph, caller, args),
  }),
  tool({
    name: 'get_csv_link',
    title: 'Get a CSV download link',
    description:
      "A short-lived link to a completed survey's responses as CSV, which the agent or a person can open without a credential until `expiresAt`. Refused with survey_not_completed until the survey has completed.",
    input: CsvLinkArgs,
    output: CsvLink,
    scope: 'read',
    annotations: READ,
    run: (graph, caller, args) => csvLink(graph, caller, args),
  }),
  tool({
    name: 'get_credit_balance',
    title: 'Get the credit balance',
    description: "The team's remaining credits in this mode (test or live), their USD value and the buckets they sit in.",
    input: NoArguments,
    output: CreditBalance,
    scope: 'read',
    annotations: READ,
    run: (graph, caller) => v2.getCreditBalance(graph, caller),
  }),
  tool({
    name: 'buy_credits',
    title: 'Buy credits (a person pays at the checkout link)',
    description:
      'Opens an order for a credit pack and answers its hosted checkout URL: give the URL to the person, who pays there; nothing is charged by this call. Poll get_credit_balance until the credits arrive. Each call opens a new checkout; one the person does not pay charges nothing.',
    input: OrderCreateBody,
    output: OrderCreated,
    scope: 'spend',
    annotations: CREATE,
    // Nothing is charged until a person pays at the URL, and a checkout is paid once: a fresh key per call.
    run: (graph, caller, { pack }) => v2.createCreditPackOrder(graph, caller, pack, `mcp_${randomUUID()}`),
  }),
];
