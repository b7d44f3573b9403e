import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Scope } from '../../platform/principal';
import { fromPublicId } from '../../platform/ids';
import type { CallerContext, GraphClient } from '../../graph-client/graph-client';
import { GRAPH_TRAIT_KIND } from '../../graph-client/graph-enums';
import { CreditBalanceDocument, ListSurveysDocument, TraitsDocument } from '../../graph-client/generated';
import { v2Survey } from '../../graph-client/v2/objects';
import { ApiError } from '../../graph-client/errors';
import { noSuch } from '../api/v2/not-found';
import { Survey, SurveyList, SurveyListQuery } from '../api/v2/surveys/schemas';
import { serializeSurvey } from '../api/v2/surveys/serializers';
import { TraitList, TraitsQuery } from '../api/v2/traits/schemas';
import { serializeTraitList } from '../api/v2/traits/serializers';
import { CreditBalance } from '../api/v2/billing/schemas';
import { serializeCreditBalance } from '../api/v2/billing/serializers';

/**
 * The tools an agent calls over MCP (issue 39). Each runs the GraphQL operations the v2 routes
 * run and answers the v2 object, with the v2 schemas as its input and output schemas: one
 * contract, three transports. A tool never reaches data any other way.
 */
export interface McpTool<S extends TSchema = TSchema> {
  name: string;
  title: string;
  description: string;
  /** The arguments, validated before the tool runs (unknown ones refused). */
  input: S;
  /** What `structuredContent` holds: the v2 object. */
  output: TSchema;
  /** The scope the credential needs, as on the v2 route. */
  scope: Scope;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  run(graph: GraphClient, caller: CallerContext, input: Static<S>): Promise<object>;
}

const READ = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const tool = <S extends TSchema>(t: McpTool<S>): McpTool => t;

function surveyId(id: string): string {
  const uuid = fromPublicId('srv', id);
  if (!uuid) throw noSuch('survey', id);
  return uuid;
}

/** An unsupported country is an invalid argument, as on v2. */
function asParameterInvalid(e: unknown): unknown {
  return e instanceof ApiError && e.code === 'country_unsupported' ? new ApiError('invalid', 'parameter_invalid', e.message, 'country') : e;
}

const SurveyRef = Type.Object(
  { id: Type.String({ pattern: '^srv_[0-9a-f]{32}$', description: 'The survey, as `srv_…` (list_surveys lists them).' }) },
  { additionalProperties: false },
);
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
    run: async (graph, caller, { country, kind }) => {
      try {
        const { traits } = await graph.run(TraitsDocument, { country, kind: kind && GRAPH_TRAIT_KIND[kind] }, caller);
        return serializeTraitList(traits);
      } catch (e) {
        throw asParameterInvalid(e);
      }
    },
  }),
  tool({
    name: 'list_surveys',
    title: 'List surveys',
    description: "The team's surveys, newest first, in pages: pass `nextCursor` back as `cursor` while `hasMore` is true.",
    input: SurveyListQuery,
    output: SurveyList,
    scope: 'read',
    annotations: READ,
    run: async (graph, caller, { limit = 20, cursor }) => {
      const data = await graph.run(ListSurveysDocument, { limit, cursor: cursor ?? null }, caller);
      return { object: 'list' as const, data: data.surveys.nodes.map(serializeSurvey), hasMore: data.surveys.hasMore, nextCursor: data.surveys.nextCursor };
    },
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
    run: (graph, caller, { id }) => v2Survey(graph, surveyId(id), caller),
  }),
  tool({
    name: 'get_credit_balance',
    title: 'Get the credit balance',
    description: "The team's remaining credits in this mode (test or live), their USD value and the buckets they sit in.",
    input: NoArguments,
    output: CreditBalance,
    scope: 'read',
    annotations: READ,
    run: async (graph, caller) => serializeCreditBalance((await graph.run(CreditBalanceDocument, {}, caller)).creditBalance),
  }),
];
