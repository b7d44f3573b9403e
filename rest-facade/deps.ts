import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteOptions } from 'fastify';
import type { GraphClient } from './graph-client';

export interface FacadeDeps {
  graph: GraphClient;
}

/** A route module: schema + handler + serializer per route (STYLE.md). */
export type RouteModule = (deps: FacadeDeps) => RouteOptions[];

/** A route whose handler sees its typed params, query and body (RouteModule lists take plain RouteOptions). */
export function typedRoute<G extends RouteGenericInterface>(options: RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>): RouteOptions {
  return options as unknown as RouteOptions;
}
