import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiError } from '../../../graph-client/errors';
import { v2Body } from '../../envelopes';

/**
 * What an agent should do next after an error, by v2 code: the error body says what went wrong,
 * this says how to recover (issue 39: "errors that tell the agent what to do next").
 */
const NEXT_STEP: Record<string, string> = {
  parameter_invalid: 'Fix the argument named in `param` and call the tool again.',
  parameter_missing: 'Add the argument named in `param` and call the tool again.',
  resource_missing: 'Check the id; list_surveys lists the surveys this credential can see.',
  insufficient_scope: 'This credential lacks the scope the tool needs; ask the person who manages the team for a credential with it.',
  rate_limit_exceeded: 'Wait for the number of seconds in the message, then call again.',
  authentication_required: 'The credential is unknown, expired or revoked; ask the person for a new one.',
  internal_error: 'Nothing was changed by this call; try again shortly, and report the requestId if it persists.',
  service_unavailable: 'Try again in a few seconds.',
};

/** A tool's answer: the v2 object as structured content, and the same JSON as text for clients that read only text. */
export function toolResult(object: object): CallToolResult {
  return { structuredContent: object as Record<string, unknown>, content: [{ type: 'text', text: JSON.stringify(object) }] };
}

/** A refused or failed call: the v2 error body, and the next step where there is one. */
export function toolError(err: ApiError, requestId: string): CallToolResult {
  const body = v2Body(err, requestId);
  const next = NEXT_STEP[body.error.code];
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(next ? { ...body, nextStep: next } : body) }] };
}
