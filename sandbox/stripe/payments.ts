import { cardByToken, type TestCard } from './cards';
import { StripeApiError, invalidParam, noSuch } from './errors';
import { paymentIntentJson, paymentMethodJson } from './objects';
import { newId, nowSeconds, type Metadata, type PaymentIntent, type PaymentMethod, type SandboxStore } from './store';

/** Card and PaymentIntent behaviour shared by the API routes and the hosted pages. */

export function createPaymentMethod(store: SandboxStore, account: string, card: TestCard, customer: string | null): PaymentMethod {
  const pm: PaymentMethod = { id: newId('pm'), account, created: nowSeconds(), customer, card, metadata: {} };
  store.paymentMethods.set(pm.id, pm);
  return pm;
}

/** The account's PaymentMethod `id`, or undefined: another account's is as unknown as a missing one. */
export function ownPaymentMethod(store: SandboxStore, account: string, id: string): PaymentMethod | undefined {
  const pm = store.paymentMethods.get(id);
  return pm?.account === account ? pm : undefined;
}

/** A saved PaymentMethod id of the account, or a test token (pm_card_visa…), which becomes a new PaymentMethod as on Stripe. */
export function resolvePaymentMethod(store: SandboxStore, account: string, id: string, param: string): PaymentMethod {
  const token = cardByToken(id);
  if (token) return createPaymentMethod(store, account, token, null);
  const pm = ownPaymentMethod(store, account, id);
  if (!pm) throw noSuch('PaymentMethod', id, param);
  return pm;
}

export function attachPaymentMethod(pm: PaymentMethod, customerId: string): PaymentMethod {
  if (pm.customer && pm.customer !== customerId) {
    throw invalidParam('customer', 'The payment method you provided has already been attached to a customer.');
  }
  pm.customer = customerId;
  return pm;
}

export function createPaymentIntent(
  store: SandboxStore,
  input: {
    account: string;
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    description: string | null;
    metadata: Metadata;
    setupFutureUsage: string | null;
  },
): PaymentIntent {
  const id = newId('pi');
  const pi: PaymentIntent = {
    ...input,
    id,
    created: nowSeconds(),
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    lastError: null,
    latestCharge: null,
    clientSecret: `${id}_secret_${newId('s').slice(2)}`,
  };
  store.paymentIntents.set(pi.id, pi);
  return pi;
}

/**
 * Confirms with the intent's card and applies the card's test behaviour. Off-session, a card
 * that needs authentication fails (the customer is not there to authenticate); on-session it
 * waits in requires_action for the hosted authentication step.
 */
export function confirmPaymentIntent(store: SandboxStore, pi: PaymentIntent, opts: { offSession: boolean }): void {
  const pm = pi.paymentMethod ? store.paymentMethods.get(pi.paymentMethod) : undefined;
  if (!pm) throw invalidParam('payment_method', "You cannot confirm this PaymentIntent because it's missing a payment method.");
  pi.lastError = null;
  switch (pm.card.behaviour) {
    case 'succeeds':
      markSucceeded(pi);
      return;
    case 'declined':
      pi.status = 'requires_payment_method';
      pi.lastError = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: pm.id };
      return;
    case 'authentication_required':
      if (!opts.offSession) {
        pi.status = 'requires_action';
        return;
      }
      pi.status = 'requires_payment_method';
      pi.lastError = {
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_method: pm.id,
      };
  }
}

export function markSucceeded(pi: PaymentIntent): void {
  pi.status = 'succeeded';
  pi.lastError = null;
  pi.latestCharge = newId('ch');
}

export function intentJson(store: SandboxStore, pi: PaymentIntent) {
  return paymentIntentJson(pi, pi.paymentMethod ? store.paymentMethods.get(pi.paymentMethod) : undefined);
}

/** The event Stripe sends for the intent's current state, or null when there is none. */
export function intentEventType(pi: PaymentIntent): string | null {
  if (pi.status === 'succeeded') return 'payment_intent.succeeded';
  if (pi.status === 'requires_action') return 'payment_intent.requires_action';
  if (pi.lastError) return 'payment_intent.payment_failed';
  return null;
}

/** The 402 Stripe answers when a confirmation fails: the card error plus the failed intent. */
export function cardError(store: SandboxStore, pi: PaymentIntent): StripeApiError {
  const e = pi.lastError!;
  const pm = store.paymentMethods.get(e.payment_method);
  return new StripeApiError(402, {
    type: 'card_error',
    code: e.code,
    decline_code: e.decline_code,
    message: e.message,
    payment_intent: intentJson(store, pi),
    ...(pm ? { payment_method: paymentMethodJson(pm) } : {}),
  });
}
