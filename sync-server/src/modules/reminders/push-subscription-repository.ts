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

/**
 * Adds a device, or updates it. An endpoint another account holds moves to this one only when that
 * account is signed in nowhere (its sign-out on the device removes the subscription first; a
 * session that ended also lets go): answers 'taken' otherwise, and nothing changes. Reads the
 * sessions table (plugins/session-store.ts) for that, and writes nothing to it.
 */
export async function putPushSubscription(
  db: Queryable,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<'saved' | 'taken'> {
  const rows = await db`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${userId}, ${sub.endpoint}, ${sub.p256dh}, ${sub.auth})
    on conflict (endpoint) do update set
      user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()
    where push_subscriptions.user_id = excluded.user_id
      or not exists (
        select 1 from sessions
        where sessions.user_id = push_subscriptions.user_id and sessions.expires_at > now())
    returning id`;
  return rows.length > 0 ? 'saved' : 'taken';
}

/** Keeps the person's `keep` most recently registered devices and removes the rest; answers how many went. */
export async function dropOldestPushSubscriptions(
  db: Queryable,
  userId: number,
  keep: number,
): Promise<number> {
  const rows = await db`
    delete from push_subscriptions
    where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId}
      order by updated_at desc, id desc limit ${keep})
    returning id`;
  return rows.length;
}

/**
 * Marks the person's devices not yet reminded on `day` (or later) as reminded on it, and answers
 * their ids: the devices to send today's reminder to. Each device is claimed once a day, however
 * often the reminder time moves.
 */
export async function claimReminderDay(db: Queryable, userId: number, day: string): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    update push_subscriptions set last_reminded_on = ${day}
    where user_id = ${userId} and (last_reminded_on is null or last_reminded_on < ${day})
    returning id::text as id`;
  return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
}

/** The person's devices (their subscriptions' ids), oldest first. */
export async function subscriptionIdsOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id::text as id from push_subscriptions where user_id = ${userId} order by id`;
  return rows.map((row) => row.id);
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
