import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type DocumentNode } from 'graphql';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'operations');

/** Every named operation the facade runs, parsed once at load. Names are unique. */
export const OPERATIONS: ReadonlyMap<string, DocumentNode> = (() => {
  const ops = new Map<string, DocumentNode>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.graphql')).sort()) {
    const doc = parse(readFileSync(path.join(DIR, file), 'utf8'));
    // A file's fragments travel with each of its operations.
    const fragments = doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) continue;
      if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) throw new Error(`${file}: only named operations and fragments`);
      if (ops.has(def.name.value)) throw new Error(`${file}: duplicate operation ${def.name.value}`);
      ops.set(def.name.value, { kind: Kind.DOCUMENT, definitions: [def, ...fragments] });
    }
  }
  return ops;
})();

export type OperationName =
  | 'Authenticate'
  | 'VerifyOperatorToken'
  | 'SubgraphStatus'
  | 'Traits'
  | 'CreateSurvey'
  | 'GetSurvey'
  | 'ListSurveys'
  | 'UpdateSurvey'
  | 'StopSurvey';

export function operation(name: OperationName): DocumentNode {
  const doc = OPERATIONS.get(name);
  if (!doc) throw new Error(`no operation ${name} in rest-facade/operations`);
  return doc;
}
