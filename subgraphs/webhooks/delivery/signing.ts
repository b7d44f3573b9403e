import { createHmac } from 'node:crypto';

/**
 * `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the
 * endpoint's secret: the scheme Stripe uses, so `stripe.webhooks.constructEvent` verifies it.
 * The body is the exact bytes sent.
 */
export function signatureHeader(secret: string, body: string, t: number = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}
