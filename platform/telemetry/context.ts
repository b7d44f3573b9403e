import { context, propagation, trace, type Span } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { redactQuery } from './redact';

/**
 * The trace context where work leaves one process or one moment for another (an outbox row, a
 * job) and comes back. Only the OpenTelemetry API: with tracing off every call is a no-op
 * (no span is active, the propagator injects nothing).
 */

/** `trace_id` and `span_id` of the active span, for every log line written inside it. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  // Unsampled spans are not exported: an id no trace store knows would only mislead.
  return traceFlags & 1 ? { trace_id: traceId, span_id: spanId } : {};
}

/** The active context as a W3C `traceparent` header value, or null when nothing is traced. */
export function activeTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** Runs `fn` as a continuation of the trace a stored `traceparent` names (as is, without one). */
export function withTraceparent<T>(traceparent: string | null | undefined, fn: () => T): T {
  if (!traceparent) return fn();
  return context.with(propagation.extract(context.active(), { traceparent }), fn);
}

/** Sets attributes on the active span, if it records (a sampled one). */
export function tagActiveSpan(attributes: Record<string, string>): void {
  const span = trace.getActiveSpan();
  if (span?.isRecording()) span.setAttributes(attributes);
}

/**
 * Names the current request's server span (when traced) as the semantic conventions say, by its
 * route template (`POST /v2/surveys/:id/publish`), and marks it with the service's request id
 * (`sfs.request_id`). Its path becomes the template and its query values are redacted: paths
 * and queries may carry tokens (respondent links, download tokens, OAuth codes).
 */
export function tagRequest(requestId: string, route: string | undefined, query: string): void {
  const rpc = getRPCMetadata(context.active());
  const span: Span | undefined = rpc?.span ?? trace.getActiveSpan();
  if (!span?.isRecording()) return;
  if (rpc?.type === RPCType.HTTP) rpc.route = route ?? 'unmatched';
  span.setAttribute('sfs.request_id', requestId);
  span.setAttribute('url.path', route ?? 'unmatched');
  if (query) span.setAttribute('url.query', redactQuery(query));
}
