import type { CheckoutSession, Customer, PaymentIntent, PaymentMethod, PortalSession } from './store';

/** The JSON Stripe returns for each object: only the fields the sandbox models, in Stripe's shape. */

const common = (id: string, object: string, created: number) => ({ id, object, created, livemode: false });

export function customerJson(c: Customer) {
  return {
    ...common(c.id, 'customer', c.created),
    name: c.name,
    email: c.email,
    description: c.description,
    metadata: c.metadata,
    balance: 0,
    currency: null,
    delinquent: false,
    invoice_settings: { default_payment_method: c.defaultPaymentMethod, custom_fields: null, footer: null, rendering_options: null },
  };
}

/** What Stripe answers for a deleted customer, both to the DELETE and to any later GET. */
export function deletedCustomerJson(id: string) {
  return { id, object: 'customer', deleted: true };
}

export function paymentMethodJson(pm: PaymentMethod) {
  return {
    ...common(pm.id, 'payment_method', pm.created),
    type: 'card',
    customer: pm.customer,
    metadata: pm.metadata,
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: pm.card.brand,
      last4: pm.card.last4,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      funding: 'credit',
      country: 'US',
    },
  };
}

export function paymentIntentJson(pi: PaymentIntent, paymentMethod: PaymentMethod | undefined) {
  const lastError = pi.lastError && {
    type: 'card_error',
    code: pi.lastError.code,
    decline_code: pi.lastError.decline_code,
    message: pi.lastError.message,
    payment_method: paymentMethod ? paymentMethodJson(paymentMethod) : null,
  };
  return {
    ...common(pi.id, 'payment_intent', pi.created),
    amount: pi.amount,
    amount_received: pi.status === 'succeeded' ? pi.amount : 0,
    currency: pi.currency,
    customer: pi.customer,
    payment_method: pi.paymentMethod,
    payment_method_types: ['card'],
    description: pi.description,
    metadata: pi.metadata,
    status: pi.status,
    setup_future_usage: pi.setupFutureUsage,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    client_secret: pi.clientSecret,
    latest_charge: pi.latestCharge,
    last_payment_error: lastError,
    next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
  };
}

export function checkoutSessionJson(s: CheckoutSession) {
  const amount = s.unitAmount * s.quantity;
  return {
    ...common(s.id, 'checkout.session', s.created),
    mode: 'payment',
    url: s.status === 'open' ? s.url : null,
    status: s.status,
    payment_status: s.paymentStatus,
    amount_subtotal: amount,
    amount_total: amount,
    currency: s.currency,
    customer: s.customer,
    metadata: s.metadata,
    client_reference_id: s.clientReferenceId,
    payment_intent: s.paymentIntent,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    expires_at: s.expiresAt,
  };
}

export function portalSessionJson(s: PortalSession) {
  return {
    ...common(s.id, 'billing_portal.session', s.created),
    customer: s.customer,
    return_url: s.returnUrl,
    url: s.url,
    configuration: 'bpc_sandbox',
    flow: null,
    locale: null,
    on_behalf_of: null,
  };
}

/** Stripe's list envelope. Newest first, as Stripe lists. */
export function listJson<T>(url: string, items: T[], limit: number) {
  return { object: 'list', url, has_more: items.length > limit, data: items.slice(0, limit) };
}
