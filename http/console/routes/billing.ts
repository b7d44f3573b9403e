import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CREDIT_PACKS } from '../../../subgraphs/billing';
import type { FacadeDeps } from '../../deps';
import { statusOf } from '../../../graph-client/errors';
import { managersOnly, signedInFor } from '../guards';
import { CsrfField } from '../forms';
import { render, shownOnForm, type PageContext } from '../render';
import { consoleCaller } from '../session';
import { CreateBillingPortalSessionDocument, CreateCreditPackOrderDocument, CreditBalanceDocument, ListOrdersDocument } from '../../../graph-client/generated';

const signedIn = signedInFor('/console/billing');
const manager = managersOnly('Only owners and admins buy credits or manage the card.');

const BuyBody = Type.Object(
  { ...CsrfField, pack: Type.String({ pattern: '^credits_[0-9]{1,5}$' }), idempotencyKey: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
const EmptyBody = Type.Object(CsrfField, { additionalProperties: false });

/** Credits, their buckets and orders in the mode the console shows; buying a pack (the hosted checkout) and the card (the billing portal). */
export const billingRoutes = ({ graph }: FacadeDeps, _page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);

    async function billingPage(reply: FastifyReply, request: FastifyRequest, extra: Record<string, unknown> = {}) {
      const caller = consoleCaller(request);
      const [{ creditBalance }, { orders }] = await Promise.all([graph.run(CreditBalanceDocument, {}, caller), graph.run(ListOrdersDocument, { limit: 25 }, caller)]);
      return render(reply, request, 'billing', {
        title: 'Billing',
        balance: creditBalance,
        orders: orders.nodes,
        packs: CREDIT_PACKS,
        // One key per rendered form: sending the form twice buys one pack.
        idempotencyKey: randomUUID(),
        canManage: request.consoleUser!.role !== 'member',
        error: null,
        ...extra,
      });
    }

    app.get('/billing', { preHandler: signedIn }, async (request, reply) => billingPage(reply, request));

    app.post<{ Body: Static<typeof BuyBody> }>('/billing/packs', { schema: { body: BuyBody }, preHandler: [signedIn, csrf, manager] }, async (request, reply) => {
      try {
        const { createCreditPackOrder } = await graph.run(
          CreateCreditPackOrderDocument,
          { pack: request.body.pack, idempotencyKey: `console-${request.body.idempotencyKey}` },
          consoleCaller(request),
        );
        if (createCreditPackOrder.status !== 'pending' || !createCreditPackOrder.checkoutUrl) return reply.redirect('/console/billing', 303);
        return reply.redirect(createCreditPackOrder.checkoutUrl, 303);
      } catch (err) {
        if (!shownOnForm(err)) throw err;
        return billingPage(reply.code(statusOf(err.kind)), request, { error: { message: err.message } });
      }
    });

    app.post<{ Body: Static<typeof EmptyBody> }>('/billing/card', { schema: { body: EmptyBody }, preHandler: [signedIn, csrf, manager] }, async (request, reply) => {
      try {
        const { createBillingPortalSession } = await graph.run(CreateBillingPortalSessionDocument, {}, consoleCaller(request));
        return reply.redirect(createBillingPortalSession.url, 303);
      } catch (err) {
        if (!shownOnForm(err)) throw err;
        return billingPage(reply.code(statusOf(err.kind)), request, { error: { message: err.message } });
      }
    });
  };
