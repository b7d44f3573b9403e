import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { composeSupergraph } from './compose';
import { SUPERGRAPH_FILE, subgraphFile } from './files';

/** `npm run compose`: writes schema/<name>.graphql for each subgraph and schema/supergraph.graphql. */
const { subgraphs, supergraphSdl } = await composeSupergraph();
for (const s of subgraphs) await writeFile(subgraphFile(s.name), s.sdl);
await writeFile(SUPERGRAPH_FILE, supergraphSdl);
console.log(JSON.stringify({ subgraphs: subgraphs.map((s) => s.name), supergraph: 'schema/supergraph.graphql' }));
