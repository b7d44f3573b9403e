import Stripe from 'stripe';

/** Where the client sends requests: a fixed URL, or one read at each request (a sandbox the process mounts once it listens). */
export type ApiUrl = string | (() => string);

/**
 * The official SDK client. `apiUrl` points it at the project's sandbox (e.g.
 * http://127.0.0.1:3000/stripe-sandbox); null means api.stripe.com. The SDK adds an
 * Idempotency-Key to every POST and retries network errors, 409 and 5xx with that same key,
 * so its own retries never charge twice.
 */
export function createStripeClient(secretKey: string, apiUrl?: ApiUrl | null): Stripe {
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(apiUrl ? { httpClient: sandboxHttpClient(apiUrl) } : {}),
  });
}

/**
 * The SDK's own Node client, sent to the sandbox: the SDK knows a host, a port and a protocol
 * but no base path, and the service serves the sandbox under one (/stripe-sandbox).
 */
function sandboxHttpClient(apiUrl: ApiUrl): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  const client = Object.create(inner) as Stripe.HttpClient;
  client.makeRequest = (_host, _port, path, method, headers, data, _protocol, timeout) => {
    const url = new URL(typeof apiUrl === 'string' ? apiUrl : apiUrl());
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    const port = url.port || (protocol === 'http' ? '80' : '443');
    // URL keeps brackets around IPv6 hosts; Node's http.request wants them without.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    return inner.makeRequest(host, port, `${url.pathname.replace(/\/$/, '')}${path}`, method, headers, data, protocol, timeout);
  };
  return client;
}
