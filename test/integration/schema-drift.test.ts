import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { composeSupergraph } from '../../schema/compose';
import { SUPERGRAPH_FILE, subgraphFile } from '../../schema/files';

/** Fails when schema/*.graphql differ from what the code builds: run `npm run compose` and commit. */
describe('committed schema', () => {
  it('matches every subgraph SDL and the composed supergraph', async () => {
    const { subgraphs, supergraphSdl } = await composeSupergraph();
    expect(subgraphs.map((s) => s.name)).toEqual(['accounts', 'surveys', 'billing', 'media', 'webhooks']);
    for (const s of subgraphs) {
      expect(await readFile(subgraphFile(s.name), 'utf8'), `schema/${s.name}.graphql is stale: npm run compose`).toBe(s.sdl);
    }
    expect(await readFile(SUPERGRAPH_FILE, 'utf8'), 'schema/supergraph.graphql is stale: npm run compose').toBe(supergraphSdl);
  });
});
