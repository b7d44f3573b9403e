import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { parse, printSchema, type DocumentNode } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { withFacadeFields } from '../gateway/gateway';
import { composeSdls } from '../schema/compose-sdl';
import { SCHEMA_DIR, subgraphFile } from '../schema/files';
import { DOMAIN_ENUMS } from './graph-enums';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OPERATIONS_DIR = path.join(HERE, 'operations');
/** The generated result and variable types and typed documents, committed; `npm run graph:generate` rewrites it. */
export const GENERATED_FILE = path.join(HERE, 'generated.ts');

/**
 * The schema the facade's operations run against: the committed subgraph SDLs (schema/*.graphql,
 * kept current by the schema drift test) composed with their FacadeOnly fields served, as the
 * gateway serves them in-process (withFacadeFields).
 */
function apiSchema() {
  const names = readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql') && f !== 'supergraph.graphql')
    .map((f) => f.replace(/\.graphql$/, ''))
    .sort();
  const result = composeSdls(names.map((name) => ({ name, sdl: withFacadeFields(readFileSync(subgraphFile(name), 'utf8')) })));
  return result.schema.toAPISchema().toGraphQLJSSchema();
}

/** Every operations/*.graphql file, by name, in a stable order. */
function operationFiles(): { location: string; document: DocumentNode }[] {
  return readdirSync(OPERATIONS_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => ({ location: `operations/${f}`, document: parse(readFileSync(path.join(OPERATIONS_DIR, f), 'utf8')) }));
}

export interface GenerateOptions {
  /** One more document, as if it were a file in operations/ (the drift test's refusal case). */
  extra?: string;
}

/**
 * The source of generated.ts: graphql-codegen's typescript-operations (result and variable types)
 * and typed-document-node (one document per operation, its fragments included), so
 * `graph.run(GetSurveyDocument, vars, caller)` infers what it returns. Status enums are typed as
 * the domain strings the client hands back (graph-enums.ts maps them on the wire).
 */
export async function generateOperationsSource(options: GenerateOptions = {}): Promise<string> {
  const schema = apiSchema();
  const enumValues = Object.fromEntries(Object.entries(DOMAIN_ENUMS).map(([type, values]) => [type, { ...values }]));
  const output = await codegen({
    filename: GENERATED_FILE,
    schema: parse(printSchema(schema)),
    schemaAst: schema,
    documents: [...operationFiles(), ...(options.extra ? [{ location: 'extra.graphql', document: parse(options.extra) }] : [])],
    plugins: [{ 'typescript-operations': {} }, { 'typed-document-node': {} }],
    pluginMap: { 'typescript-operations': typescriptOperations, 'typed-document-node': typedDocumentNode },
    config: {
      useTypeImports: true,
      skipTypename: true,
      enumType: 'string-literal',
      enumValues,
      scalars: { DateTime: 'string', JSON: 'unknown' },
      avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      dedupeFragments: true,
    },
  });
  const source = `// Generated from graph-client/operations/*.graphql and the composed schema by \`npm run graph:generate\`. Do not edit.\n\n${output}`;
  const prettier = await resolveConfig(GENERATED_FILE);
  return format(source, { ...prettier, filepath: GENERATED_FILE });
}
