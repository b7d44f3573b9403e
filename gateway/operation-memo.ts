import { createRequire } from 'node:module';

/**
 * Apollo's gateway turns the request's operation into its own model on every execution
 * (executeQueryPlan calls federation-internals' `operationFromDocument` before running the plan),
 * though Apollo Server hands it the same parsed document for every request of one operation:
 * the facade runs a fixed set. That rebuild was 4% of a survey read (docs/performance.md, issue
 * 38). This keeps what it built, per API schema and operation node: the gateway only reads it
 * (the plan's conditions, result shaping), as it reads its cached query plans.
 *
 * It replaces the function on the module the gateway itself loads, so it is tied to the version
 * it was checked against: on any other it is not installed (and operation-memo.spec.ts, which
 * asserts it is, fails until someone checks the new version's executor again).
 */
const CHECKED_VERSION = '2.14.4';

type OperationFromDocument = (schema: object, document: { definitions: readonly object[] }, options?: { validate?: boolean; operationName?: string }) => unknown;

interface OperationsModule {
  operationFromDocument: OperationFromDocument & { memoized?: true };
}

function gatewaysInternals(): { version: string; operations: OperationsModule } {
  const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
  return {
    version: (fromGateway('@apollo/federation-internals/package.json') as { version: string }).version,
    operations: fromGateway('@apollo/federation-internals/dist/operations.js') as OperationsModule,
  };
}

/** Installs the memo once per process; false when the gateway's version is not the checked one. */
export function memoizeGatewayOperations(): boolean {
  const { version, operations } = gatewaysInternals();
  if (version !== CHECKED_VERSION) return false;
  if (operations.operationFromDocument.memoized) return true;
  const build = operations.operationFromDocument;
  const built = new WeakMap<object, WeakMap<object, unknown>>();
  const memoized: OperationsModule['operationFromDocument'] = (schema, document, options) => {
    // executeQueryPlan's call: the operation first, then its fragments, unvalidated (Apollo
    // Server validated the document). Any other call is built as before.
    const operation = document.definitions[0];
    if (options?.validate !== false || options.operationName !== undefined || !operation) return build(schema, document, options);
    let bySchema = built.get(schema);
    if (!bySchema) built.set(schema, (bySchema = new WeakMap()));
    let op = bySchema.get(operation);
    if (op === undefined) bySchema.set(operation, (op = build(schema, document, options)));
    return op;
  };
  memoized.memoized = true;
  operations.operationFromDocument = memoized;
  return true;
}

/** Whether the gateway's executor now uses the memo (for the test that guards an upgrade). */
export function gatewayOperationsMemoized(): boolean {
  return gatewaysInternals().operations.operationFromDocument.memoized === true;
}
