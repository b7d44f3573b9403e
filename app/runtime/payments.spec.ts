import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFor, ProviderUnavailableError } from '../../subgraphs/billing';
import { parseConfig } from '../../platform/config';
import { startPayments, type Payments } from './payments';

const log = pino({ level: 'silent' });
const cfg = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', ...env });
const liveStripe = { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_WEBHOOK_SECRET: 'whsec_live_example' };
const own = () => 'http://127.0.0.1:3000/stripe-sandbox';

/** Which provider serves which mode (docs/decisions.md, "Which provider serves which key?"). No network is used. */
describe('startPayments', () => {
  let payments: Payments | null = null;
  afterEach(async () => {
    await payments?.close();
    payments = null;
  });

  it('with STRIPE_SECRET_KEY, live keys use Stripe itself and test keys the sandbox the process serves', () => {
    payments = startPayments(cfg(liveStripe), log, { ownSandbox: own });
    expect(payments!.providers.live.kind).toBe('stripe');
    expect(payments!.providers.test!.kind).toBe('sandbox');
    expect(providerFor(true)).toBe(payments!.providers.live);
    expect(providerFor(false)).toBe(payments!.providers.test);
  });

  it('STRIPE_SANDBOX_URL carries test-mode payments only: with a secret key, live keys still use Stripe', () => {
    payments = startPayments(cfg({ ...liveStripe, STRIPE_SANDBOX_URL: 'http://127.0.0.1:9/stripe-sandbox' }), log, { ownSandbox: null });
    expect(payments!.providers.live.kind).toBe('stripe');
    expect(payments!.providers.test!.kind).toBe('sandbox');
    expect(payments!.providers.live).not.toBe(payments!.providers.test);
  });

  it('with neither, a process that serves no sandbox has no provider: payments are refused, never sent to Stripe', () => {
    payments = startPayments(cfg({}), log, { ownSandbox: null });
    expect(payments).toBeNull();
    expect(() => providerFor(true)).toThrow(ProviderUnavailableError);
    expect(() => providerFor(false)).toThrow(ProviderUnavailableError);
  });

  it('a secret key without a sandbox: live keys use Stripe, test-mode keys cannot pay', () => {
    payments = startPayments(cfg(liveStripe), log, { ownSandbox: null });
    expect(payments!.providers.live.kind).toBe('stripe');
    expect(payments!.providers.test).toBeNull();
    expect(() => providerFor(false)).toThrow(ProviderUnavailableError);
  });

  it('the settings that once let a sandbox URL override the live provider refuse to boot, naming their replacement', () => {
    expect(() => cfg({ ...liveStripe, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_SANDBOX_URL/);
    expect(() => cfg({ STRIPE_SANDBOX_PORT: '12111' })).toThrow(/stripe-sandbox/);
  });
});
