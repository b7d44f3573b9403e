import fastifyApollo from '@as-integrations/fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CallerContext } from './gateway';
import type { Gateway, GatewayContext } from './gateway';
import { operatorGuard, type OperatorSessionCheck, type OperatorTokenCheck } from './operator-guard';

export interface GatewayHttpOptions {
  gateway: Gateway;
  makeContext: (caller: CallerContext) => GatewayContext;
  configToken?: string;
  verifyOperatorToken: OperatorTokenCheck;
  /**
   * Operators in a browser (wired by the composition root from http/ops): their session
   * cookie is accepted instead of a Bearer token, and `pages` (the GraphQL explorer) is
   * registered in the /graphql scope, before the guard.
   */
  operatorBrowser?: { hasSession: OperatorSessionCheck; pages: FastifyPluginAsync };
}

/** POST/GET /graphql for internal tools, behind the operator token. */
export async function registerGatewayHttp(app: FastifyInstance, opts: GatewayHttpOptions): Promise<void> {
  await app.register(async (scope) => {
    if (opts.operatorBrowser) await scope.register(opts.operatorBrowser.pages);
    // Operator results may carry secrets (a new key, a webhook secret): never cached on the way.
    scope.addHook('onSend', async (request, reply) => {
      if (request.url.split('?')[0] === '/graphql') reply.header('cache-control', 'no-store');
    });
    scope.addHook('onRequest', operatorGuard({ configToken: opts.configToken, verify: opts.verifyOperatorToken, session: opts.operatorBrowser?.hasSession }));
    await scope.register(fastifyApollo(await opts.gateway.operatorServer()), {
      path: '/graphql',
      context: async (request) => opts.makeContext({ principal: null, requestId: request.id, log: request.log }),
    });
  });
}
