import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, postRaw, registerUser } from './support/harness';
import { refusal } from './support/refusal';
import { STRIPE_TEST_KEY, startStripeStandIn } from './support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_reign_test_secret';
let stripeStandIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let app: FastifyInstance;
const signer = new Stripe(STRIPE_TEST_KEY);

beforeAll(async () => {
  stripeStandIn = await startStripeStandIn();
  app = await createTestApp({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_reign',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeStandIn.url,
  });
});
afterAll(async () => {
  await app.close();
  await stripeStandIn.close();
});

async function freeUser() {
  const user = await registerUser(app);
  return { ...user, api: as(app, user) };
}
type FreeUser = Awaited<ReturnType<typeof freeUser>>;
const isPaid = async (u: FreeUser) => (await u.api.get('/api/user')).json().isPaidMember;
/** The status of u's upgrade with this PaymentIntent id. */
const upgradeStatus = async (u: FreeUser, paymentIntentId: string) =>
  (await u.api.post('/api/upgrade-to-paid', { paymentIntentId })).statusCode;
/** A succeeded lifetime PaymentIntent of u made outside Reign's flow, of this amount. */
const succeededIntentOf = (u: FreeUser, amount: number, currency = 'usd') =>
  stripeStandIn.make(amount, currency, { userId: String(u.user.id), product: 'lifetime' }, 'succeeded');

function webhook(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  return postRaw(app, '/api/stripe/webhook', body, { 'stripe-signature': signature });
}
const succeededEvent = (intent: object) => ({
  id: `evt_${Date.now()}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: intent },
});

describe('lifetime membership by card', () => {
  it('tells the web whether payments are set up, with the price', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({
      enabled: true,
      publishableKey: 'pk_test_reign',
      amount: 10000,
      currency: 'usd',
    });
  });

  it('creates one $100.00 USD intent with the user id in its metadata, and reuses it', async () => {
    const u = await freeUser();
    const first = await u.api.post('/api/create-payment-intent');
    expect(first.statusCode).toBe(200);
    const { clientSecret, paymentIntentId } = first.json();
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
    const intent = stripeStandIn.intents.get(paymentIntentId);
    expect(intent).toMatchObject({
      amount: 10000,
      currency: 'usd',
      metadata: { userId: String(u.user.id), product: 'lifetime' },
    });
    const before = stripeStandIn.createdCount();
    const again = (await u.api.post('/api/create-payment-intent')).json();
    expect(again.paymentIntentId).toBe(paymentIntentId);
    expect(stripeStandIn.createdCount()).toBe(before);
  });

  it('upgrades after Stripe says the payment succeeded, and only then', async () => {
    const u = await freeUser();
    const { paymentIntentId } = (await u.api.post('/api/create-payment-intent')).json();
    const early = await u.api.post('/api/upgrade-to-paid', { paymentIntentId });
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual(refusal({ code: 'payment.notSucceeded' }, 'payment_incomplete'));
    expect(await isPaid(u)).toBe(false);

    stripeStandIn.setStatus(paymentIntentId, 'succeeded');
    const paid = await u.api.post('/api/upgrade-to-paid', { paymentIntentId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: u.user.id, isPaidMember: true, paymentDate: expect.any(String) });
    // a paid member can now keep several goals
    const goal = { title: 'g', description: 'd', targetDate: '2030-01-01' };
    expect((await u.api.post('/api/goals', goal)).statusCode).toBe(201);
    expect((await u.api.post('/api/goals', goal)).statusCode).toBe(201);
    expect((await u.api.post('/api/create-payment-intent')).json()).toEqual(
      refusal({ code: 'payment.alreadyPaid' }, 'already_paid'),
    );
  });

  it('does not upgrade for a declined card', async () => {
    const u = await freeUser();
    const { paymentIntentId } = (await u.api.post('/api/create-payment-intent')).json();
    stripeStandIn.setStatus(paymentIntentId, 'requires_payment_method');
    expect(await upgradeStatus(u, paymentIntentId)).toBe(402);
    expect(await isPaid(u)).toBe(false);
  });

  it("refuses someone else's paid intent, and one of another amount", async () => {
    const payer = await freeUser();
    const { paymentIntentId } = (await payer.api.post('/api/create-payment-intent')).json();
    stripeStandIn.setStatus(paymentIntentId, 'succeeded');
    const thief = await freeUser();
    const stolen = await thief.api.post('/api/upgrade-to-paid', { paymentIntentId });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual(refusal({ code: 'payment.notYours' }, 'forbidden'));
    expect(await isPaid(thief)).toBe(false);

    expect(await upgradeStatus(thief, succeededIntentOf(thief, 100).id)).toBe(403);
    expect(await upgradeStatus(thief, succeededIntentOf(thief, 10000, 'eur').id)).toBe(403);
    expect(await upgradeStatus(thief, 'pi_doesnotexist')).toBe(403);
    expect(await upgradeStatus(thief, 'cs_wrongkind')).toBe(400);
    expect(await isPaid(thief)).toBe(false);
  });

  it('upgrades from the webhook alone (the tab was closed), once, even when replayed with the browser call too', async () => {
    const u = await freeUser();
    const { paymentIntentId } = (await u.api.post('/api/create-payment-intent')).json();
    const intent = stripeStandIn.setStatus(paymentIntentId, 'succeeded');
    const first = await webhook(succeededEvent(intent));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await isPaid(u)).toBe(true);
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    expect(await upgradeStatus(u, paymentIntentId)).toBe(200);
    const rows = await app.db.sql`select source from payments where payment_intent_id = ${paymentIntentId}`;
    expect(rows).toEqual([{ source: 'webhook' }]);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const u = await freeUser();
    const { paymentIntentId } = (await u.api.post('/api/create-payment-intent')).json();
    const intent = stripeStandIn.setStatus(paymentIntentId, 'succeeded');
    const forged = await webhook(succeededEvent(intent), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual(refusal({ code: 'payment.badSignature' }, 'invalid_request'));
    const unsigned = await postRaw(app, '/api/stripe/webhook', JSON.stringify(succeededEvent(intent)));
    expect(unsigned.statusCode).toBe(400);
    expect(await isPaid(u)).toBe(false);
  });

  it('ignores a signed webhook for a wrong amount', async () => {
    const u = await freeUser();
    expect((await webhook(succeededEvent(succeededIntentOf(u, 500)))).statusCode).toBe(200);
    expect(await isPaid(u)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/create-payment-intent' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/upgrade-to-paid',
          payload: { paymentIntentId: 'pi_x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('without Stripe configured', () => {
  it('says payments are not set up, and everything else works', async () => {
    const off = await createTestApp();
    try {
      expect((await off.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
        enabled: false,
        publishableKey: null,
      });
      const u = await registerUser(off);
      const res = await as(off, u).post('/api/create-payment-intent');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refusal({ code: 'payment.notConfigured' }, 'unavailable'));
      expect((await as(off, u).get('/api/goals')).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
