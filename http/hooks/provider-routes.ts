import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../graph-client/errors';
import { v2Body } from '../envelopes';
import { sendError, toApiError } from '../error-handler';
import { anonymousCaller, type GraphClient } from '../../graph-client/graph-client';
import { ReceiveProviderEventDocument } from '../../graph-client/generated';

/**
 * Routes the payment provider calls, outside v1 and v2: its signed webhook (verified over the
 * raw body bytes by the billing domain) and the page checkout returns the buyer to.
 */
export async function providerRoutes(app: FastifyInstance, { graph }: { graph: GraphClient }): Promise<void> {
  // The signature covers the exact bytes: keep the body raw in this plugin only.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err, request, reply) => {
    const e = toApiError(err, request);
    return sendError(reply, e, v2Body(e, request.id));
  });

  app.post('/provider-webhooks/stripe', { schema: { hide: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new ApiError('invalid', 'parameter_missing', 'A Stripe-Signature header and a JSON body are required.', 'Stripe-Signature');
    }
    const data = await graph.run(ReceiveProviderEventDocument, { payloadBase64: request.body.toString('base64'), signature }, anonymousCaller(request));
    return { received: true, outcome: data.receiveProviderEvent };
  });

  app.get('/billing/return', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title></head><body><h1>Thank you</h1><p>You can close this page. Credits appear once the payment is confirmed.</p></body></html>',
      ),
  );
}
