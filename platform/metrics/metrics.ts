import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DomainError } from '../errors';

/**
 * Prometheus metrics of this process (docs/operations.md, "Metrics" lists every series).
 *
 * One Registry per process, not prom-client's global one: metrics are defined once when this
 * module loads, so several services started one after another in one process (tests) share
 * them instead of registering the same names twice. What differs per service (its database
 * pool, its queues, its outbox) is attached and detached by the service (./sources.ts).
 *
 * Label values always come from small fixed sets: never ids, URLs, raw paths or messages.
 */
export const METRIC_PREFIX = 'sfs_';

export const registry = new Registry();

let defaultsStarted = false;
/** Process metrics (CPU, memory, event loop lag, GC, handles), `sfs_`-prefixed; once per process. */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
}

/** The exposition of every metric of this process, and its content type. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

// Jobs ----------------------------------------------------------------------------------------

const jobDuration = new Histogram({
  name: `${METRIC_PREFIX}job_duration_seconds`,
  help: 'Job runs (one per attempt) by registry job name and outcome (completed or failed).',
  // `job_name`, not `job`: Prometheus uses `job` for the scrape target.
  labelNames: ['job_name', 'outcome'] as const,
  buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [registry],
});

/** Times one job attempt; `jobName` must be a registry name (or a fixed placeholder such as "unknown"). */
export async function observeJob<T>(jobName: string, run: () => Promise<T>): Promise<T> {
  const end = jobDuration.startTimer({ job_name: jobName });
  try {
    const result = await run();
    end({ outcome: 'completed' });
    return result;
  } catch (err) {
    end({ outcome: 'failed' });
    throw err;
  }
}

const jobsStalled = new Counter({
  name: `${METRIC_PREFIX}jobs_stalled_total`,
  help: 'Jobs whose worker stopped renewing their lock (it died or hung) and that this process took back, by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/** A stalled job taken over from a dead or hung worker; `queue` is a registry queue name. */
export function countStalledJob(queue: string): void {
  jobsStalled.inc({ queue });
}

const reconciled = new Counter({
  name: `${METRIC_PREFIX}jobs_reconciled_total`,
  help: 'Jobs the reconciler enqueued again (or retried) because PostgreSQL held work the queues did not, by source.',
  labelNames: ['source', 'action'] as const,
  registers: [registry],
});

/** Counts what a reconcile pass did; `source` and `action` come from fixed sets (workers/reconciler.ts). */
export function countReconciled(source: string, action: string, n: number): void {
  reconciled.inc({ source, action }, n);
}

// Webhooks ------------------------------------------------------------------------------------

export type WebhookDeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'cancelled' | 'skipped';

const webhookDeliveries = new Counter({
  name: `${METRIC_PREFIX}webhook_deliveries_total`,
  help: 'Webhook delivery runs by outcome (delivered, retry, failed = gave up, cancelled, skipped) and the receiver status class (2xx…5xx, none).',
  labelNames: ['outcome', 'status_class'] as const,
  registers: [registry],
});

/** Counts one delivery run; `statusCode` is the receiver's HTTP status, null when none came back. */
export function countWebhookDelivery(outcome: WebhookDeliveryOutcome, statusCode: number | null): void {
  webhookDeliveries.inc({ outcome, status_class: statusClass(statusCode) });
}

export function statusClass(statusCode: number | null): string {
  if (statusCode === null) return 'none';
  return statusCode >= 100 && statusCode < 600 ? `${Math.floor(statusCode / 100)}xx` : 'other';
}

// MCP tool calls ------------------------------------------------------------------------------

const mcpToolCalls = new Counter({
  name: `${METRIC_PREFIX}mcp_tool_calls_total`,
  help: 'MCP tool calls by tool and outcome (ok, refused = an error the agent can act on, failed = ours).',
  labelNames: ['tool', 'outcome'] as const,
  registers: [registry],
});

/** Counts one MCP tool call; an unknown tool's name is not a label value (it would grow the series without bound). */
export function countMcpToolCall(tool: string, outcome: 'ok' | 'refused' | 'failed', known: boolean): void {
  mcpToolCalls.inc({ tool: known ? tool : 'unknown', outcome });
}

// Payments ------------------------------------------------------------------------------------

export type PaymentFlow = 'publish' | 'publish_recovery';
export type PaymentOutcome = 'succeeded' | 'card_declined' | 'authentication_required' | 'insufficient_credits' | 'provider_error';

const payments = new Counter({
  name: `${METRIC_PREFIX}payments_total`,
  help: 'Payment attempts by flow (publish, publish_recovery) and outcome.',
  labelNames: ['flow', 'outcome'] as const,
  registers: [registry],
});

/** Domain error codes that are a payment's outcome; other failures are not payment outcomes. */
const FAILED_PAYMENTS: ReadonlyMap<string, PaymentOutcome> = new Map([
  ['insufficient_credits', 'insufficient_credits'],
  ['card_declined', 'card_declined'],
  ['card_authentication_required', 'authentication_required'],
  ['upstream_unavailable', 'provider_error'],
]);

export function countPayment(flow: PaymentFlow, outcome: PaymentOutcome): void {
  payments.inc({ flow, outcome });
}

/**
 * Runs the funding of a payment and counts its outcome once: `succeeded` when it resolves, the
 * outcome its domain error stands for when it fails with one (other errors are not counted).
 */
export async function observePayment<T>(flow: PaymentFlow, fund: () => Promise<T>): Promise<T> {
  try {
    const result = await fund();
    countPayment(flow, 'succeeded');
    return result;
  } catch (err) {
    const outcome = err instanceof DomainError ? FAILED_PAYMENTS.get(err.code) : undefined;
    if (outcome) countPayment(flow, outcome);
    throw err;
  }
}
