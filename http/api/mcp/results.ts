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
  quote_changed: 'The price changed and nothing was charged: call get_quote, show the new cost to the person, then call publish_survey with it as expectedCost.',
  insufficient_credits:
    'Nothing was charged: the credits do not cover the cost and the team has no saved card. Call buy_credits and give the person the checkout URL, then publish again once get_credit_balance covers the cost.',
  card_declined: 'Nothing was charged: the saved card was declined. Ask the person to replace the card in the console (billing), or call buy_credits for a checkout they can pay.',
  card_authentication_required: 'Nothing was charged: the bank asks the person to confirm the payment. Call buy_credits and give the person the checkout URL, then publish again.',
  plan_required:
    "Nothing was charged: the team's plan does not cover this survey (its sample size or question types). Make the survey fit the plan with update_survey, or ask the person to change the plan in the console.",
  survey_not_completed: 'The survey is still collecting: call get_survey until its status is "completed", then call again.',
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
