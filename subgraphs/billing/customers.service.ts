import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from '../../platform/config';
import { BillingError } from './billing.errors';
import { Customer } from './entities/customer.entity';
import type { Wallet } from './ledger.service';
import { providerFor } from './payments/providers';
import { ProviderUnavailableError, type PaymentProvider, type SavedCard } from './payments/provider';

/** Runs a provider call; an unreachable provider is a 502 upstream_unavailable (nothing changed here). */
export async function viaProvider<T>(call: (provider: PaymentProvider) => Promise<T>, livemode: boolean): Promise<T> {
  try {
    return await call(providerFor(livemode));
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
  const { customerId } = await viaProvider(
    (p) => p.createCustomer({ teamId: wallet.teamId, teamName, idempotencyKey: `customer-${wallet.teamId}-${wallet.livemode ? 'live' : 'test'}` }),
    wallet.livemode,
  );
  await em.execute(
    'insert into billing.customers (team_id, livemode, provider_customer_id) values (?, ?, ?) on conflict (team_id, livemode) do nothing',
    [wallet.teamId, wallet.livemode, customerId],
  );
  return (await findCustomerId(em, wallet))!;
}

/** The team's default saved card, or null (no customer yet, or no card saved). */
export async function defaultCardOf(em: EntityManager, wallet: Wallet): Promise<{ customerId: string; card: SavedCard } | null> {
  const customerId = await findCustomerId(em, wallet);
  if (!customerId) return null;
  const card = await viaProvider((p) => p.defaultCard(customerId), wallet.livemode);
  return card ? { customerId, card } : null;
}

/** A hosted billing-portal session (add or replace the default card); returns its URL. */
export async function createPortalSession(em: EntityManager, wallet: Wallet, teamName: string): Promise<string> {
  const customerId = await ensureCustomerId(em, wallet, teamName);
  const { url } = await viaProvider((p) => p.createPortalSession({ customerId, returnUrl: `${config().PUBLIC_BASE_URL}/billing/return` }), wallet.livemode);
  return url;
}
