import type { Queryable } from '../../db/connect';
import { countUserRows } from '../../db/shared-statements';

/** push_subscriptions: the devices that get a person's morning reminder. */
export interface PushSubscriptionRow {
  id: string;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const COLUMNS = 'id::text as id, user_id, endpoint, p256dh, auth';

/** Adds a device, or updates it; an endpoint another account had moves to this one. */
export async function putPushSubscription(
  db: Queryable,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${sub.endpoint}, ${sub.p256dh}, ${sub.auth})
    on conflict (endpoint) do update set
      user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`;
}

export async function listPushSubscriptions(db: Queryable, userId: number): Promise<PushSubscriptionRow[]> {
  return db<PushSubscriptionRow[]>`
    select ${db.unsafe(COLUMNS)} from push_subscriptions where user_id = ${userId} order by id`;
}

export async function findPushSubscription(
  db: Queryable,
  id: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db<
    PushSubscriptionRow[]
  >`select ${db.unsafe(COLUMNS)} from push_subscriptions where id = ${id}`;
  return row;
}

export const countPushSubscriptions = (db: Queryable, userId: number): Promise<number> =>
  countUserRows(db, 'push_subscriptions', userId);

/** Removes this person's device with this endpoint; true when there was one. */
export async function deleteUserPushSubscription(
  db: Queryable,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows =
    await db`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`;
  return rows.length > 0;
}

/** Removes a subscription the push service said is gone (404/410). */
export async function deletePushSubscription(db: Queryable, id: string): Promise<void> {
  await db`delete from push_subscriptions where id = ${id}`;
}
