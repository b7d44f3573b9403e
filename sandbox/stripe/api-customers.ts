import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { listResponse } from './context';
import { cardByToken } from './cards';
import { StripeApiError, invalidParam, noSuch } from './errors';
import { customerJson, deletedCustomerJson, paymentMethodJson } from './objects';
import { asParams, mergeMetadata, optString, reqString } from './params';
import { attachPaymentMethod, ownPaymentMethod, resolvePaymentMethod } from './payments';
import { newId, nowSeconds, type Customer, type PaymentMethod } from './store';

type IdParams = { Params: { id: string } };

/**
 * Customers and their saved cards: /v1/customers, /v1/payment_methods. A deleted customer is
 * unknown to every other route, and another account's objects are unknown to every route.
 */
export function registerCustomerRoutes(app: FastifyInstance, { store, accountOf }: SandboxContext): void {
  const customerOr404 = (request: FastifyRequest, id: string): Customer => {
    const c = store.customers.get(id);
    if (!c || c.account !== accountOf(request)) throw noSuch('customer', id);
    return c;
  };
  const paymentMethodOr404 = (request: FastifyRequest, id: string): PaymentMethod => {
    const pm = ownPaymentMethod(store, accountOf(request), id);
    if (!pm) throw noSuch('PaymentMethod', id);
    return pm;
  };

  app.post('/v1/customers', async (request) => {
    const p = asParams(request.body);
    const c: Customer = {
      id: newId('cus', 14),
      account: accountOf(request),
      created: nowSeconds(),
      name: optString(p, 'name'),
      email: optString(p, 'email'),
      description: optString(p, 'description'),
      metadata: mergeMetadata({}, p.metadata),
      defaultPaymentMethod: null,
    };
    store.customers.set(c.id, c);
    return customerJson(c);
  });

  app.get<IdParams>('/v1/customers/:id', async (request) => {
    const { id } = request.params;
    return store.deletedCustomers.get(id) === accountOf(request) ? deletedCustomerJson(id) : customerJson(customerOr404(request, id));
  });

  // Permanent, as on Stripe: a second DELETE is a 404. The sandbox also detaches the customer's cards.
  app.delete<IdParams>('/v1/customers/:id', async (request) => {
    const c = customerOr404(request, request.params.id);
    for (const pm of store.paymentMethods.values()) if (pm.customer === c.id) pm.customer = null;
    store.customers.delete(c.id);
    store.deletedCustomers.set(c.id, c.account);
    return deletedCustomerJson(c.id);
  });

  app.post<IdParams>('/v1/customers/:id', async (request) => {
    const c = customerOr404(request, request.params.id);
    const p = asParams(request.body);
    // Validate everything before changing anything, so a rejected update leaves no trace.
    const next = { ...c };
    for (const field of ['name', 'email', 'description'] as const) {
      if (p[field] !== undefined) next[field] = optString(p, field);
    }
    next.metadata = mergeMetadata(c.metadata, p.metadata);
    const settings = asParams(p.invoice_settings);
    if (settings.default_payment_method !== undefined) {
      const param = 'invoice_settings[default_payment_method]';
      const pmId = optString(settings, 'default_payment_method', param);
      if (pmId && store.paymentMethods.get(pmId)?.customer !== c.id) {
        throw invalidParam(param, `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`, 'resource_missing');
      }
      next.defaultPaymentMethod = pmId;
    }
    Object.assign(c, next);
    return customerJson(c);
  });

  app.get<IdParams>('/v1/customers/:id/payment_methods', async (request) => {
    const c = customerOr404(request, request.params.id);
    const saved = [...store.paymentMethods.values()].filter((pm) => pm.customer === c.id).map(paymentMethodJson);
    return listResponse(`/v1/customers/${c.id}/payment_methods`, saved, asParams(request.query));
  });

  app.get<IdParams>('/v1/payment_methods/:id', async (request) => paymentMethodJson(paymentMethodOr404(request, request.params.id)));

  // Attaching a test token creates a new card bound to the customer, as Stripe does.
  app.post<IdParams>('/v1/payment_methods/:id/attach', async (request) => {
    const p = asParams(request.body);
    const customerId = reqString(p, 'customer');
    const account = accountOf(request);
    if (store.customers.get(customerId)?.account !== account) throw noSuch('customer', customerId, 'customer');
    const { id } = request.params;
    if (!ownPaymentMethod(store, account, id) && !cardByToken(id)) throw noSuch('PaymentMethod', id);
    const pm = resolvePaymentMethod(store, account, id, 'payment_method');
    return paymentMethodJson(attachPaymentMethod(pm, customerId));
  });

  // Only the card's own account may detach it (issue 35: any key detached any team's card).
  app.post<IdParams>('/v1/payment_methods/:id/detach', async (request) => {
    const pm = paymentMethodOr404(request, request.params.id);
    if (!pm.customer) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    const owner = store.customers.get(pm.customer);
    if (owner?.defaultPaymentMethod === pm.id) owner.defaultPaymentMethod = null;
    pm.customer = null;
    return paymentMethodJson(pm);
  });
}
