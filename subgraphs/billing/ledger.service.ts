import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../platform/ids';
import { BillingError } from './billing.errors';
import { CreditBucket } from './entities/credit-bucket.entity';
import { LedgerEntry, type EntryKind } from './entities/ledger-entry.entity';
import { lockUntilCommit } from '../../platform/db/advisory-lock';

/**
 * The credit ledger: first-in-first-out buckets with expiries, and one entry per grant, spend,
 * refund and expiry. Amounts are units (hundredths of a credit). Invariant: a team's balance
 * (sum of entries) equals what its buckets hold (sum of unitsRemaining).
 */
export interface Wallet {
  teamId: string;
  livemode: boolean;
}

function entry(em: EntityManager, wallet: Wallet, bucket: CreditBucket, kind: EntryKind, units: number, orderId: string | null, note: string | null) {
  em.persist(em.create(LedgerEntry, { id: newId(), ...wallet, bucket, kind, units, orderId, note, createdAt: new Date() }));
}

/** Serializes a wallet's spending plans until the caller's transaction ends. */
export async function lockWallet(em: EntityManager, wallet: Wallet): Promise<void> {
  await lockUntilCommit(em, `billing:${wallet.teamId}:${wallet.livemode}`);
}

/** Adds a bucket and its grant entry (persisted; the caller flushes in its transaction). */
export function grantCredits(
  em: EntityManager,
  wallet: Wallet,
  grant: { units: number; expiresAt: Date; source: CreditBucket['source']; orderId?: string | null; note?: string | null },
): CreditBucket {
  if (!Number.isInteger(grant.units) || grant.units <= 0) throw new BillingError('invalid_grant', 'Credits to grant must be positive, in hundredths of a credit.', 'credits');
  if (!(grant.expiresAt.getTime() > Date.now())) throw new BillingError('invalid_grant', 'The expiry must be in the future.', 'expiresAt');
  const bucket = em.create(CreditBucket, {
    id: newId(),
    ...wallet,
    source: grant.source,
    orderId: grant.orderId ?? null,
    unitsGranted: grant.units,
    unitsRemaining: grant.units,
    expiresAt: grant.expiresAt,
    createdAt: new Date(),
  });
  em.persist(bucket);
  entry(em, wallet, bucket, grant.source === 'refund' ? 'refund' : 'grant', grant.units, grant.orderId ?? null, grant.note ?? null);
  return bucket;
}

/** Grants credits in a transaction of its own (operators: the grantCredits mutation and the CLI). */
export async function grantCreditsNow(em: EntityManager, wallet: Wallet, grant: Parameters<typeof grantCredits>[2]): Promise<CreditBucket> {
  return em.transactional(async (tem) => {
    const bucket = grantCredits(tem, wallet, grant);
    await tem.flush();
    return bucket;
  });
}

/**
 * Spends `units` from the oldest-expiring live buckets, locking them (run inside the caller's
 * transaction). Throws insufficient_credits, writing nothing, when they do not hold enough.
 */
export async function spendCredits(em: EntityManager, wallet: Wallet, units: number, orderId: string): Promise<void> {
  if (units === 0) return;
  const buckets = await em.find(
    CreditBucket,
    { ...wallet, unitsRemaining: { $gt: 0 }, expiresAt: { $gt: new Date() } },
    { orderBy: { expiresAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const held = buckets.reduce((sum, b) => sum + b.unitsRemaining, 0);
  if (held < units) throw new BillingError('insufficient_credits', 'The team no longer has the credits this order holds.');
  let left = units;
  for (const bucket of buckets) {
    if (left === 0) break;
    const take = Math.min(left, bucket.unitsRemaining);
    bucket.unitsRemaining -= take;
    left -= take;
    entry(em, wallet, bucket, 'spend', -take, orderId, null);
  }
}

/** Writes an expiry entry for every bucket past its expiry that still holds credits. Returns units expired. */
export async function expireDueBuckets(em: EntityManager, wallet: Wallet, now = new Date()): Promise<number> {
  const due = await em.find(CreditBucket, { ...wallet, unitsRemaining: { $gt: 0 }, expiresAt: { $lte: now } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  let expired = 0;
  for (const bucket of due) {
    entry(em, wallet, bucket, 'expiry', -bucket.unitsRemaining, null, null);
    expired += bucket.unitsRemaining;
    bucket.unitsRemaining = 0;
  }
  return expired;
}

export interface Balance {
  /** Sum of the ledger entries, in units. */
  units: number;
  /** Live buckets, oldest expiry first. */
  buckets: CreditBucket[];
}

/** Expires what is due (committed), then reads the balance and the live buckets. */
export async function readBalance(em: EntityManager, wallet: Wallet): Promise<Balance> {
  return em.transactional(async (tem) => {
    await expireDueBuckets(tem, wallet);
    await tem.flush();
    const [{ units }] = await tem.execute<{ units: string }[]>('select coalesce(sum(units), 0) as units from billing.ledger_entries where team_id = ? and livemode = ?', [
      wallet.teamId,
      wallet.livemode,
    ]);
    const buckets = await tem.find(CreditBucket, { ...wallet, unitsRemaining: { $gt: 0 } }, { orderBy: { expiresAt: 'asc', id: 'asc' } });
    return { units: Number(units), buckets };
  });
}

/**
 * Units a new survey order may plan to spend: live buckets minus what pending survey orders
 * already hold (their publish is between funding and commit).
 */
export async function availableUnits(em: EntityManager, wallet: Wallet): Promise<number> {
  const [{ units }] = await em.execute<{ units: string }[]>(
    `select (select coalesce(sum(units_remaining), 0) from billing.credit_buckets
               where team_id = ? and livemode = ? and units_remaining > 0 and expires_at > now())
          - (select coalesce(sum(credit_units_used), 0) from billing.orders
               where team_id = ? and livemode = ? and status = 'pending' and kind = 'survey') as units`,
    [wallet.teamId, wallet.livemode, wallet.teamId, wallet.livemode],
  );
  return Math.max(0, Number(units));
}

/** Units in live (unexpired) buckets: the balance without writing due expiries (reads only). */
export async function liveUnits(em: EntityManager, wallet: Wallet): Promise<number> {
  const [{ units }] = await em.execute<{ units: string }[]>(
    'select coalesce(sum(units_remaining), 0) as units from billing.credit_buckets where team_id = ? and livemode = ? and units_remaining > 0 and expires_at > now()',
    [wallet.teamId, wallet.livemode],
  );
  return Number(units);
}
