import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FacadeDeps } from '../../deps';
import { callerOf } from '../../../graph-client/graph-client';
import type { Principal } from '../../../platform/principal';
import type { GraphClient } from '../../../graph-client/graph-client';
import { authenticateRequest, unauthenticated } from '../auth';
import { requireScopes } from '../v2/auth-hook';
import { mcpResource, mcpResourceMetadata, mcpResourceMetadataUrl } from '../../authorization/metadata';
import { v2Body } from '../../envelopes';
import { sendError, toApiError } from '../../error-handler';
import { mcpServer, type ValidateArguments } from './server';
import { validationError } from '../validation-errors';
import { countMcpToolCall } from '../../../platform/metrics/metrics';
import { config } from '../../../platform/config';

/**
 * The MCP endpoint (issue 39): Streamable HTTP at POST /mcp, stateless (no session: each POST
 * carries one JSON-RPC message and gets its answer as JSON), so any replica serves any call.
 * Authenticated by a scoped API key as Bearer (as v2), or by an OAuth access token issued for
 * this endpoint (RFC 8707 audience); every tool call is charged to the team's v2 rate limit and
 * logged with its request id, tool, team and outcome.
 */
export const mcpPlugin: FastifyPluginAsync<{ deps: FacadeDeps }> = async (app, { deps }) => {
  app.setErrorHandler((err, request, reply) => {
    const e = toApiError(err, request);
    // RFC 9728 §5.1: a 401 names the resource's metadata, where an agent discovers how to get a token.
    if (e.kind === 'unauthenticated') {
      const invalid = request.headers.authorization ? ', error="invalid_token"' : '';
      reply.header('www-authenticate', `Bearer realm="mcp", resource_metadata="${mcpResourceMetadataUrl()}"${invalid}`);
    }
    return sendError(reply, e, v2Body(e, request.id));
  });

  app.post('/mcp', { bodyLimit: 1_048_576 }, async (request, reply) => {
    // The transport spec's DNS-rebinding rule: an Origin that is not this service's is refused
    // (403) before anything else. Agents send none; a page elsewhere in a browser does.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== new URL(config().PUBLIC_BASE_URL).origin) {
      return reply.code(403).send({ jsonrpc: '2.0', error: { code: -32000, message: 'Forbidden: requests from another origin are refused.' }, id: null });
    }
    const principal = await authenticateAgent(deps.graph, request);
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

  // RFC 9728: at the path of the resource after the well-known name, and at the root for clients that look there.
  for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(mcpResourceMetadata()));
  }

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

/**
 * The caller of /mcp: a scoped API key (headless agents), or an OAuth access token issued for
 * this endpoint. A v1 token (no audience) or one for another resource is not an MCP token (401).
 */
async function authenticateAgent(graph: GraphClient, request: FastifyRequest): Promise<Principal> {
  const principal = await authenticateRequest(graph, request);
  if (principal.kind === 'oauth') {
    if (principal.audience !== mcpResource()) throw unauthenticated(`This access token is not for /mcp; ask the authorization server for one with resource=${mcpResource()}.`);
    return principal;
  }
  return requireScopes(principal, '/mcp');
}
