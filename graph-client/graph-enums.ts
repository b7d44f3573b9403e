import { transformInputValue, visitResult } from '@graphql-tools/utils';
import { getVariableValues, isEnumType, isInputType, Kind, TypeInfo, typeFromAST, visit, visitWithTypeInfo, getNamedType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { OrderStatusValue } from '../subgraphs/billing';
import { CompletionStatusValue, FollowupStatusValue, ResponseStatusFilterValue, ResponseStatusValue, SurveyStatusValue } from '../subgraphs/surveys';
import { WebhookDeliveryStatusValue, WebhookEndpointStatusValue } from '../subgraphs/webhooks';
import type { GraphResult } from '../gateway/gateway';
import type { Scope, TraitKind } from './generated';

/**
 * The graph's status enums, by GraphQL name: each TS enum's member names are the GraphQL values
 * (IN_PROGRESS), its values the domain strings (in-progress) that REST shows and the facade speaks.
 */
export const DOMAIN_ENUMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  SurveyStatus: SurveyStatusValue,
  CompletionStatus: CompletionStatusValue,
  ResponseStatus: ResponseStatusValue,
  ResponseStatusFilter: ResponseStatusFilterValue,
  FollowupStatus: FollowupStatusValue,
  OrderStatus: OrderStatusValue,
  WebhookEndpointStatus: WebhookEndpointStatusValue,
  WebhookDeliveryStatus: WebhookDeliveryStatusValue,
};

const NAME_OF: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(DOMAIN_ENUMS).map(([type, values]) => [type, new Map(Object.entries(values).map(([name, value]) => [value, name]))]),
);

/** visitResult's leaf visitors: each status enum value back to its domain string. */
const TO_DOMAIN = Object.fromEntries(Object.entries(DOMAIN_ENUMS).map(([type, values]) => [type, (v: unknown) => (typeof v === 'string' ? (values[v] ?? v) : v)]));

/**
 * The facade's side of the graph's status enums: variables go out with GraphQL names, results
 * come back with domain strings, so operations' callers (REST mappers, console, workers) keep
 * the strings REST has always shown. Other enums (TraitKind, Scope, …) pass through unchanged.
 */
export class GraphEnums {
  private readonly selects = new WeakMap<DocumentNode, boolean>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** Variables with each domain status string replaced by its GraphQL name (unknown strings are left for GraphQL to refuse). */
  variablesFor(document: DocumentNode, variables: Record<string, unknown>): Record<string, unknown> {
    const op = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!op?.variableDefinitions?.length) return variables;
    const out = { ...variables };
    for (const def of op.variableDefinitions) {
      const name = def.variable.name.value;
      const type = typeFromAST(this.schema, def.type);
      if (!type || !isInputType(type) || out[name] === undefined) continue;
      out[name] = transformInputValue(type, out[name], (leaf, value: unknown) =>
        isEnumType(leaf) && typeof value === 'string' ? (NAME_OF.get(leaf.name)?.get(value) ?? value) : value,
      ) as unknown;
    }
    return out;
  }

  /** The result with each status enum value replaced by its domain string; untouched when the operation selects none. */
  resultOf(document: DocumentNode, variables: Record<string, unknown>, result: GraphResult): GraphResult {
    if (!result.data || !this.selectsDomainEnum(document)) return result;
    // @include/@skip read their variables with defaults applied, as execution did.
    const op = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const coerced = getVariableValues(this.schema, op?.variableDefinitions ?? [], variables);
    if (!coerced.coerced) return result;
    return visitResult({ data: result.data, errors: result.errors as never }, { document, variables: coerced.coerced }, this.schema, TO_DOMAIN) as GraphResult;
  }

  private selectsDomainEnum(document: DocumentNode): boolean {
    let found = this.selects.get(document);
    if (found !== undefined) return found;
    found = false;
    const info = new TypeInfo(this.schema);
    visit(
      document,
      visitWithTypeInfo(info, {
        Field() {
          const type = info.getType();
          if (type && getNamedType(type).name in DOMAIN_ENUMS) found = true;
        },
      }),
    );
    this.selects.set(document, found);
    return found;
  }
}

/** REST's trait kinds as the graph's TraitKind (an enum the graph names in capitals, with no domain list). */
export const GRAPH_TRAIT_KIND = { targeting: 'TARGETING', reporting: 'REPORTING' } as const satisfies Record<string, TraitKind>;

/** A credential scope as the graph's Scope enum. */
export const GRAPH_SCOPE = { read: 'READ', write: 'WRITE', spend: 'SPEND' } as const satisfies Record<string, Scope>;
