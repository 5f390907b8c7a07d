import type { Queryable } from '../../db/connect';

// sync_clients: each device (client id) of a user: its last processed outbox seq, and what it last
// reported of its own outbox (the changes waiting on it, since when, and its browser).

export async function ensureClient(db: Queryable, userId: number, clientId: string): Promise<void> {
  await db`insert into sync_clients (user_id, client_id) values (${userId}, ${clientId}) on conflict do nothing`;
}

/**
 * The client's last processed seq, its row made if new and locked until the transaction ends (one
 * mutation batch at a time per client), in one statement: an upsert locks the row either way.
 */
export async function lockClientSeq(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    insert into sync_clients (user_id, client_id) values (${userId}, ${clientId})
    on conflict (user_id, client_id) do update set last_seq = sync_clients.last_seq
    returning last_seq`;
  return Number(row?.lastSeq ?? 0);
}

export async function lastSeqOf(db: Queryable, userId: number, clientId: string): Promise<number> {
  const [row] = await db<{ lastSeq: string }[]>`
    select last_seq from sync_clients where user_id = ${userId} and client_id = ${clientId}`;
  return Number(row?.lastSeq ?? 0);
}

/** Moves the client's last processed seq (with its results: mutation-result-repository.ts). */
export async function setLastSeq(db: Queryable, userId: number, clientId: string, lastSeq: number) {
  await db`
    update sync_clients set last_seq = ${lastSeq}, updated_at = now()
    where user_id = ${userId} and client_id = ${clientId}`;
}

/** What a device reports with its pull: the changes waiting on it and since when, and its browser. */
export interface ClientReport {
  waiting: number;
  waitingSince: string | null;
  userAgent: string | null;
}

/**
 * Keeps the device's report (the client made if new); answers whether this is the client's first
 * pull (a browser that holds no Reign data for this account) and its last processed seq.
 */
export async function noteClientReport(
  db: Queryable,
  userId: number,
  clientId: string,
  report: ClientReport,
): Promise<{ isNew: boolean; lastSeq: number }> {
  const [row] = await db<{ isNew: boolean; lastSeq: string }[]>`
    with prior as (select seen_at from sync_clients where user_id = ${userId} and client_id = ${clientId})
    insert into sync_clients (user_id, client_id, waiting, waiting_since, user_agent, seen_at)
    values (${userId}, ${clientId}, ${report.waiting}, ${report.waitingSince}, ${report.userAgent}, now())
    on conflict (user_id, client_id) do update set
      waiting = excluded.waiting,
      waiting_since = excluded.waiting_since,
      user_agent = coalesce(excluded.user_agent, sync_clients.user_agent),
      seen_at = excluded.seen_at,
      -- its changes arrived: should it lose some again, the person hears of it again
      lost_told_at = case when excluded.waiting = 0 then null else sync_clients.lost_told_at end,
      lost_told_to = case when excluded.waiting = 0 then null else sync_clients.lost_told_to end
    returning (select coalesce(bool_and(seen_at is null), true) from prior) as is_new, last_seq`;
  return { isNew: row?.isNew ?? false, lastSeq: Number(row?.lastSeq ?? 0) };
}

/** After a push took `processed` of the changes the device said were waiting: fewer wait now. */
export async function noteChangesArrived(db: Queryable, userId: number, clientId: string, processed: number) {
  await db`
    update sync_clients set
      waiting = greatest(waiting - ${processed}, 0),
      waiting_since = case when waiting - ${processed} > 0 then waiting_since end
    where user_id = ${userId} and client_id = ${clientId} and waiting > 0`;
}

/** A device of the user whose last report had changes waiting, not yet told to the person. */
export interface LostClient {
  clientId: string;
  waiting: number;
  waitingSince: Date | null;
  userAgent: string | null;
}

/**
 * The user's other devices whose last report had changes waiting that have not arrived since (a
 * device sends its changes before it pulls, so a later report says 0), not told yet; each is
 * marked told to this client here, so the person hears of it once. `again`: this client asks from
 * the start once more (the answer that told it may have been lost: the page moved on), so what it
 * was told in the last ten minutes is told again.
 */
export async function takeLostClients(
  db: Queryable,
  userId: number,
  clientId: string,
  { again = false }: { again?: boolean } = {},
): Promise<LostClient[]> {
  return db<LostClient[]>`
    update sync_clients set
      lost_told_at = coalesce(lost_told_at, now()),
      lost_told_to = coalesce(lost_told_to, ${clientId})
    where user_id = ${userId} and client_id <> ${clientId} and waiting > 0 and (
      (lost_told_at is null and not ${again})
      or (${again} and lost_told_to = ${clientId} and lost_told_at > now() - interval '10 minutes'))
    returning client_id, waiting, waiting_since, user_agent`;
}
