import type { Logger } from 'pino';
import { createStripeProvider, setPaymentProviders, type ApiUrl, type PaymentProviders } from '../../subgraphs/billing';
import type { Config } from '../../platform/config';
import { sandboxApiKey, teamAccount } from '../../sandbox/stripe';

/**
 * The key the sandbox provider's client holds: one the sandbox never issued, so a call that is
 * not made as a team (PaymentProvider.forTeam) is refused, never served from a shared account.
 */
const UNSCOPED_SANDBOX_KEY = 'sk_test_unscoped';

export interface Payments {
  providers: PaymentProviders;
  close(): Promise<void>;
}

/**
 * The payment providers (docs/architecture.md, "Payments"), from two settings that never stand
 * in for each other:
 * - test-mode keys pay through the sandbox: STRIPE_SANDBOX_URL, else the one this process
 *   serves (`ownSandbox`, for processes that serve the API); neither: test keys cannot pay (502);
 * - live keys pay through Stripe when STRIPE_SECRET_KEY is set, whatever else is; without it,
 *   through the test provider (development; production refuses unless SANDBOX_SERVES_LIVE).
 */
export function startPayments(cfg: Config, log: Logger, opts: { ownSandbox: ApiUrl | null }): Payments | null {
  const sandboxUrl: ApiUrl | null = cfg.STRIPE_SANDBOX_URL ?? opts.ownSandbox;
  if (!sandboxUrl && !cfg.STRIPE_SECRET_KEY) return null;
  // Each team pays in each mode with a key of its own, derived from the secret the sandbox checks it with (sandbox/stripe/keys.ts).
  const secret = cfg.STRIPE_SANDBOX_WEBHOOK_SECRET;
  const test = sandboxUrl
    ? createStripeProvider({
        secretKey: UNSCOPED_SANDBOX_KEY,
        apiUrl: sandboxUrl,
        webhookSecret: secret,
        kind: 'sandbox',
        keyForTeam: ({ teamId, livemode }) => sandboxApiKey(secret, teamAccount(teamId, livemode)),
      })
    : null;
  const live = cfg.STRIPE_SECRET_KEY ? createStripeProvider({ secretKey: cfg.STRIPE_SECRET_KEY, webhookSecret: cfg.STRIPE_WEBHOOK_SECRET!, kind: 'stripe' }) : test!;
  // Without a sandbox, test-mode keys have nowhere safe to pay: they get 502, never real charges.
  const providers = { test, live };
  if (!test) log.warn('no Stripe sandbox configured: test-mode keys cannot pay in this process (set STRIPE_SANDBOX_URL)');
  // Production refuses this unless SANDBOX_SERVES_LIVE=true (platform/config.ts); say so at every start.
  if (cfg.NODE_ENV === 'production' && live === test) log.warn('live keys pay through the Stripe sandbox (SANDBOX_SERVES_LIVE=true): live payments are fake');
  setPaymentProviders(providers);
  return {
    providers,
    async close() {
      setPaymentProviders(null);
    },
  };
}
