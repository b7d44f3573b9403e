import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's API keys (docs/decisions.md, "Payments": "Who may call the sandbox?"). A key
 * names the account it acts for and proves it was issued by whoever holds the sandbox's
 * secret: `sk_test_<account><mac>` (letters and digits only, as Stripe's keys; the mac is the last 64
 * hex digits), where mac is HMAC-SHA256 over the account under a key
 * derived from STRIPE_SANDBOX_WEBHOOK_SECRET (the secret the sandbox and the service already
 * share). Nothing is stored: the service derives a team's key per mode when it calls, and the
 * sandbox checks it. Every object the sandbox keeps belongs to one account, and a key reaches
 * only its own account's objects.
 */
const KEY = /^sk_test_([A-Za-z0-9]{1,64})([0-9a-f]{64})$/;
const ACCOUNT = /^[A-Za-z0-9]{1,64}$/;

/** A purpose label, so the MAC key is never the webhook signing secret itself. */
const LABEL = 'stripe-sandbox api keys v1';

const macKeyOf = (secret: string): Buffer => createHmac('sha256', secret).update(LABEL).digest();
const macOf = (macKey: Buffer, account: string): Buffer => createHmac('sha256', macKey).update(account).digest();

/** The sandbox key of `account` (letters and digits, 1–64). */
export function sandboxApiKey(secret: string, account: string): string {
  if (!ACCOUNT.test(account)) throw new Error(`stripe sandbox: an account is 1–64 letters and digits, not "${account}"`);
  return `sk_test_${account}${macOf(macKeyOf(secret), account).toString('hex')}`;
}

/** The account a team's payments in one mode use: one per team and mode, so a test key never reaches live-mode objects. */
export function teamAccount(teamId: string, livemode: boolean): string {
  return `${livemode ? 'live' : 'test'}${teamId.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 64);
}

/** Checks keys against `secret`: the account a key acts for, or null for anything the sandbox did not issue. */
export function sandboxKeyVerifier(secret: string): (key: string) => string | null {
  const macKey = macKeyOf(secret);
  return (key) => {
    const match = KEY.exec(key);
    if (!match) return null;
    const [, account, given] = match;
    return timingSafeEqual(macOf(macKey, account), Buffer.from(given, 'hex')) ? account : null;
  };
}
