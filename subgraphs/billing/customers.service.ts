import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { BillingError } from './billing.errors';
import { Customer } from './entities/customer.entity';
import type { Wallet } from './ledger.service';
import { providerFor } from './payments/providers';
import { ProviderCustomerMissingError, ProviderUnavailableError, type PaymentProvider, type SavedCard } from './payments/provider';

/**
 * Runs a provider call as the wallet's team in its mode (the sandbox takes a key per team and
 * mode); an unreachable provider is a 502 upstream_unavailable (nothing changed here).
 */
export async function viaProvider<T>(call: (provider: PaymentProvider) => Promise<T>, wallet: Wallet): Promise<T> {
  try {
    return await call(providerFor(wallet.livemode).forTeam(wallet));
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      throw new BillingError('upstream_unavailable', 'The payment provider is unavailable; nothing was charged. Retry with backoff.');
    }
    throw err;
  }
}

/** The team's provider customer id for this mode, or null when it has none yet. */
export async function findCustomerId(em: EntityManager, wallet: Wallet): Promise<string | null> {
  const row = await em.findOne(Customer, { teamId: wallet.teamId, livemode: wallet.livemode });
  return row?.providerCustomerId ?? null;
}

/**
 * The team's provider customer, created on first need. The provider call carries an
 * idempotency key per team and mode, so two racing requests end with one customer.
 */
export async function ensureCustomerId(em: EntityManager, wallet: Wallet, teamName: string): Promise<string> {
  const existing = await findCustomerId(em, wallet);
  if (existing) return existing;
  const customerId = await createCustomer(wallet, teamName, customerKey(wallet));
  await em.execute('insert into billing.customers (team_id, livemode, provider_customer_id) values (?, ?, ?) on conflict (team_id, livemode) do nothing', [
    wallet.teamId,
    wallet.livemode,
    customerId,
  ]);
  return (await findCustomerId(em, wallet))!;
}

/**
 * The team's default saved card, or null (no customer yet, no card saved, or a customer the
 * provider no longer knows). A forgotten customer's row is kept on purpose: withCustomer
 * replaces it under a key derived from its id, which the original creation key cannot be
 * (the provider would replay the deleted customer from its idempotency cache).
 */
export async function defaultCardOf(em: EntityManager, wallet: Wallet): Promise<{ customerId: string; card: SavedCard } | null> {
  const customerId = await findCustomerId(em, wallet);
  if (!customerId) return null;
  try {
    const card = await viaProvider((p) => p.defaultCard(customerId), wallet);
    return card ? { customerId, card } : null;
  } catch (err) {
    if (err instanceof ProviderCustomerMissingError) return null;
    throw err;
  }
}

/**
 * Runs `call` with the team's provider customer (created on first need). When the provider no
 * longer knows that customer (deleted in its dashboard, or a sandbox that restarted), it is
 * replaced by a new one and `call` runs once more with the new id.
 */
export async function withCustomer<T>(em: EntityManager, wallet: Wallet, teamName: string, call: (customerId: string) => Promise<T>): Promise<T> {
  const customerId = await ensureCustomerId(em, wallet, teamName);
  try {
    return await call(customerId);
  } catch (err) {
    if (!(err instanceof ProviderCustomerMissingError)) throw err;
    return call(await replaceCustomer(em, wallet, teamName, customerId));
  }
}

/**
 * A new provider customer in place of `missingId`. The key names the customer it replaces: two
 * racing requests get the same new customer, and real Stripe cannot replay the deleted one from
 * its 24-hour idempotency cache. The row moves only if it still holds `missingId`; if another
 * request replaced it first, theirs is used.
 */
async function replaceCustomer(em: EntityManager, wallet: Wallet, teamName: string, missingId: string): Promise<string> {
  const customerId = await createCustomer(wallet, teamName, `${customerKey(wallet)}-replacing-${missingId}`);
  await em.execute(
    `insert into billing.customers (team_id, livemode, provider_customer_id) values (?, ?, ?)
     on conflict (team_id, livemode) do update set provider_customer_id = excluded.provider_customer_id
     where billing.customers.provider_customer_id = ?`,
    [wallet.teamId, wallet.livemode, customerId, missingId],
  );
  // Read with SQL: the entity manager may still hold the row as it was before the swap.
  const rows = await em.execute<{ provider_customer_id: string }[]>('select provider_customer_id from billing.customers where team_id = ? and livemode = ?', [
    wallet.teamId,
    wallet.livemode,
  ]);
  return rows[0].provider_customer_id;
}

/** A hosted billing-portal session (add or replace the default card); returns its URL. */
export async function createPortalSession(em: EntityManager, wallet: Wallet, teamName: string): Promise<string> {
  const returnUrl = `${config().PUBLIC_BASE_URL}/billing/return`;
  const { url } = await withCustomer(em, wallet, teamName, (customerId) => viaProvider((p) => p.createPortalSession({ customerId, returnUrl }), wallet));
  return url;
}

/** The provider idempotency key of a team's first customer in a mode. */
const customerKey = (wallet: Wallet) => `customer-${wallet.teamId}-${wallet.livemode ? 'live' : 'test'}`;

async function createCustomer(wallet: Wallet, teamName: string, idempotencyKey: string): Promise<string> {
  const { customerId } = await viaProvider((p) => p.createCustomer({ teamId: wallet.teamId, teamName, idempotencyKey }), wallet);
  return customerId;
}
