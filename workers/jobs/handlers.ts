import type { JobHandlers } from './handler';
import { dispatchOutboxEvent } from './outbox-dispatch.job';
import { pruneOutbox } from './maintenance-prune-outbox.job';
import { pruneIdempotencyKeysJob } from './maintenance-prune-idempotency-keys.job';
import { recoverPublishesJob } from './maintenance-recover-publishes.job';
import { runCollectionStep } from './collection-run.job';
import { followupExpire, followupPanelReply } from './followup.jobs';
import { deliverWebhook } from './webhooks-deliver.job';
import { renderReports } from './reports-render.job';
import { computeInsights } from './insights-compute.job';

/** Every job's handler, by name. startWorkers refuses to boot when one is missing. */
export const jobHandlers: JobHandlers = {
  'outbox.dispatch': dispatchOutboxEvent,
  'maintenance.prune-outbox': pruneOutbox,
  'maintenance.prune-idempotency-keys': pruneIdempotencyKeysJob,
  'maintenance.recover-publishes': recoverPublishesJob,
  'collection.run': runCollectionStep,
  'followups.panel-reply': followupPanelReply,
  'followups.expire': followupExpire,
  'webhooks.deliver': deliverWebhook,
  'reports.render': renderReports,
  'insights.compute': computeInsights,
};
