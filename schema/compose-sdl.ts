import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

/** Composes subgraph SDLs into the supergraph; throws with every composition error. */
export function composeSdls(subgraphs: { name: string; sdl: string }[]) {
  const result = composeServices(
    // The URL is a placeholder: the gateway picks local or remote data sources itself.
    subgraphs.map((s) => ({ name: s.name, url: `http://${s.name}.subgraph.internal/graphql`, typeDefs: parse(s.sdl) })),
  );
  if (result.errors) throw new Error(`Composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  return result;
}
