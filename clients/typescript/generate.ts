import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { SCHEMA_FILE, generateSchemaSource } from './codegen';

/** `npm run client:generate`: rewrites clients/typescript/src/schema.ts from the served v2 document. */
await writeFile(SCHEMA_FILE, await generateSchemaSource());
console.log(JSON.stringify({ generated: relative(process.cwd(), SCHEMA_FILE) }));
