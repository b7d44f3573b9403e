import { GraphQLError, GraphQLScalarType, Kind, buildSchema, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { jitSafe, prepareFetch, runFetch, type Fetch } from './compiled-fetch';

const schema = buildSchema(`
  scalar Day
  input Filter { name: String, tags: [String!]! = [] }
  input Outer { filter: Filter }
  type Query { echo(filter: Filter!): String, nested(outer: Outer!): String, day(at: Day!): String, fail: String! }
`);
// A scalar that refuses with a message of its own, as graphql-scalars' DateTime does.
Object.assign(schema.getType('Day') as GraphQLScalarType, {
  parseValue: (v: unknown) => {
    if (typeof v !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(v)) throw new GraphQLError(`Day cannot represent ${String(v)}.`);
    return v;
  },
  parseLiteral: (ast: ValueNode) => (ast.kind === Kind.STRING ? ast.value : undefined),
});
const resolvers: Record<string, (args: Record<string, unknown>) => unknown> = {
  echo: ({ filter }) => JSON.stringify(filter),
  nested: ({ outer }) => JSON.stringify(outer),
  day: ({ at }) => `on ${String(at)}`,
  fail: () => {
    throw new Error('boom');
  },
};
for (const [name, resolve] of Object.entries(resolvers)) schema.getQueryType()!.getFields()[name].resolve = (_root, args) => resolve(args);

const prepared = (query: string): Fetch => {
  const f = prepareFetch(schema, query, undefined);
  if (f instanceof Error) throw f;
  return f;
};

describe('a subgraph fetch, compiled', () => {
  it('is compiled, and answers as graphql-js does, errors with their paths', async () => {
    const f = prepared('query($at: Day!) { day(at: $at) }');
    expect(f.compiled).not.toBeNull();
    expect(await runFetch(schema, f, {}, { at: '2030-01-02' })).toEqual({ data: { day: 'on 2030-01-02' } });
    const failing = prepared('{ day(at: "2030-01-02") fail }');
    const result = await runFetch(schema, failing, {}, {});
    expect(result.data).toBeNull();
    expect(result.errors?.map((e) => [e.message, e.path])).toEqual([['boom', ['fail']]]);
  });

  it("refuses a variable with the scalar's own message, as graphql-js words it", async () => {
    const result = await runFetch(schema, prepared('query($at: Day!) { day(at: $at) }'), {}, { at: '2030-01-02T10:00' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => e.message)).toEqual(['Variable "$at" got invalid value "2030-01-02T10:00"; Day cannot represent 2030-01-02T10:00.']);
  });

  it('is not compiled where a variable can hold a non-null field with a default, at any depth, so the default applies', async () => {
    const direct = prepared('query($filter: Filter!) { echo(filter: $filter) }');
    const nested = prepared('query($outer: Outer!) { nested(outer: $outer) }');
    expect([direct.compiled, nested.compiled]).toEqual([null, null]);
    expect(await runFetch(schema, direct, {}, { filter: { name: 'a' } })).toEqual({ data: { echo: '{"name":"a","tags":[]}' } });
    expect(await runFetch(schema, nested, {}, { outer: { filter: {} } })).toEqual({ data: { nested: '{"filter":{"tags":[]}}' } });
  });

  it('tells which documents are safe to compile', () => {
    const safe = (query: string) => jitSafe(schema, prepared(query).document);
    expect(safe('query($at: Day!) { day(at: $at) }')).toBe(true);
    expect(safe('{ fail }')).toBe(true);
    expect(safe('query($filter: Filter!) { echo(filter: $filter) }')).toBe(false);
    expect(safe('query($outer: Outer!) { nested(outer: $outer) }')).toBe(false);
    expect(safe('query($at: Day! = "2030-01-01") { day(at: $at) }')).toBe(false);
  });

  it('runs through graphql-js in a recorded trace, where its instrumentation makes the span', async () => {
    const f = prepared('query($at: Day!) { day(at: $at) }');
    const refusing: Fetch = { ...f, compiled: { ...f.compiled!, query: () => Promise.reject(new Error('compiled run')) } };
    expect(await runFetch(schema, refusing, {}, { at: '2030-01-02' }, true)).toEqual({ data: { day: 'on 2030-01-02' } });
    await expect(runFetch(schema, refusing, {}, { at: '2030-01-02' }, false)).rejects.toThrow('compiled run');
  });

  it('reports a document the schema refuses instead of running it', () => {
    expect(prepareFetch(schema, '{ nope }', undefined)).toBeInstanceOf(Error);
  });
});
