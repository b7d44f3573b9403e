import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { buildSubgraph, type BuiltSubgraph } from '../platform/graphql/build-subgraph';
import { subgraphs } from '../subgraphs';

export interface Composition {
  subgraphs: BuiltSubgraph[];
  supergraphSdl: string;
}

/** Builds every subgraph and composes the supergraph; throws with every composition error. */
export async function composeSupergraph(): Promise<Composition> {
  const built: BuiltSubgraph[] = [];
  for (const def of subgraphs) built.push(await buildSubgraph(def));
  const result = composeServices(
    // The URL is a placeholder: the gateway picks local or remote data sources itself.
    built.map((s) => ({ name: s.name, url: `http://${s.name}.subgraph.internal/graphql`, typeDefs: parse(s.sdl) })),
  );
  if (result.errors) throw new Error(`Composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  return { subgraphs: built, supergraphSdl: result.supergraphSdl };
}
