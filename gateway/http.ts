import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { CallerContext } from './gateway';
import type { Gateway, GatewayContext } from './gateway';
import { operatorGuard, type OperatorTokenCheck } from './operator-guard';

export interface GatewayHttpOptions {
  gateway: Gateway;
  makeContext: (caller: CallerContext) => GatewayContext;
  configToken?: string;
  verifyOperatorToken: OperatorTokenCheck;
}

/** POST/GET /graphql for internal tools, behind the operator token. */
export async function registerGatewayHttp(app: FastifyInstance, opts: GatewayHttpOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard({ configToken: opts.configToken, verify: opts.verifyOperatorToken }));
    await scope.register(fastifyApollo(opts.gateway.server), {
      path: '/graphql',
      context: async (request) => opts.makeContext({ principal: null, requestId: request.id, log: request.log }),
    });
  });
}
