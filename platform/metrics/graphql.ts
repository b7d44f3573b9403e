import type { GraphQLDataSource } from '@apollo/gateway';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Histogram } from 'prom-client';
import { METRIC_PREFIX, registry } from './metrics';

const operationDuration = new Histogram({
  name: `${METRIC_PREFIX}graphql_operation_duration_seconds`,
  help: 'Gateway operations by name (the facade\'s named operations; "other" for names outside that set, "anonymous" without one) and outcome (ok, error).',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const subgraphFetchDuration = new Histogram({
  name: `${METRIC_PREFIX}graphql_subgraph_fetch_duration_seconds`,
  help: 'Time the gateway spends in one subgraph fetch (in-process or over HTTP), by subgraph and outcome (ok, error).',
  labelNames: ['subgraph', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Operation label: only names from the known set, so /graphql callers cannot mint series. */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/** An Apollo Server plugin timing each operation from request start to response. */
export function graphqlMetricsPlugin<TContext extends BaseContext>(knownOperations: Iterable<string>): ApolloServerPlugin<TContext> {
  const known = new Set(knownOperations);
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const failed = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          operationDuration.observe({ operation: operationLabel(operationName, known), outcome: failed ? 'error' : 'ok' }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/** Wraps a gateway data source so each fetch it makes is timed under the subgraph's name. */
export function timedDataSource<TContext extends Record<string, unknown>>(subgraph: string, source: GraphQLDataSource<TContext>): GraphQLDataSource<TContext> {
  return {
    async process(options) {
      const started = performance.now();
      let outcome = 'error';
      try {
        const response = await source.process(options);
        if (!response.errors?.length) outcome = 'ok';
        return response;
      } finally {
        subgraphFetchDuration.observe({ subgraph, outcome }, (performance.now() - started) / 1000);
      }
    },
  };
}
