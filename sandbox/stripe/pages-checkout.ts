import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardByNumber } from './cards';
import type { SandboxContext } from './context';
import { cardForm, errorLine, esc, money, sendNotFound, sendPage, unknownCardMessage } from './html';
import { checkoutSessionJson } from './objects';
import { asParams, optString } from './params';
import { attachPaymentMethod, confirmPaymentIntent, createPaymentIntent, createPaymentMethod, intentEventType, intentJson, markSucceeded } from './payments';
import type { CheckoutSession, PaymentIntent } from './store';

type IdParams = { Params: { id: string } };

/** The hosted checkout page: GET shows it, POST pays with a typed test card number. */
export function registerCheckoutPages(app: FastifyInstance, ctx: SandboxContext): void {
  const { store, events } = ctx;
  const total = (s: CheckoutSession) => s.unitAmount * s.quantity;

  const showForm = (reply: FastifyReply, s: CheckoutSession, status: number, error: string | null) => {
    const cancel = s.cancelUrl ? `<p><a id="cancel" href="${esc(s.cancelUrl)}">Cancel and return</a></p>` : '';
    const qty = s.quantity > 1 ? ` × ${s.quantity}` : '';
    return sendPage(
      reply,
      status,
      `Pay ${money(total(s), s.currency)}`,
      `<h1>${esc(s.productName)}${esc(qty)}</h1><p id="amount">${esc(money(total(s), s.currency))}</p>
${errorLine(error)}${cardForm(`${ctx.basePath}/checkout/${s.id}`, { id: 'pay', label: `Pay ${money(total(s), s.currency)}` })}${cancel}`,
    );
  };

  const showComplete = (reply: FastifyReply, s: CheckoutSession) => {
    // Stripe substitutes the session id into success_url when it redirects.
    const successUrl = s.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', s.id);
    return sendPage(
      reply,
      200,
      'Payment complete',
      `<h1>Payment complete</h1><p>Paid ${esc(money(total(s), s.currency))} for ${esc(s.productName)}.</p>
<p><a id="continue" href="${esc(successUrl)}">Continue</a></p>`,
    );
  };

  const showAuthentication = (reply: FastifyReply, s: CheckoutSession) =>
    sendPage(
      reply,
      200,
      'Authentication required',
      `<h1>Authentication required</h1><p>Your bank asks you to confirm this payment of ${esc(money(total(s), s.currency))}.</p>
<form method="post" action="${esc(ctx.basePath)}/checkout/${esc(s.id)}/authenticate"><button id="authenticate" type="submit">Complete authentication</button></form>`,
    );

  /** Success: save the card for off-session use, close the session, then tell the merchant. */
  const complete = (s: CheckoutSession, pi: PaymentIntent) => {
    const pm = store.paymentMethods.get(pi.paymentMethod!)!;
    const customer = store.customers.get(s.customer);
    if (s.intentData.setupFutureUsage && customer) {
      attachPaymentMethod(pm, customer.id);
      customer.defaultPaymentMethod ??= pm.id;
    }
    s.status = 'complete';
    s.paymentStatus = 'paid';
    s.paymentIntent = pi.id;
    events.emit('checkout.session.completed', checkoutSessionJson(s), s.account);
    events.emit('payment_intent.succeeded', intentJson(store, pi), s.account);
  };

  app.get<IdParams>('/checkout/:id', async (request, reply) => {
    const s = store.checkoutSessions.get(request.params.id);
    if (!s) return sendNotFound(reply, 'checkout session');
    return s.status === 'complete' ? showComplete(reply, s) : showForm(reply, s, 200, null);
  });

  app.post<IdParams>('/checkout/:id', async (request, reply) => {
    const s = store.checkoutSessions.get(request.params.id);
    if (!s) return sendNotFound(reply, 'checkout session');
    if (s.status === 'complete') return showComplete(reply, s); // a second submit changes nothing
    const card = cardByNumber(optString(asParams(request.body), 'cardNumber') ?? '');
    if (!card) return showForm(reply, s, 400, unknownCardMessage);

    const pm = createPaymentMethod(store, s.account, card, null);
    // One PaymentIntent per session, re-confirmed with each new card, as Stripe Checkout does.
    let pi = s.paymentIntent ? store.paymentIntents.get(s.paymentIntent) : undefined;
    if (pi) pi.paymentMethod = pm.id;
    else {
      pi = createPaymentIntent(store, {
        account: s.account,
        amount: total(s),
        currency: s.currency,
        customer: s.customer,
        paymentMethod: pm.id,
        description: s.intentData.description,
        metadata: s.intentData.metadata,
        setupFutureUsage: s.intentData.setupFutureUsage,
      });
      s.paymentIntent = pi.id;
    }
    confirmPaymentIntent(store, pi, { offSession: false });
    if (pi.status === 'succeeded') {
      complete(s, pi);
      return showComplete(reply, s);
    }
    const eventType = intentEventType(pi);
    if (eventType) events.emit(eventType, intentJson(store, pi), s.account);
    if (pi.status === 'requires_action') return showAuthentication(reply, s);
    return showForm(reply, s, 402, pi.lastError?.message ?? 'Your card was declined.');
  });

  app.post<IdParams>('/checkout/:id/authenticate', async (request, reply) => {
    const s = store.checkoutSessions.get(request.params.id);
    if (!s) return sendNotFound(reply, 'checkout session');
    if (s.status === 'complete') return showComplete(reply, s);
    const pi = s.paymentIntent ? store.paymentIntents.get(s.paymentIntent) : undefined;
    if (pi?.status !== 'requires_action') return showForm(reply, s, 400, 'There is no payment waiting for authentication.');
    markSucceeded(pi);
    complete(s, pi);
    return showComplete(reply, s);
  });
}
