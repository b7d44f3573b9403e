import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from '../../http/api/openapi';

/** The generated types of the v2 contract, committed; `npm run client:generate` rewrites it. */
export const SCHEMA_FILE = fileURLToPath(new URL('./src/schema.ts', import.meta.url));

/**
 * The source of src/schema.ts for the v2 document the service serves (the same
 * buildOpenApiDocument as GET /v2/openapi.json), formatted with the repository's prettier
 * settings so that lint passes and the output depends on the document alone.
 */
export async function generateSchemaSource(): Promise<string> {
  const doc = (await buildOpenApiDocument('v2')) as unknown as OpenAPI3;
  const ast = await openapiTS(doc, { silent: true });
  const source = `${COMMENT_HEADER}// Generated from GET /v2/openapi.json by \`npm run client:generate\`.\n\n${astToString(ast)}`;
  const options = await resolveConfig(SCHEMA_FILE);
  return format(source, { ...options, filepath: SCHEMA_FILE });
}
