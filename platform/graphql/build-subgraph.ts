import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { parse, type GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';

const FEDERATION_LINK = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@inaccessible"])';

export interface SubgraphDefinition {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers: NonEmptyArray<Function>;
  /** Entity types this subgraph contributes fields to without a resolver of its own (e.g. billing's Survey). */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  orphanedTypes?: Function[];
  /** Entity reference resolvers: `{ Team: { __resolveReference } }`; each takes its entity's own reference shape (`never`: any such function). */
  references?: Record<string, { __resolveReference: (ref: never, ctx: never) => unknown }>;
}

export interface BuiltSubgraph {
  name: string;
  schema: GraphQLSchema;
  /** Federation 2 SDL, as committed in schema/<name>.graphql. */
  sdl: string;
}

/**
 * type-graphql → SDL with directives → @apollo/subgraph (array form; STACK-FACTS.md).
 * The SDL is what composition and the drift test compare.
 */
export async function buildSubgraph(def: SubgraphDefinition): Promise<BuiltSubgraph> {
  const typeSchema = await buildSchema({ resolvers: def.resolvers, orphanedTypes: def.orphanedTypes, skipCheck: true, validate: false });
  const sdl = `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(typeSchema)}\n`;
  const resolvers: Record<string, object> = createResolversMap(typeSchema);
  for (const [type, ref] of Object.entries(def.references ?? {})) {
    resolvers[type] = { ...(resolvers[type] ?? {}), ...ref };
  }
  const schema = buildSubgraphSchema([{ typeDefs: parse(sdl), resolvers: resolvers as GraphQLResolverMap }]);
  return { name: def.name, schema, sdl };
}
