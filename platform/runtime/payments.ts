import type { Logger } from 'pino';
import { createStripeProvider } from '../../subgraphs/billing/payments/stripe-provider';
import { setPaymentProviders, type PaymentProviders } from '../../subgraphs/billing/payments/providers';
import type { Config } from '../config';
import { startStripeSandbox, type StripeSandbox } from '../stripe-sandbox';

/** The key the service presents to the sandbox (any test-shaped key works there). */
const SANDBOX_API_KEY = 'sk_test_sandbox';

export interface Payments {
  providers: PaymentProviders;
  /** The sandbox this process started (none when STRIPE_API_URL names one elsewhere). */
  sandbox: StripeSandbox | null;
  /** Tells a sandbox this process started where to send provider events, once the service listens. */
  serviceListening(serviceUrl: string): void;
  close(): Promise<void>;
}

/**
 * The payment providers (docs/architecture.md, "Payments"): test-mode keys always use the
 * sandbox; live keys use Stripe when STRIPE_SECRET_KEY is set without STRIPE_API_URL, else the
 * sandbox as well. With no STRIPE_API_URL, processes that serve HTTP start the sandbox themselves.
 */
export async function startPayments(cfg: Config, log: Logger, opts: { startSandbox: boolean }): Promise<Payments | null> {
  let sandbox: StripeSandbox | null = null;
  let sandboxUrl = cfg.STRIPE_API_URL ?? null;
  if (!sandboxUrl && opts.startSandbox) {
    sandbox = await startStripeSandbox({ host: cfg.HOST, port: cfg.STRIPE_SANDBOX_PORT, webhookSecret: cfg.STRIPE_SANDBOX_WEBHOOK_SECRET, log: log.child({ component: 'stripe-sandbox' }) });
    sandboxUrl = sandbox.url;
    log.info({ url: sandbox.url }, 'stripe sandbox started');
  }
  if (!sandboxUrl && !cfg.STRIPE_SECRET_KEY) return null;
  const test = sandboxUrl
    ? createStripeProvider({ secretKey: SANDBOX_API_KEY, apiUrl: sandboxUrl, webhookSecret: cfg.STRIPE_SANDBOX_WEBHOOK_SECRET, kind: 'sandbox' })
    : null;
  const live =
    cfg.STRIPE_SECRET_KEY && !cfg.STRIPE_API_URL
      ? createStripeProvider({ secretKey: cfg.STRIPE_SECRET_KEY, webhookSecret: cfg.STRIPE_WEBHOOK_SECRET!, kind: 'stripe' })
      : test!;
  // Without a sandbox, test-mode keys have nowhere safe to pay: they get 502, never real charges.
  const providers = { test, live };
  if (!test) log.warn('no Stripe sandbox configured: test-mode keys cannot pay in this process');
  // Production refuses this unless SANDBOX_SERVES_LIVE=true (platform/config.ts); say so at every start.
  if (cfg.NODE_ENV === 'production' && live === test) log.warn('live keys pay through the Stripe sandbox (SANDBOX_SERVES_LIVE=true): live payments are fake');
  setPaymentProviders(providers);
  return {
    providers,
    sandbox,
    serviceListening(serviceUrl) {
      sandbox?.setWebhookTarget(`${serviceUrl}/provider-webhooks/stripe`);
    },
    async close() {
      setPaymentProviders(null);
      await sandbox?.close();
    },
  };
}
