import type { RouteOptions } from 'fastify';
import type { GraphClient } from './graph-client';

export interface FacadeDeps {
  graph: GraphClient;
}

/** A route module: schema + handler + serializer per route (STYLE.md). */
export type RouteModule = (deps: FacadeDeps) => RouteOptions[];
