import type { Job } from 'bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { GraphClient } from '../../graph-client/graph-client';
import type { JobName, JobPayload, JobQueues } from './registry';

/** What a handler may use; small and explicit. */
export interface JobContext {
  job: Job;
  orm: MikroORM;
  /** Bound to the job: every line carries queue, job, jobId and (when known) requestId. */
  log: Logger;
  /** For jobs that enqueue their follow-on jobs; they carry this job's requestId. */
  queues: JobQueues;
  /** Runs the facade's named GraphQL operations (webhook objects); null where none was given (some tests). */
  graph: GraphClient | null;
  /** The request that caused this job (`req_…`), or null; fork with it (forkForRequest) to record outbox events. */
  requestId: string | null;
}

/** Handles one job. Receives the payload already parsed by its schema; throws to retry. */
export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<unknown>;

export type JobHandlers = { [N in JobName]: JobHandler<N> };
