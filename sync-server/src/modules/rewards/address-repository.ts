import type { Queryable } from '../../db/connect';

/**
 * The home of account_addresses: keyed hashes of the addresses an account signed up or signed in
 * from lately, so a sign-up from one of them with that account's referral code is a self-referral.
 */

/** Notes that the account was used from this address now. */
export async function noteAccountAddress(db: Queryable, userId: number, address: string): Promise<void> {
  await db`
    insert into account_addresses (user_id, address) values (${userId}, ${address})
    on conflict (user_id, address) do update set last_seen = now()`;
}

export async function accountUsedAddress(db: Queryable, userId: number, address: string): Promise<boolean> {
  const rows = await db`select 1 from account_addresses where user_id = ${userId} and address = ${address}`;
  return rows.length > 0;
}

/** Forgets addresses not seen for `days`. */
export async function pruneAccountAddresses(db: Queryable, days: number): Promise<void> {
  await db`delete from account_addresses where last_seen < now() - make_interval(days => ${days})`;
}
