import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateOperationsSource } from '../../graph-client/codegen';

/** Fails when the committed operation types differ from what the operations and the schema generate: run `npm run graph:generate` and commit. */
describe('committed graph client types', () => {
  it('graph-client/generated.ts matches operations/*.graphql and the composed schema', async () => {
    const generated = await generateOperationsSource();
    expect(await readFile(GENERATED_FILE, 'utf8'), 'graph-client/generated.ts is stale: run `npm run graph:generate`').toBe(generated);
  });

  it('an operation the schema refuses fails generation, naming the field', async () => {
    await expect(generateOperationsSource({ extra: 'query Broken { survey(id: "x") { noSuchField } }' })).rejects.toThrow(/noSuchField/);
  });
});
