import type { JobHandler } from './handler';

/**
 * Runs once per outbox event (job id = event id). For now it only logs the event.
 * Later issues route events from here: survey.completed and order.paid fan out to
 * `webhooks.deliver` jobs (one per subscribed endpoint, with deterministic job ids
 * such as `<eventId>:<endpointId>` so a retry of this job enqueues no duplicates).
 */
export const dispatchOutboxEvent: JobHandler<'outbox.dispatch'> = async (event, { log }) => {
  log.debug({ eventId: event.eventId, type: event.type, aggregateId: event.aggregateId }, 'outbox event');
};
