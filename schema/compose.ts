import { buildSubgraph, type BuiltSubgraph } from '../platform/graphql/build-subgraph';
import { subgraphs } from '../subgraphs';
import { composeSdls } from './compose-sdl';

export interface Composition {
  subgraphs: BuiltSubgraph[];
  supergraphSdl: string;
}

/** Builds every subgraph and composes the supergraph; throws with every composition error. */
export async function composeSupergraph(): Promise<Composition> {
  const built: BuiltSubgraph[] = [];
  for (const def of subgraphs) built.push(await buildSubgraph(def));
  return { subgraphs: built, supergraphSdl: composeSdls(built).supergraphSdl };
}
