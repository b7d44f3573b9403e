import {
  execute,
  getNamedType,
  isInputObjectType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * A subgraph fetch document, parsed and validated once, and compiled by graphql-jit where its
 * variables allow (issue 38: graphql-js's generic walk of every field was a tenth of a survey
 * read's time; the compiled function runs the same resolvers under the spec's null and error
 * rules).
 *
 * graphql-jit's variable coercion differs from the spec in two ways, so graphql-js keeps both:
 * it refuses an omitted non-null input field that has a default (`traits: [..]! = []`), so a
 * document whose variables can hold one is not compiled; and it words a refused scalar value in
 * its own way ("Expected type DateTime."), so when it refuses a variable the fetch runs again
 * through graphql-js, which refuses it with the scalar's message (nothing ran: variables are
 * coerced before any resolver).
 */
export interface Fetch {
  document: DocumentNode;
  operationName: string | undefined;
  compiled: CompiledQuery | null;
}

/** The fetch, or why it cannot run (a literal the subgraph's own scalar refuses). */
export function prepareFetch(schema: GraphQLSchema, query: string, operationName: string | undefined): Fetch | Error {
  try {
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length) return new Error(errors.map((e) => e.message).join('; '));
    const compiled = jitSafe(schema, document) ? compileQuery(schema, document, operationName) : null;
    return { document, operationName, compiled: compiled && isCompiledQuery(compiled) ? compiled : null };
  } catch (e) {
    return e as Error;
  }
}

/**
 * Runs the fetch: compiled, unless `traced` (the request is in a recorded trace, where the
 * subgraph's operation shows as a span of its own: OpenTelemetry's GraphQL instrumentation sees
 * graphql-js's execution only), or the document was not compiled.
 */
export async function runFetch(schema: GraphQLSchema, fetch: Fetch, context: object, variables: Record<string, unknown> | undefined, traced = false): Promise<ExecutionResult> {
  if (fetch.compiled && !traced) {
    const result = await fetch.compiled.query(undefined, context, variables ?? {});
    if (result.data !== undefined || !result.errors?.length) return result;
  }
  return execute({ schema, document: fetch.document, contextValue: context, variableValues: variables, operationName: fetch.operationName });
}

/** Whether no variable of the document can hold a non-null value with a default, at any depth. */
export function jitSafe(schema: GraphQLSchema, document: DocumentNode): boolean {
  const seen = new Set<string>();
  const safe = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return true;
    seen.add(named.name);
    return Object.values(named.getFields()).every((f) => !(isNonNullType(f.type) && f.defaultValue !== undefined) && safe(f.type));
  };
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      if (v.defaultValue && v.type.kind === Kind.NON_NULL_TYPE) return false;
      const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
      if (type && !safe(type)) return false;
    }
  }
  return true;
}
