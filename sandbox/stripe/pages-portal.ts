import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardByNumber } from './cards';
import type { SandboxContext } from './context';
import { cardForm, errorLine, esc, sendNotFound, sendPage, unknownCardMessage } from './html';
import { asParams, optString } from './params';
import { createPaymentMethod } from './payments';
import type { PortalSession } from './store';

type IdParams = { Params: { id: string } };

/**
 * The hosted billing portal: shows the default card and saves a new one as the default.
 * Any test card may be saved; a declining card fails later, when it is charged.
 */
export function registerPortalPages(app: FastifyInstance, { store, basePath }: SandboxContext): void {
  const show = (reply: FastifyReply, s: PortalSession, status: number, notice: { error?: string; saved?: boolean }) => {
    const customer = store.customers.get(s.customer);
    const pm = customer?.defaultPaymentMethod ? store.paymentMethods.get(customer.defaultPaymentMethod) : undefined;
    const current = pm ? `${pm.card.brand.toUpperCase()} •••• ${pm.card.last4}` : 'No card on file';
    const saved = notice.saved ? '<p id="saved" role="status">Card saved as your default payment method.</p>' : '';
    const back = s.returnUrl ? `<p><a id="return" href="${esc(s.returnUrl)}">Return</a></p>` : '';
    return sendPage(
      reply,
      status,
      'Billing portal',
      `<h1>Payment method</h1>${saved}${errorLine(notice.error ?? null)}
<p>Default card: <strong id="defaultCard">${esc(current)}</strong></p>
<h2>Add a card</h2>${cardForm(`${basePath}/portal/${s.id}`, { id: 'save', label: 'Save card' })}${back}`,
    );
  };

  app.get<IdParams>('/portal/:id', async (request, reply) => {
    const s = store.portalSessions.get(request.params.id);
    return s ? show(reply, s, 200, {}) : sendNotFound(reply, 'portal session');
  });

  app.post<IdParams>('/portal/:id', async (request, reply) => {
    const s = store.portalSessions.get(request.params.id);
    const customer = s && store.customers.get(s.customer);
    if (!s || !customer) return sendNotFound(reply, 'portal session');
    const card = cardByNumber(optString(asParams(request.body), 'cardNumber') ?? '');
    if (!card) return show(reply, s, 400, { error: unknownCardMessage });
    customer.defaultPaymentMethod = createPaymentMethod(store, s.account, card, customer.id).id;
    return show(reply, s, 200, { saved: true });
  });
}
