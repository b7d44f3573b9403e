import Stripe from 'stripe';

/**
 * The official SDK client. `apiUrl` points it at the project's sandbox (e.g. http://127.0.0.1:12111);
 * null means api.stripe.com. The SDK adds an Idempotency-Key to every POST and retries network
 * errors, 409 and 5xx with that same key, so its own retries never charge twice.
 */
export function createStripeClient(secretKey: string, apiUrl?: string | null): Stripe {
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(apiUrl ? sdkAddress(apiUrl) : {}),
  });
}

function sdkAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  // URL keeps brackets around IPv6 hosts; Node's http.request wants them without.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol };
}
