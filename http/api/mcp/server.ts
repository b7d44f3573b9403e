import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { TSchema } from '@sinclair/typebox';
import type { Principal } from '../../../platform/principal';
import type { CallerContext, GraphClient } from '../../../graph-client/graph-client';
import { ApiError, statusOf } from '../../../graph-client/errors';
import { MCP_TOOLS } from './tools';
import { toolError, toolResult } from './results';
import { adaptNotFound } from '../v2/not-found';

const SERVER_INFO = { name: 'survey-feedback-service', title: 'Survey Feedback Service', version: '1.0.0' };
const INSTRUCTIONS =
  'Runs audience surveys for quick consumer feedback. Draft a survey, target respondents by traits (list_traits), read its quote (get_survey), publish, then read results. A test-mode credential (sk_test_…) runs everything on a simulated panel without money.';

/**
 * A tool's schema as JSON Schema a client can compile on its own: an object at its root (MCP
 * asks for `type: object`; the create body is an intersection), and no `$id` (the v2 schemas
 * name their components, and two tools naming the same one would clash in a client's validator).
 */
function plain(schema: TSchema): Tool['inputSchema'] {
  const copy = JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === '$id' ? undefined : value))) as Tool['inputSchema'];
  return { ...copy, type: 'object' };
}

const LISTED: Tool[] = MCP_TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: plain(t.input),
  outputSchema: plain(t.output),
  annotations: { title: t.title, ...t.annotations },
}));
const BY_NAME = new Map(MCP_TOOLS.map((t, i) => [t.name, { tool: t, input: LISTED[i].inputSchema }]));

/**
 * Checks a tool's arguments against its input schema, as the v2 route checks its input (the
 * service's ajv and error codes), applying the schema's defaults in place; throws the v2 error.
 */
export type ValidateArguments = (schema: object, args: Record<string, unknown>) => void;

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
export function mcpServer(graph: GraphClient, principal: Principal, caller: CallerContext, validate: ValidateArguments, onCall: (call: McpCall) => void): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: LISTED }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const found = BY_NAME.get(request.params.name);
    if (!found) {
      const err = new ApiError('invalid', 'parameter_invalid', `No tool named "${request.params.name}"; tools/list lists them.`, 'name');
      onCall({ tool: request.params.name, known: false, outcome: 'refused', code: err.code });
      return toolError(err, caller.requestId);
    }
    const t = found.tool;
    try {
      if (!principal.scopes.includes(t.scope)) throw new ApiError('forbidden', 'insufficient_scope', `This credential lacks the "${t.scope}" scope.`);
      const args = structuredClone(request.params.arguments ?? {});
      validate(found.input, args);
      const result = toolResult(await t.run(graph, caller, args));
      onCall({ tool: t.name, known: true, outcome: 'ok' });
      return result;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A not-found names the id the agent sent, never the GUID a domain looked up (as on v2).
      const sent = (request.params.arguments as { id?: unknown } | undefined)?.id;
      const err = adaptNotFound(e, typeof sent === 'string' ? sent : undefined);
      onCall({ tool: t.name, known: true, outcome: statusOf(err.kind) >= 500 ? 'failed' : 'refused', code: err.code });
      return toolError(err, caller.requestId);
    }
  });
  return server;
}
