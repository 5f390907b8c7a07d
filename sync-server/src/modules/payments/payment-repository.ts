import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/** The payments' home: payment_intents (as Stripe last answered) and payments (one per PaymentIntent). */

export async function latestIntentOf(
  db: Queryable,
  userId: number,
): Promise<{ id: string; status: string } | undefined> {
  const [row] = await db<{ id: string; status: string }[]>`
    select id, status from payment_intents where user_id = ${userId} order by created_at desc limit 1`;
  return row;
}

export const countIntentsOf = (db: Queryable, userId: number): Promise<number> =>
  countUserRows(db, 'payment_intents', userId);

export async function recordIntent(
  db: Queryable,
  intent: { id: string; userId: number; amount: number; currency: string; status: string },
): Promise<void> {
  await db`
    insert into payment_intents (id, user_id, amount, currency, status)
    values (${intent.id}, ${intent.userId}, ${intent.amount}, ${intent.currency}, ${intent.status})
    on conflict (id) do update set status = excluded.status, updated_at = now()`;
}

/** Records a payment once per PaymentIntent; answers false when it was recorded already. */
export async function insertPayment(
  db: Queryable,
  payment: {
    paymentIntentId: string;
    userId: number;
    amount: number;
    currency: string;
    source: 'browser' | 'webhook';
  },
): Promise<boolean> {
  const inserted = await db`
    insert into payments (payment_intent_id, user_id, amount, currency, source)
    values (${payment.paymentIntentId}, ${payment.userId}, ${payment.amount}, ${payment.currency}, ${payment.source})
    on conflict (payment_intent_id) do nothing
    returning payment_intent_id`;
  return inserted.length > 0;
}

export async function markIntentSucceeded(db: Queryable, id: string): Promise<void> {
  await db`update payment_intents set status = 'succeeded', updated_at = now() where id = ${id}`;
}
