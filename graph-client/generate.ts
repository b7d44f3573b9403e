import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { GENERATED_FILE, generateOperationsSource } from './codegen';

/** `npm run graph:generate`: rewrites graph-client/generated.ts from operations/*.graphql and the composed schema. */
await writeFile(GENERATED_FILE, await generateOperationsSource());
console.log(JSON.stringify({ generated: relative(process.cwd(), GENERATED_FILE) }));
