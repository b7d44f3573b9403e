import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteOptions } from 'fastify';
import type { GraphClient } from '../graph-client/graph-client';
import type { RateLimits } from './rate-limits';
import type { ExportSource } from './export-source';
import type { ReportQuestion } from '../subgraphs/surveys';

export interface FacadeDeps {
  graph: GraphClient;
  limits: RateLimits;
  /** CSV bytes (in-process, or the surveys subgraph's export route in split mode). */
  exports: ExportSource;
  /** The report's charts, for the results pages (the composition root passes the workers' renderer). */
  charts?: ResultCharts;
}

/** One question's votes as the report draws them (the report's question without its text parts). */
export type ChartQuestion = Pick<ReportQuestion, 'position' | 'prompt' | 'type' | 'options' | 'winner' | 'averageScore'>;

/** Draws the report's vote chart of a question as SVG text. */
export interface ResultCharts {
  votes(question: ChartQuestion, width: number): Promise<string>;
}

/** A route module: schema + handler + serializer per route (STYLE.md). */
export type RouteModule = (deps: FacadeDeps) => RouteOptions[];

/** A route whose handler sees its typed params, query and body (RouteModule lists take plain RouteOptions). */
export function typedRoute<G extends RouteGenericInterface>(options: RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>): RouteOptions {
  return options as unknown as RouteOptions;
}

/** For POST routes that take no body: an empty body or `{}` is fine; any field is refused, never ignored. */
export async function refuseBody(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (body === undefined || body === null) return;
  const fields = typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : ['(body)'];
  if (fields.length > 0) {
    const { ApiError } = await import('../graph-client/errors');
    throw new ApiError('invalid', 'parameter_unknown', `This request takes no body; received: ${fields.join(', ')}.`, fields[0]);
  }
}
