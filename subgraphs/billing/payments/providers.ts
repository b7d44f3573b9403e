import { ProviderUnavailableError, type PaymentProvider } from './provider';

/** The providers for each mode: test-mode keys always reach the sandbox; live keys the configured provider. */
export interface PaymentProviders {
  /** Null when no sandbox is reachable from this process: test mode then cannot pay (502), never reaching real Stripe. */
  test: PaymentProvider | null;
  live: PaymentProvider;
}

let current: PaymentProviders | null = null;

/** Installed once at startup (app/runtime/payments.ts). */
export function setPaymentProviders(next: PaymentProviders | null): void {
  current = next;
}

export function providerFor(livemode: boolean): PaymentProvider {
  const provider = livemode ? current?.live : current?.test;
  if (!provider) throw new ProviderUnavailableError(`no ${livemode ? 'live' : 'test-mode'} payment provider is configured in this process`);
  return provider;
}

/** Both providers, without duplicates (live may be the same sandbox). */
export function allProviders(): PaymentProvider[] {
  if (!current) return [];
  return [...new Set([current.test, current.live].filter((p): p is PaymentProvider => p !== null))];
}
