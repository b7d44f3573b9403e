import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { invalidParam, noSuch } from './errors';
import { checkoutSessionJson, portalSessionJson } from './objects';
import { asParams, mergeMetadata, optString, reqInt, reqString } from './params';
import { newId, nowSeconds, type CheckoutSession, type PortalSession } from './store';

const DAY_SECONDS = 24 * 60 * 60;

/** Hosted sessions: /v1/checkout/sessions and /v1/billing_portal/sessions (the pages live in pages-*.ts). */
export function registerSessionRoutes(app: FastifyInstance, { store, baseUrl, accountOf }: SandboxContext): void {
  const requireCustomer = (request: FastifyRequest, id: string) => {
    if (store.customers.get(id)?.account !== accountOf(request)) throw noSuch('customer', id, 'customer');
    return id;
  };

  app.post('/v1/checkout/sessions', async (request) => {
    const p = asParams(request.body);
    if (reqString(p, 'mode') !== 'payment') throw invalidParam('mode', 'The sandbox supports only mode=payment.');
    const customer = requireCustomer(request, reqString(p, 'customer'));
    const items = Array.isArray(p.line_items) ? p.line_items : [];
    if (items.length !== 1) throw invalidParam('line_items', 'The sandbox supports exactly one line item.');
    const item = asParams(items[0]);
    const price = asParams(item.price_data);
    const product = asParams(price.product_data);
    const unitAmount = reqInt(price, 'unit_amount', 'line_items[0][price_data][unit_amount]');
    const quantity = reqInt(item, 'quantity', 'line_items[0][quantity]');
    if (unitAmount < 0 || quantity < 1) throw invalidParam('line_items[0]', 'unit_amount must be >= 0 and quantity >= 1.');
    const intentData = asParams(p.payment_intent_data);
    const created = nowSeconds();
    const id = newId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      account: accountOf(request),
      created,
      expiresAt: created + DAY_SECONDS,
      customer,
      productName: reqString(product, 'name', 'line_items[0][price_data][product_data][name]'),
      unitAmount,
      quantity,
      currency: reqString(price, 'currency', 'line_items[0][price_data][currency]').toLowerCase(),
      successUrl: reqString(p, 'success_url'),
      cancelUrl: optString(p, 'cancel_url'),
      clientReferenceId: optString(p, 'client_reference_id'),
      metadata: mergeMetadata({}, p.metadata),
      intentData: {
        setupFutureUsage: optString(intentData, 'setup_future_usage', 'payment_intent_data[setup_future_usage]'),
        metadata: mergeMetadata({}, intentData.metadata, 'payment_intent_data[metadata]'),
        description: optString(intentData, 'description', 'payment_intent_data[description]'),
      },
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      url: `${baseUrl()}/checkout/${id}`,
    };
    store.checkoutSessions.set(id, session);
    return checkoutSessionJson(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    const session = store.checkoutSessions.get(request.params.id);
    if (!session || session.account !== accountOf(request)) throw noSuch('checkout.session', request.params.id);
    return checkoutSessionJson(session);
  });

  app.post('/v1/billing_portal/sessions', async (request) => {
    const p = asParams(request.body);
    const id = newId('bps');
    const session: PortalSession = {
      id,
      account: accountOf(request),
      created: nowSeconds(),
      customer: requireCustomer(request, reqString(p, 'customer')),
      returnUrl: optString(p, 'return_url'),
      url: `${baseUrl()}/portal/${id}`,
    };
    store.portalSessions.set(id, session);
    return portalSessionJson(session);
  });
}
