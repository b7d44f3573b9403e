import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { Principal } from '../../platform/principal';
import type { CallerContext, GraphClient } from '../../graph-client/graph-client';
import { ApiError } from '../../graph-client/errors';
import { MCP_TOOLS, type McpTool } from './tools';
import { toolError, toolResult } from './results';
import { adaptNotFound } from '../api/v2/not-found';

const SERVER_INFO = { name: 'survey-feedback-service', title: 'Survey Feedback Service', version: '1.0.0' };
const INSTRUCTIONS =
  'Runs audience surveys for quick consumer feedback. Draft a survey, target respondents by traits (list_traits), read its quote (get_survey), publish, then read results. A test-mode credential (sk_test_…) runs everything on a simulated panel without money.';

/**
 * A tool's schema as JSON Schema a client can compile on its own: no `$id` (the v2 schemas name
 * their components, and two tools naming the same one would clash in a client's validator).
 */
function plain(schema: TSchema): Tool['inputSchema'] {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === '$id' ? undefined : value))) as Tool['inputSchema'];
}

const LISTED: Tool[] = MCP_TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: plain(t.input),
  outputSchema: plain(t.output),
  annotations: { title: t.title, ...t.annotations },
}));
const BY_NAME = new Map(MCP_TOOLS.map((t) => [t.name, t]));
const CHECKS = new Map<string, TypeCheck<TSchema>>(MCP_TOOLS.map((t) => [t.name, TypeCompiler.Compile(t.input)]));

/** The arguments as the tool's schema allows them (defaults applied), or a parameter_invalid error. */
function argumentsFor(t: McpTool, args: unknown): unknown {
  const value = Value.Default(t.input, structuredClone(args ?? {}));
  const check = CHECKS.get(t.name)!;
  const first = check.Errors(value).First();
  if (!first) return value;
  const param = first.path.replace(/^\//, '').replaceAll('/', '.') || undefined;
  throw new ApiError('invalid', 'parameter_invalid', `${param ? `${param}: ` : ''}${first.message}.`, param);
}

export interface McpCall {
  tool: string;
  /** False for a name that is not one of the tools. */
  known: boolean;
  outcome: 'ok' | 'refused' | 'failed';
  code?: string;
}

/**
 * The MCP server of one HTTP request (stateless: nothing is kept between requests, so any
 * replica serves any call). Every tool call runs as the request's principal, its scope checked
 * per call as the v2 route checks it.
 */
export function mcpServer(graph: GraphClient, principal: Principal, caller: CallerContext, onCall: (call: McpCall) => void): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: LISTED }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const t = BY_NAME.get(request.params.name);
    if (!t) {
      const err = new ApiError('invalid', 'parameter_invalid', `No tool named "${request.params.name}"; tools/list lists them.`, 'name');
      onCall({ tool: request.params.name, known: false, outcome: 'refused', code: err.code });
      return toolError(err, caller.requestId);
    }
    try {
      if (!principal.scopes.includes(t.scope)) throw new ApiError('forbidden', 'insufficient_scope', `This credential lacks the "${t.scope}" scope.`);
      const result = toolResult(await t.run(graph, caller, argumentsFor(t, request.params.arguments)));
      onCall({ tool: t.name, known: true, outcome: 'ok' });
      return result;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A not-found names the id the agent sent, never the GUID a domain looked up (as on v2).
      const sent = (request.params.arguments as { id?: unknown } | undefined)?.id;
      const err = adaptNotFound(e, typeof sent === 'string' ? sent : undefined);
      onCall({ tool: t.name, known: true, outcome: err.kind === 'internal' || err.kind === 'unavailable' || err.kind === 'outage' ? 'failed' : 'refused', code: err.code });
      return toolError(err, caller.requestId);
    }
  });
  return server;
}
