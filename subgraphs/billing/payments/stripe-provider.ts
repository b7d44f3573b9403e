import type Stripe from 'stripe';
import type { ApiUrl } from './stripe-client';
import {
  ProviderCustomerMissingError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type ChargeResult,
  type PaymentProvider,
  type ProviderEvent,
  type SavedCard,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** The sandbox's URL; null or absent for api.stripe.com. */
  apiUrl?: ApiUrl | null;
  webhookSecret: string;
  kind: PaymentProvider['kind'];
  /**
   * The key a team presents in a mode (the sandbox: sandbox/stripe/keys.ts). Absent: every
   * call presents `secretKey` (real Stripe, one account).
   */
  keyForTeam?: (wallet: { teamId: string; livemode: boolean }) => string;
}

/** How far a webhook signature's `t` may be from now, either way (Stripe's default, 300 s). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The `t` of a Stripe-Signature header ("t=…,v1=…") that the SDK verified the signature over,
 * read as its parseHeader reads it (the last `t=` item), so a second `t` cannot mask it.
 */
function signedAt(signatureHeader: string): number {
  let t = Number.NaN;
  for (const item of signatureHeader.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') t = Number.parseInt(value, 10);
  }
  return t;
}

/**
 * The Stripe SDK and its client, loaded on the provider's first call (a payment, a webhook to
 * verify), not with the billing domain: the SDK's ~220 modules cost every start of every
 * process, and most never pay. The module registry loads them once per process.
 */
async function loadSdk(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

/** The PaymentProvider over the official Stripe SDK (real Stripe or the Stripe-compatible sandbox). */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  let client: Promise<Stripe> | null = null;
  const sdk = () =>
    (client ??= import('./stripe-client')
      .then(({ createStripeClient }) => createStripeClient(opts.secretKey, opts.apiUrl))
      .catch((err: unknown) => {
        client = null;
        throw err;
      }));
  const base = providerWith(opts, sdk, {});
  const { keyForTeam } = opts;
  if (!keyForTeam) return base;
  // One SDK client for every team: the key travels per request (the SDK's apiKey option).
  return { ...base, forTeam: (wallet) => providerWith(opts, sdk, { apiKey: keyForTeam(wallet) }) };
}

/** The provider's calls, each sent with `auth` (a team's key, or none: the client's own). */
function providerWith(opts: StripeProviderOptions, sdk: () => Promise<Stripe>, auth: { apiKey?: string }): PaymentProvider {
  const self: PaymentProvider = {
    kind: opts.kind,
    forTeam: () => self,

    createCustomer: ({ teamId, teamName, idempotencyKey }) =>
      call(async () => {
        const stripe = await sdk();
        const customer = await stripe.customers.create({ name: teamName, metadata: { teamId } }, { ...auth, idempotencyKey });
        return { customerId: customer.id };
      }),

    defaultCard: (customerId) =>
      callAbout(customerId, async (): Promise<SavedCard | null> => {
        const stripe = await sdk();
        const customer = await stripe.customers.retrieve(customerId, {}, auth);
        // Stripe keeps answering for a deleted customer, with only {id, object, deleted: true}.
        if (customer.deleted) throw customerMissing(customerId);
        const ref = customer.invoice_settings.default_payment_method;
        if (!ref) return null;
        const pm = typeof ref === 'string' ? await stripe.paymentMethods.retrieve(ref, {}, auth) : ref;
        return pm.card ? { paymentMethodId: pm.id, brand: pm.card.brand, last4: pm.card.last4 } : null;
      }),

    chargeOffSession: (input) =>
      callAbout(input.customerId, async (): Promise<ChargeResult> => {
        const stripe = await sdk();
        try {
          const intent = await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: input.currency,
              customer: input.customerId,
              payment_method: input.paymentMethodId,
              off_session: true,
              confirm: true,
              description: input.description,
              metadata: input.metadata,
            },
            { ...auth, idempotencyKey: input.idempotencyKey },
          );
          return intentResult(intent);
        } catch (err) {
          if (!(err instanceof (await loadSdk()).errors.StripeCardError)) throw err;
          const paymentIntentId = err.payment_intent?.id ?? null;
          if (err.code === 'authentication_required') return { status: 'authentication_required', message: err.message, paymentIntentId };
          return { status: 'declined', declineCode: err.decline_code ?? err.code ?? 'card_declined', message: err.message, paymentIntentId };
        }
      }),

    createCheckoutSession: (input) =>
      callAbout(input.customerId, async () => {
        const stripe = await sdk();
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: input.customerId,
            line_items: [
              {
                price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.productName } },
                quantity: 1,
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.clientReferenceId,
            metadata: input.metadata,
            // Saves the card on the customer so later top-ups can charge it off-session.
            payment_intent_data: { setup_future_usage: 'off_session', metadata: input.metadata },
          },
          { ...auth, idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
        return { sessionId: session.id, url: session.url };
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      callAbout(customerId, async () => {
        const stripe = await sdk();
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, auth);
        return { url: session.url };
      }),

    async verifyEvent(rawBody, signatureHeader) {
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, opts.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (err) {
        throw new ProviderSignatureError(err instanceof Error ? err.message : 'signature verification failed', { cause: err });
      }
      // The SDK refuses only signatures older than the tolerance; one dated ahead would stay good until then.
      if (!(signedAt(signatureHeader) <= Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)) {
        throw new ProviderSignatureError('Timestamp outside the tolerance zone (in the future)');
      }
      return toProviderEvent(event);
    },
  };
  return self;
}

