import type { EntityManager } from '@mikro-orm/postgresql';
import {
  execute,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isEnumType,
  isCompositeType,
  parse,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../platform/errors';
import { buildSubgraph } from '../../platform/graphql/build-subgraph';
import type { Principal } from '../../platform/principal';
import { subgraphs } from '../../subgraphs';
import { publicId, unknownId, type ModeWorld, type ObjectKind } from './mode-worlds';

/**
 * Every root field of every subgraph that takes an id (as an argument or inside an input),
 * called the way the REST facade calls it: with a caller (principal) in the context.
 */
export interface GraphProbe {
  schema: GraphQLSchema;
  subgraph: string;
  operation: 'query' | 'mutation';
  field: string;
  args: readonly GraphQLArgument[];
  composite: boolean;
}

let cached: GraphProbe[] | undefined;

export async function graphProbes(): Promise<GraphProbe[]> {
  if (cached) return cached;
  const out: GraphProbe[] = [];
  for (const def of subgraphs) {
    const { schema } = await buildSubgraph(def);
    for (const operation of ['query', 'mutation'] as const) {
      const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
      for (const field of Object.values(root?.getFields() ?? {})) {
        if (field.name.startsWith('_')) continue;
        if (!field.args.some((a) => takesId(a.name, a.type))) continue;
        out.push({ schema, subgraph: def.name, operation, field: field.name, args: field.args, composite: isCompositeType(getNamedType(field.type)) });
      }
    }
  }
  cached = out;
  return out;
}

function takesId(name: string, type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (name === 'teamId') return false;
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (isInputObjectType(named) && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => takesId(f.name, f.type, seen));
  }
  return false;
}

/** The kind an id argument names: its own name (surveyId), or for `id` the operation's noun. */
function kindOf(argName: string, field: string): ObjectKind | null {
  const byName: Record<string, ObjectKind> = {
    surveyId: 'survey',
    responseId: 'response',
    questionId: 'question',
    projectId: 'project',
    tagId: 'tag',
    endpointId: 'endpoint',
    orderId: 'order',
  };
  if (byName[argName]) return byName[argName];
  if (argName !== 'id' && argName !== 'ids') return null;
  for (const [re, kind] of [
    [/response/i, 'response'],
    [/endpoint/i, 'endpoint'],
    [/project/i, 'project'],
    [/tag/i, 'tag'],
    [/order/i, 'order'],
    [/survey/i, 'survey'],
  ] as const) {
    if (re.test(field)) return kind;
  }
  return null;
}

/** Values a schema type cannot describe, by argument or input field name. */
const MEANINGFUL: Record<string, unknown> = {
  rating: 'helpful',
  question: 'What made you choose it?',
  status: 'valid',
  languages: ['en'],
  name: 'probe',
  url: 'https://hooks.example.com/sfs',
  enabledEvents: ['survey.completed'],
  pinned: true,
  fingerprint: 'f',
  responseStatus: 200,
  responseBody: '{}',
  pack: 'credits_20',
  answer: 'probe',
};

function valueFor(name: string, type: GraphQLInputType, field: string, world: ModeWorld | null): unknown {
  const inner = getNullableType<GraphQLInputType>(type);
  if (isListType(inner)) return [valueFor(name, inner.ofType, field, world)];
  const named = getNamedType(inner);
  if (named.name === 'ID') {
    const kind = kindOf(name, field);
    if (!kind || !world) return unknownId();
    const uuid = world.ids[kind][0];
    // Tags are addressed as `tag_…` by callers; GraphQL takes the same.
    return kind === 'tag' ? publicId('v1', 'tag', uuid) : uuid;
  }
  if (name in MEANINGFUL) return MEANINGFUL[name];
  if (name === 'idempotencyKey' || name === 'key') return `probe-${randomUUID()}`;
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    const chosen = required.length ? required : fields.filter((f) => f.name in MEANINGFUL).slice(0, 1);
    return Object.fromEntries(chosen.map((f) => [f.name, valueFor(f.name, f.type, field, world)]));
  }
  if (isScalarType(named)) return { Int: 1, Float: 1, Boolean: true, DateTime: '2030-01-01T00:00:00.000Z' }[named.name] ?? 'x';
  return null;
}

/**
 * Runs one probe with the caller's context and the world's ids (null: unknown ids). The answer
 * is what a client could tell apart: the data (ids of the call replaced) or the domain error.
 */
export async function runGraphProbe(em: EntityManager, principal: Principal, probe: GraphProbe, world: ModeWorld | null) {
  const args = probe.args.filter((a) => a.name !== 'teamId' && (isNonNullType(a.type) || takesId(a.name, a.type)));
  const variables = Object.fromEntries(args.map((a) => [a.name, valueFor(a.name, a.type, probe.field, world)]));
  const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = parse(`${probe.operation}${decl ? `(${decl})` : ''} { ${probe.field}${call ? `(${call})` : ''}${probe.composite ? ' { __typename }' : ''} }`);
  const raw = await execute({
    schema: probe.schema,
    document,
    variableValues: variables,
    contextValue: { em: em.fork(), principal, requestId: 'req_probe', log: pino({ level: 'silent' }) },
  });
  const error = raw.errors?.[0];
  const original = error?.originalError;
  const answer = error ? { error: original instanceof DomainError ? { kind: original.kind, code: original.code } : { message: error.message } } : { data: raw.data };
  const sent = JSON.stringify(variables).match(/[0-9a-f]{8}-[0-9a-f-]{27}|tag_[0-9a-f]{32}/g) ?? [];
  return { raw, answer, sent };
}
