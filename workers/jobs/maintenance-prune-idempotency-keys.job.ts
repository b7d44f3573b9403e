import { pruneIdempotencyKeys } from '../../subgraphs/billing';
import type { JobHandler } from './handler';

/** Deletes Idempotency-Keys past their 24-hour retention (spec: Idempotency rules). Idempotent. */
export const pruneIdempotencyKeysJob: JobHandler<'maintenance.prune-idempotency-keys'> = async (_payload, { orm, log }) => {
  const deleted = await pruneIdempotencyKeys(orm.em.fork());
  log.info({ deleted }, 'idempotency keys pruned');
  return { deleted };
};
