import type { FastifyInstance } from 'fastify';
import { listResponse, type SandboxContext } from './context';
import { invalidParam, missingParam, noSuch } from './errors';
import { asParams, isTrue, mergeMetadata, optString, reqInt, reqString } from './params';
import { cardError, confirmPaymentIntent, createPaymentIntent, intentEventType, intentJson, resolvePaymentMethod } from './payments';

/** Stripe's minimum charge for USD (and roughly for other currencies): 50 cents. */
const MIN_AMOUNT = 50;

/** PaymentIntents: create (optionally confirming off-session), retrieve, list. */
export function registerPaymentRoutes(app: FastifyInstance, { store, events, accountOf }: SandboxContext): void {
  app.post('/v1/payment_intents', async (request) => {
    const p = asParams(request.body);
    const account = accountOf(request);
    const amount = reqInt(p, 'amount');
    if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
    if (amount < MIN_AMOUNT) throw invalidParam('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
    const currency = reqString(p, 'currency').toLowerCase();
    const customer = optString(p, 'customer');
    if (customer && store.customers.get(customer)?.account !== account) throw noSuch('customer', customer, 'customer');
    const confirm = isTrue(p, 'confirm');
    const offSession = isTrue(p, 'off_session');
    if (offSession && !confirm) throw invalidParam('off_session', 'off_session can only be used when confirm=true.');
    const pmId = optString(p, 'payment_method');
    if (confirm && !pmId) throw missingParam('payment_method');
    const metadata = mergeMetadata({}, p.metadata);
    // Resolve last: a token creates a PaymentMethod, which a rejected request must not leave behind.
    const pm = pmId ? resolvePaymentMethod(store, account, pmId, 'payment_method') : null;
    if (pm?.customer && pm.customer !== customer) {
      throw invalidParam('payment_method', 'The provided PaymentMethod belongs to a different Customer than the one given.');
    }

    const pi = createPaymentIntent(store, {
      account,
      amount,
      currency,
      customer,
      paymentMethod: pm?.id ?? null,
      description: optString(p, 'description'),
      metadata,
      setupFutureUsage: optString(p, 'setup_future_usage'),
    });
    if (!confirm) return intentJson(store, pi);
    confirmPaymentIntent(store, pi, { offSession });
    const eventType = intentEventType(pi);
    if (eventType) events.emit(eventType, intentJson(store, pi), account);
    if (pi.lastError) throw cardError(store, pi);
    return intentJson(store, pi);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request) => {
    const pi = store.paymentIntents.get(request.params.id);
    if (!pi || pi.account !== accountOf(request)) throw noSuch('payment_intent', request.params.id);
    return intentJson(store, pi);
  });

  app.get('/v1/payment_intents', async (request) => {
    const query = asParams(request.query);
    const customer = optString(query, 'customer');
    const account = accountOf(request);
    // The key's own account only (issue 35: one key listed every team's intents and their client secrets).
    const all = [...store.paymentIntents.values()].filter((pi) => pi.account === account && (!customer || pi.customer === customer));
    return listResponse(
      '/v1/payment_intents',
      all.map((pi) => intentJson(store, pi)),
      query,
    );
  });
}