/** Off-session confirmation normally succeeds or fails with a 402; other states are mapped defensively. */
function intentResult(intent: Stripe.PaymentIntent): ChargeResult {
  const error = intent.last_payment_error;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId: intent.id };
    case 'requires_action':
      return { status: 'authentication_required', message: 'The card requires authentication.', paymentIntentId: intent.id };
    case 'requires_payment_method':
      return {
        status: 'declined',
        declineCode: error?.decline_code ?? error?.code ?? 'card_declined',
        message: error?.message ?? 'The card was declined.',
        paymentIntentId: intent.id,
      };
    default:
      throw new Error(`PaymentIntent ${intent.id} is ${intent.status} after an off-session confirmation`);
  }
}

/** Network failures, rate limits, 409 and 5xx (after the SDK's own retries) mean "try again later". */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const { StripeConnectionError, StripeAPIError, StripeRateLimitError } = (await loadSdk()).errors;
    if (err instanceof StripeConnectionError || err instanceof StripeRateLimitError || err instanceof StripeAPIError) {
      throw new ProviderUnavailableError(`Stripe unavailable: ${err.message}`, { cause: err });
    }
    throw err;
  }
}

/**
 * A call about one customer: Stripe's resource_missing for that customer (deleted in the
 * dashboard, or a sandbox that restarted) becomes ProviderCustomerMissingError.
 */
function callAbout<T>(customerId: string, fn: () => Promise<T>): Promise<T> {
  return call(async () => {
    try {
      return await fn();
    } catch (err) {
      if (namesMissingCustomer(await loadSdk(), err, customerId)) throw customerMissing(customerId, err);
      throw err;
    }
  });
}

/**
 * Stripe names a missing customer as the failing parameter (400, param `customer`) or, for a
 * path id, only in the message (404 "No such customer: 'cus_…'"). A missing payment method
 * names itself instead, and stays a plain error.
 */
function namesMissingCustomer(sdk: typeof Stripe, err: unknown, customerId: string): boolean {
  return err instanceof sdk.errors.StripeInvalidRequestError && err.code === 'resource_missing' && (err.param === 'customer' || err.message.includes(customerId));
}

const customerMissing = (customerId: string, cause?: unknown) =>
  new ProviderCustomerMissingError(`Stripe no longer knows customer ${customerId}`, cause === undefined ? undefined : { cause });

const KNOWN_TYPES = new Set<ProviderEvent['type']>(['checkout.session.completed', 'payment_intent.succeeded', 'payment_intent.payment_failed']);

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const isSession = object.object === 'checkout.session';
  const isIntent = object.object === 'payment_intent';
  const sessionIntent = object.payment_intent;
  const type = KNOWN_TYPES.has(event.type as ProviderEvent['type']) ? (event.type as ProviderEvent['type']) : 'other';
  return {
    id: event.id,
    type,
    rawType: event.type,
    livemode: event.livemode,
    objectId: String(object.id),
    metadata: (object.metadata as Record<string, string> | undefined) ?? {},
    status: stringOrNull(isSession ? object.payment_status : object.status),
    paymentIntentId: isIntent
      ? String(object.id)
      : isSession
        ? typeof sessionIntent === 'string'
          ? sessionIntent
          : stringOrNull((sessionIntent as { id?: unknown } | null)?.id)
        : null,
    amountCents: numberOrNull(isSession ? object.amount_total : isIntent ? object.amount : null),
  };
}

const stringOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);
