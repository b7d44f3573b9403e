/**
 * The payment provider as billing sees it: a small interface over Stripe (the official SDK),
 * so the domain never touches SDK types. One provider per mode: test-mode keys always use the
 * project's sandbox; live keys use real Stripe or, in development, the sandbox too.
 *
 * Amounts are integer US cents. Every call that moves money or creates a session takes an
 * idempotency key that is passed to the provider as its own Idempotency-Key, so a retry after
 * a crash never charges twice.
 */
export interface PaymentProvider {
  /** 'stripe' for api.stripe.com, 'sandbox' for the project's Stripe-compatible sandbox. */
  readonly kind: 'stripe' | 'sandbox';

  /**
   * The provider as one team in one mode calls it: the sandbox takes a key per team and mode
   * (sandbox/stripe/keys.ts), so one team's calls never reach another's objects; real Stripe is
   * one account, so it is the provider itself. Every call about a team goes through this.
   */
  forTeam(wallet: { teamId: string; livemode: boolean }): PaymentProvider;

  /** Creates the provider customer for a team (one per team and mode; the caller stores the id). */
  createCustomer(input: { teamId: string; teamName: string; idempotencyKey: string }): Promise<{ customerId: string }>;

  /**
   * The customer's default saved card (invoice_settings.default_payment_method), or null.
   * This and every other call that takes a customer id throws ProviderCustomerMissingError
   * when the provider no longer knows that customer.
   */
  defaultCard(customerId: string): Promise<SavedCard | null>;

  /**
   * Charges a saved card off-session (confirm immediately). A decline or a required
   * authentication is a result, not an exception; network or provider failures throw
   * ProviderUnavailableError; an unknown customer throws ProviderCustomerMissingError.
   */
  chargeOffSession(input: OffSessionCharge): Promise<ChargeResult>;

  /** A hosted checkout session for a one-off purchase; the card is saved for later off-session use. */
  createCheckoutSession(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;

  /** A hosted billing-portal session where the customer adds or replaces the default card. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;

  /**
   * Verifies a provider webhook with `stripe.webhooks.constructEvent` over the raw body bytes
   * and returns the event; rejects with ProviderSignatureError when the signature does not verify.
   */
  verifyEvent(rawBody: Buffer, signatureHeader: string): Promise<ProviderEvent>;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  /** Copied to the PaymentIntent's metadata (e.g. orderId, teamId). */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'declined'; declineCode: string; message: string; paymentIntentId: string | null }
  | { status: 'authentication_required'; message: string; paymentIntentId: string | null };

export interface CheckoutInput {
  customerId: string;
  amountCents: number;
  currency: 'usd';
  /** Line item name shown on the hosted page, e.g. "20 survey credits". */
  productName: string;
  successUrl: string;
  cancelUrl: string;
  /** Copied to the session's metadata and client_reference_id (orderId). */
  metadata: Record<string, string>;
  clientReferenceId: string;
  idempotencyKey: string;
}

/** The provider events billing acts on, reduced to what it needs. Other types pass through as 'other'. */
export interface ProviderEvent {
  id: string;
  type: 'checkout.session.completed' | 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'other';
  /** The raw Stripe type, e.g. "checkout.session.completed". */
  rawType: string;
  livemode: boolean;
  /** The event's data.object id (cs_…, pi_…). */
  objectId: string;
  /** data.object.metadata. */
  metadata: Record<string, string>;
  /** For checkout sessions: payment_status ('paid' | 'unpaid' | …); for payment intents: status. */
  status: string | null;
  /** For checkout sessions: the payment_intent id; for payment intents: their own id. */
  paymentIntentId: string | null;
  amountCents: number | null;
}

/** The provider could not be reached or answered 5xx: retry later (v2 502 upstream_unavailable). */
export class ProviderUnavailableError extends Error {}

/** The provider no longer knows this customer (deleted, or a sandbox that restarted). */
export class ProviderCustomerMissingError extends Error {}

/** A provider webhook whose Stripe-Signature does not verify (or is missing). */
export class ProviderSignatureError extends Error {}
