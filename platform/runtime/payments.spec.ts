import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFor } from '../../subgraphs/billing/payments/providers';
import { ProviderUnavailableError } from '../../subgraphs/billing/payments/provider';
import { parseConfig } from '../config';
import { startPayments, type Payments } from './payments';

const log = pino({ level: 'silent' });
const cfg = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', STRIPE_SANDBOX_PORT: '0', ...env });

/** Which provider serves which mode (docs/decisions.md, "Which provider serves which key?"). No network is used. */
describe('startPayments', () => {
  let payments: Payments | null = null;
  afterEach(async () => {
    await payments?.close();
    payments = null;
  });

  it('with STRIPE_SECRET_KEY and no STRIPE_API_URL, live keys use Stripe itself and test keys a sandbox of its own', async () => {
    payments = await startPayments(cfg({ STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_live_example' }), log, { startSandbox: true });
    expect(payments!.providers.live.kind).toBe('stripe');
    expect(payments!.providers.test!.kind).toBe('sandbox');
    expect(payments!.sandbox!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(providerFor(true)).toBe(payments!.providers.live);
    expect(providerFor(false)).toBe(payments!.providers.test);
  });

  it('with STRIPE_API_URL both modes use that sandbox, even with a secret key, and no sandbox is started', async () => {
    payments = await startPayments(cfg({ STRIPE_API_URL: 'http://127.0.0.1:9', STRIPE_SECRET_KEY: 'sk_live_example' }), log, { startSandbox: true });
    expect(payments!.sandbox).toBeNull();
    expect(payments!.providers.live).toBe(payments!.providers.test);
    expect(payments!.providers.live.kind).toBe('sandbox');
  });

  it('with neither, a process that starts no sandbox has no provider: payments are refused, never sent to Stripe', async () => {
    payments = await startPayments(cfg({}), log, { startSandbox: false });
    expect(payments).toBeNull();
    expect(() => providerFor(true)).toThrow(ProviderUnavailableError);
    expect(() => providerFor(false)).toThrow(ProviderUnavailableError);
  });

  it('a secret key without a sandbox: live keys use Stripe, test-mode keys cannot pay', async () => {
    payments = await startPayments(cfg({ STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_live_example' }), log, { startSandbox: false });
    expect(payments!.providers.live.kind).toBe('stripe');
    expect(payments!.providers.test).toBeNull();
    expect(() => providerFor(false)).toThrow(ProviderUnavailableError);
  });
});
