import { LIFETIME_CURRENCY, LIFETIME_PRICE_CENTS } from '@reign/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Sql } from '../../db/connect';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import type { Payments } from '../../plugins/payments';
import { markPaidMember, userExists } from '../users';
import {
  countIntentsOf,
  insertPayment,
  latestIntentOf,
  markIntentSucceeded,
  recordIntent,
} from './payment-repository';

/** Statuses of an intent the person can still pay. */
const OPEN = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function stripeOf(payments: Payments): Stripe {
  if (!payments.enabled || !payments.stripe) throw new HttpError(503, { code: 'payment.notConfigured' });
  return payments.stripe;
}

/**
 * A PaymentIntent for exactly $100.00 USD with the user's id in its metadata. An open one is
 * reused; a new one carries an idempotency key, so a double click makes one intent.
 */
/** Keeps what Stripe says of one of the user's intents (its status may have moved). */
function keepIntent(sql: Sql, userId: number, intent: Stripe.PaymentIntent): Promise<void> {
  return recordIntent(sql, {
    id: intent.id,
    userId,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
  });
}

export async function createIntent(
  sql: Sql,
  payments: Payments,
  user: { id: number; isPaidMember: boolean },
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const stripe = stripeOf(payments);
  if (user.isPaidMember) throw badRequest({ code: 'payment.alreadyPaid' }, 'already_paid');
  const latest = await latestIntentOf(sql, user.id);
  if (latest) {
    const intent = await stripe.paymentIntents.retrieve(latest.id);
    await keepIntent(sql, user.id, intent);
    if (OPEN.has(intent.status) && intent.client_secret && intent.amount === LIFETIME_PRICE_CENTS) {
      return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
    }
  }
  const attempt = (await countIntentsOf(sql, user.id)) + 1;
  const intent = await stripe.paymentIntents.create(
    {
      amount: LIFETIME_PRICE_CENTS,
      currency: LIFETIME_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: 'Reign lifetime membership',
      metadata: { userId: String(user.id), product: 'lifetime' },
    },
    { idempotencyKey: `reign-lifetime-${user.id}-${attempt}` },
  );
  if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
  await keepIntent(sql, user.id, intent);
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
}

/**
 * Records the payment and upgrades the user, once per PaymentIntent: the browser's call and the
 * webhook may both arrive; the payment's primary key lets exactly one of them upgrade.
 */
function upgradeOnce(sql: Sql, payment: Parameters<typeof insertPayment>[1]): Promise<boolean> {
  return sql.begin(async (tx) => {
    if (!(await insertPayment(tx, payment))) return false;
    await markPaidMember(tx, payment.userId);
    await markIntentSucceeded(tx, payment.paymentIntentId);
    return true;
  }) as Promise<boolean>;
}

/** The checks both paths make before anyone is upgraded. */
function checkIntent(intent: Stripe.PaymentIntent, userId: number): void {
  if (intent.metadata?.userId !== String(userId)) throw forbidden({ code: 'payment.notYours' });
  if (intent.amount !== LIFETIME_PRICE_CENTS || intent.currency !== LIFETIME_CURRENCY) {
    throw forbidden({ code: 'payment.notYours' });
  }
  if (intent.status !== 'succeeded') throw new HttpError(402, { code: 'payment.notSucceeded' });
}

/** The browser's call after Stripe confirmed the card: retrieve the intent from Stripe and check it. */
export async function upgradeFromBrowser(
  sql: Sql,
  payments: Payments,
  userId: number,
  paymentIntentId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const stripe = stripeOf(payments);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw forbidden({ code: 'payment.notYours' });
    throw err;
  }
  checkIntent(intent, userId);
  const upgraded = await upgradeOnce(sql, {
    paymentIntentId: intent.id,
    userId,
    amount: intent.amount,
    currency: intent.currency,
    source: 'browser',
  });
  log.info({ userId, paymentIntentId, upgraded }, 'lifetime membership payment confirmed by the browser');
}

/** payment_intent.succeeded from Stripe (signature already checked): the same checks, the same once. */
export async function upgradeFromWebhook(
  sql: Sql,
  intent: Stripe.PaymentIntent,
  log: FastifyBaseLogger,
): Promise<void> {
  const userId = Number(intent.metadata?.userId);
  if (!Number.isInteger(userId) || userId <= 0 || intent.metadata?.product !== 'lifetime') {
    log.warn(
      { paymentIntentId: intent.id },
      'webhook: a PaymentIntent that is not a Reign membership; ignored',
    );
    return;
  }
  try {
    checkIntent(intent, userId);
  } catch (err) {
    log.warn({ paymentIntentId: intent.id, err: (err as Error).message }, 'webhook: PaymentIntent refused');
    return;
  }
  if (!(await userExists(sql, userId))) return;
  const upgraded = await upgradeOnce(sql, {
    paymentIntentId: intent.id,
    userId,
    amount: intent.amount,
    currency: intent.currency,
    source: 'webhook',
  });
  log.info(
    { userId, paymentIntentId: intent.id, upgraded },
    'lifetime membership payment confirmed by webhook',
  );
}
