import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FacadeDeps } from '../../deps';
import { callerOf } from '../../../graph-client/graph-client';
import { authenticateScopedKey } from '../v2/auth-hook';
import { v2Body } from '../../envelopes';
import { sendError, toApiError } from '../../error-handler';
import { mcpServer, type ValidateArguments } from './server';
import { validationError } from '../validation-errors';
import { countMcpToolCall } from '../../../platform/metrics/metrics';

/**
 * The MCP endpoint (issue 39): Streamable HTTP at POST /mcp, stateless (no session: each POST
 * carries one JSON-RPC message and gets its answer as JSON), so any replica serves any call.
 * Authenticated as v2 is, by a scoped API key as Bearer; every tool call is charged to the
 * team's v2 rate limit and logged with its request id, tool, team and outcome.
 */
export const mcpPlugin: FastifyPluginAsync<{ deps: FacadeDeps }> = async (app, { deps }) => {
  app.setErrorHandler((err, request, reply) => {
    const e = toApiError(err, request);
    if (e.kind === 'unauthenticated') reply.header('www-authenticate', 'Bearer realm="mcp"');
    return sendError(reply, e, v2Body(e, request.id));
  });

  app.post('/mcp', { bodyLimit: 1_048_576 }, async (request, reply) => {
    const principal = await authenticateScopedKey(deps.graph, request, '/mcp');
    request.principal = principal;
    await deps.limits.charge('v2', principal, undefined, reply);
    const caller = callerOf(request);
    const validate: ValidateArguments = (schema, args) => {
      // The service's own ajv and options (http/app.ts), compiled once per schema object.
      const check = request.compileValidationSchema(schema);
      if (!check(args)) throw validationError({ validation: check.errors ?? [], validationContext: 'arguments', message: 'invalid arguments' } as unknown as FastifyError);
    };
    const server = mcpServer(deps.graph, principal, caller, validate, (call) => {
      countMcpToolCall(call.tool, call.outcome, call.known);
      request.log.info({ mcp: call, team: principal.team.id, livemode: principal.livemode }, `mcp ${call.tool} ${call.outcome}`);
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      return await relay(await transport.handleRequest(webRequest(request), { parsedBody: request.body }), reply);
    } finally {
      await server.close();
    }
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this server is stateless; send each message as a POST.' }, id: null });
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
};

/** The request as the SDK's web-standard transport reads it (the body is already parsed). */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://${request.host}${request.url}`, { method: request.method, headers });
}

/** The transport's answer, sent through Fastify (its hooks, headers and logging see it). */
async function relay(response: Response, reply: FastifyReply): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  const body = await response.text();
  return reply.send(body === '' ? undefined : body);
}
