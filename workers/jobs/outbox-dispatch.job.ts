import { panelOutcome } from '../../subgraphs/surveys';
import { recordWebhookEvent } from '../../subgraphs/webhooks';
import { newRequestId } from '../../platform/ids';
import { markDispatched } from '../../platform/outbox/outbox';
import type { JobContext, JobHandler } from './handler';
import { webhookObject } from './webhook-objects';
import { jobIds, type JobPayload } from './registry';

/**
 * Runs once per outbox event (job id = event id) and starts what the event calls for, with
 * deterministic job ids so a retry of this job enqueues nothing twice:
 * - survey.published → the first collection step; survey.reopened → the step from its nextSeq;
 * - followup.sent → the panel's reply when it has one, and the expiry at expiresAt;
 * - survey.completed, order.paid → the webhook event (its envelope made once) and one
 *   `webhooks.deliver` job per subscribed endpoint; webhook.redeliver → a fresh series;
 *   webhook.test → the first series of a test event (recorded with its delivery by the request);
 * - survey.completed also → the English PDF and PNG reports and the questions' insights;
 *   reports.requested → the reports asked for.
 */
export const dispatchOutboxEvent: JobHandler<'outbox.dispatch'> = async (event, ctx) => {
  ctx.log.debug({ eventId: event.eventId, type: event.type, aggregateId: event.aggregateId }, 'outbox event');
  await dispatch(event, ctx);
  // Last: until this is written, the reconciler treats the event as not done (its job may be lost).
  await markDispatched(ctx.orm.em.fork(), event.eventId);
};

async function dispatch(event: JobPayload<'outbox.dispatch'>, { orm, queues, graph, log, requestId }: JobContext): Promise<void> {
  const p = event.payload;
  switch (event.type) {
    case 'survey.published':
    case 'survey.reopened': {
      const surveyId = String(p.surveyId);
      const fromSeq = event.type === 'survey.reopened' ? Number(p.nextSeq) : 0;
      await queues.enqueue('collection.run', { surveyId, fromSeq }, { jobId: jobIds.collectionStep(surveyId, fromSeq) });
      return;
    }
    case 'reports.requested': {
      const { surveyId, languages } = p as { surveyId: string; languages: ('en' | 'es' | 'ru' | 'zh' | 'ja')[] };
      await queues.enqueue('reports.render', { surveyId, languages }, { jobId: jobIds.reportsRender(surveyId, event.eventId) });
      return;
    }
    case 'survey.completed':
    case 'order.paid': {
      if (event.type === 'survey.completed') {
        const surveyId = String(p.surveyId);
        await queues.enqueue('reports.render', { surveyId, languages: ['en'] }, { jobId: jobIds.reportsRender(surveyId, event.eventId) });
        await queues.enqueue('insights.compute', { surveyId }, { jobId: jobIds.insightsCompute(surveyId, event.eventId) });
      }
      const em = orm.em.fork();
      if (!graph) throw new Error('this worker has no GraphQL client (startWorkers({ graph })): webhook objects are read through it');
      const found = await webhookObject(em, graph, event.type, p, { requestId: requestId ?? newRequestId(), log });
      if (!found) return;
      const { eventId, endpointIds } = await recordWebhookEvent(em, { sourceId: event.eventId, type: event.type, occurredAt: new Date(event.createdAt), ...found });
      for (const endpointId of endpointIds) {
        await queues.enqueue('webhooks.deliver', { eventId, endpointId, redelivery: 0 }, { jobId: jobIds.webhookDelivery(eventId, endpointId, 0) });
      }
      return;
    }
    case 'webhook.redeliver':
    case 'webhook.test': {
      const { eventId, endpointId, redelivery } = p as { eventId: string; endpointId: string; redelivery: number };
      await queues.enqueue('webhooks.deliver', { eventId, endpointId, redelivery }, { jobId: jobIds.webhookDelivery(eventId, endpointId, redelivery) });
      return;
    }
    case 'followup.sent': {
      const followupId = String(p.followupId);
      const found = await panelOutcome(orm.em.fork(), followupId);
      if (!found) return;
      const { followup, outcome } = found;
      if (outcome && outcome.kind !== 'expire') {
        await queues.enqueue('followups.panel-reply', { followupId }, { jobId: jobIds.followupReply(followupId), delay: outcome.afterMs });
      }
      const untilExpiry = Math.max(0, followup.expiresAt.getTime() - Date.now());
      await queues.enqueue('followups.expire', { followupId }, { jobId: jobIds.followupExpiry(followupId), delay: untilExpiry });
      return;
    }
  }
}
