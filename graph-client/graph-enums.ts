import { transformInputValue } from '@graphql-tools/utils';
import {
  getNamedType,
  isEnumType,
  isInputType,
  isInterfaceType,
  isObjectType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
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

/**
 * The facade's side of the graph's status enums: variables go out with GraphQL names, results
 * come back with domain strings, so operations' callers (REST mappers, console, workers) keep
 * the strings REST has always shown. Other enums (TraitKind, Scope, …) pass through unchanged.
 */
export class GraphEnums {
  private readonly plans = new WeakMap<DocumentNode, Plan | null>();

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
  resultOf(document: DocumentNode, result: GraphResult): GraphResult {
    const plan = this.planOf(document);
    if (!result.data || !plan) return result;
    // The gateway built this answer for this request alone: it is rewritten where it stands.
    rewrite(result.data, plan);
    return result;
  }

  /**
   * Where a document's answer holds domain enums, by response key (aliases, fragments and inline
   * fragments merged), compiled once per document: the answer is then rewritten along those keys
   * only, not walked whole against the schema per request (issue 38: that walk was ~4% of a v2
   * survey read). A field left out by @include/@skip is simply absent. Null: none selected.
   */
  private planOf(document: DocumentNode): Plan | null {
    let plan = this.plans.get(document);
    if (plan === undefined) {
      const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const root = op && this.schema.getRootType(op.operation);
      const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
      plan = op && root ? collect(this.schema, fragments, op.selectionSet, root, new Map()) : new Map();
      if (!plan.size) plan = null;
      this.plans.set(document, plan);
    }
    return plan;
  }
}

/** Response key → the domain strings of a status enum there, or what lies below an object there. */
type Plan = Map<string, Plan | Readonly<Record<string, string>>>;

function collect(schema: GraphQLSchema, fragments: ReadonlyMap<string, FragmentDefinitionNode>, set: SelectionSetNode, type: GraphQLNamedType, into: Plan): Plan {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(sel.name.value);
      const on = fragment && schema.getType(fragment.typeCondition.name.value);
      if (fragment && on) collect(schema, fragments, fragment.selectionSet, on, into);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
      if (on) collect(schema, fragments, sel.selectionSet, on, into);
    } else if (isObjectType(type) || isInterfaceType(type)) {
      const field = type.getFields()[sel.name.value];
      if (!field) continue;
      const key = sel.alias?.value ?? sel.name.value;
      const named = getNamedType(field.type);
      const domain = DOMAIN_ENUMS[named.name];
      if (domain) into.set(key, domain);
      else if (sel.selectionSet) {
        const below = into.get(key);
        const sub = collect(schema, fragments, sel.selectionSet, named, below instanceof Map ? below : new Map<string, Plan | Readonly<Record<string, string>>>());
        if (sub.size) into.set(key, sub);
      }
    }
  }
  return into;
}

/** Rewrites the enum names along `plan` in `value` (an object, or a list of them) to domain strings. */
function rewrite(value: unknown, plan: Plan): void {
  if (Array.isArray(value)) {
    for (const item of value) rewrite(item, plan);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  for (const [key, below] of plan) {
    const v = obj[key];
    if (v === undefined || v === null) continue;
    if (below instanceof Map) rewrite(v, below);
    else obj[key] = toDomain(v, below);
  }
}

function toDomain(v: unknown, values: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(v)) return v.map((x) => toDomain(x, values));
  return typeof v === 'string' ? (values[v] ?? v) : v;
}

/** REST's trait kinds as the graph's TraitKind (an enum the graph names in capitals, with no domain list). */
export const GRAPH_TRAIT_KIND = { targeting: 'TARGETING', reporting: 'REPORTING' } as const satisfies Record<string, TraitKind>;

/** A credential scope as the graph's Scope enum. */
export const GRAPH_SCOPE = { read: 'READ', write: 'WRITE', spend: 'SPEND' } as const satisfies Record<string, Scope>;
