import { errorBody, routes } from '@reign/contract';
import { LIFETIME_CURRENCY, LIFETIME_PRICE_CENTS } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route';
import { badRequest, HttpError } from '../../lib/http-error';
import { currentUser, findUserById, toPublicUser } from '../users';
import { createIntent, upgradeFromBrowser, upgradeFromWebhook } from './payment-service';

export default async function paymentRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.paymentsConfig, async () => ({
    enabled: app.payments.enabled,
    publishableKey: app.payments.publishableKey,
    amount: LIFETIME_PRICE_CENTS,
    currency: LIFETIME_CURRENCY,
  }));

  defineRoute(app, routes.createPaymentIntent, async (_input, request) =>
    createIntent(sql, app.payments, currentUser(request)),
  );

  defineRoute(app, routes.upgradeToPaid, async ({ body }, request) => {
    const user = currentUser(request);
    await upgradeFromBrowser(sql, app.payments, user.id, body.paymentIntentId, request.log);
    const fresh = await findUserById(sql, user.id);
    if (!fresh) throw new HttpError(401, { code: 'server.signIn' });
    return toPublicUser(fresh);
  });

  // Stripe's webhook: the signature is checked over the raw body, so this route reads bytes.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      '/api/stripe/webhook',
      {
        schema: {
          summary: 'Stripe webhook (payment_intent.succeeded upgrades the payer once)',
          tags: ['payments'],
          response: { 200: z.object({ received: z.boolean() }), '4xx': errorBody, '5xx': errorBody },
        },
      },
      async (request) => {
        const { stripe, webhookSecret } = app.payments;
        if (!stripe || !webhookSecret) throw new HttpError(503, { code: 'payment.webhookOff' });
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest({ code: 'payment.noSignature' });
        }
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
        } catch {
          throw badRequest({ code: 'payment.badSignature' });
        }
        if (event.type === 'payment_intent.succeeded') {
          await upgradeFromWebhook(sql, event.data.object as Stripe.PaymentIntent, request.log);
        }
        return { received: true };
      },
    );
  });
}
