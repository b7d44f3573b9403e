import { createRequire } from 'node:module';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayOperationsMemoized, memoizeGatewayOperations } from './operation-memo';

const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
const internals = fromGateway('@apollo/federation-internals') as {
  buildSchema(sdl: string): object;
  operationFromDocument(schema: object, document: object, options?: object): { toString(): string };
};

const schema = internals.buildSchema('type Query { survey(id: ID!): Survey } type Survey { id: ID! name: String }');
const document = parse('query GetSurvey($id: ID!) { survey(id: $id) { ...F } } fragment F on Survey { id name }');
// As executeQueryPlan passes it: a new document object each time, the same definitions.
const asExecuted = () => ({ kind: document.kind, definitions: [...document.definitions] });

describe('the gateway operation memo', () => {
  it('is installed on the version the gateway loads', () => {
    expect(memoizeGatewayOperations()).toBe(true);
    expect(gatewayOperationsMemoized()).toBe(true);
    // A second install keeps the one memo.
    expect(memoizeGatewayOperations()).toBe(true);
  });

  it("builds executeQueryPlan's operation once per operation node and schema", () => {
    memoizeGatewayOperations();
    const first = internals.operationFromDocument(schema, asExecuted(), { validate: false });
    const second = internals.operationFromDocument(schema, asExecuted(), { validate: false });
    // Compared as booleans: a failing toBe would print both operations and their whole schema.
    expect(second === first).toBe(true);
    expect(first.toString()).toContain('survey(id: $id)');
    // Another schema (a new supergraph) builds its own.
    const other = internals.buildSchema('type Query { survey(id: ID!): Survey } type Survey { id: ID! name: String }');
    expect(internals.operationFromDocument(other, asExecuted(), { validate: false }) === first).toBe(false);
    // Another parse of the same text is another document: built again.
    const reparsed = parse('query GetSurvey($id: ID!) { survey(id: $id) { ...F } } fragment F on Survey { id name }');
    expect(internals.operationFromDocument(schema, { kind: reparsed.kind, definitions: [...reparsed.definitions] }, { validate: false }) === first).toBe(false);
  });

  it('leaves every other call as it was: validated, or picked by operation name', () => {
    memoizeGatewayOperations();
    const validated = internals.operationFromDocument(schema, asExecuted());
    expect(internals.operationFromDocument(schema, asExecuted()) === validated).toBe(false);
    const named = internals.operationFromDocument(schema, asExecuted(), { operationName: 'GetSurvey' });
    expect(internals.operationFromDocument(schema, asExecuted(), { operationName: 'GetSurvey' }) === named).toBe(false);
    expect(() => internals.operationFromDocument(schema, { kind: 'Document', definitions: [] }, { validate: false })).toThrow();
  });
});
