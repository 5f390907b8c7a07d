import type { Queryable } from '../../db/connect';

/** The shares' home: scripture_shares and the visitors counted per share and day (share_clicks). */

export interface ShareRow {
  id: number;
  shortLink: string;
  pointsEarned: number;
}

export async function findShareByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<ShareRow | undefined> {
  const [row] = await db<ShareRow[]>`
    select id, short_link, points_earned from scripture_shares where share_key = ${key} and user_id = ${userId}`;
  return row;
}

/**
 * Records a share under a new short link; answers undefined when the link is taken (try another).
 * The entry is linked only when it is the user's own.
 */
export async function insertShare(
  db: Queryable,
  s: {
    userId: number;
    entryId: string | null;
    platform: string;
    verseReference: string;
    verseKey: string;
    sharerAddress: string;
    shortLink: string;
    key: string;
  },
): Promise<ShareRow | undefined> {
  const [row] = await db<ShareRow[]>`
    insert into scripture_shares (user_id, entry_id, platform, verse_reference, verse_key, sharer_address,
                                  short_link, share_key)
    select ${s.userId}, e.id, ${s.platform}, ${s.verseReference}, ${s.verseKey}, ${s.sharerAddress},
           ${s.shortLink}, ${s.key}
    from (select ${s.entryId}::uuid as wanted) w
    left join entries e on e.id = w.wanted and e.user_id = ${s.userId}
    on conflict (short_link) do nothing
    returning id, short_link, points_earned`;
  return row;
}

/** What decides whether a new share counts: the user's counted shares today, and whether this verse counted before. */
export async function shareCountingState(
  db: Queryable,
  userId: number,
  verseKey: string,
  day: { date: string; timeZone: string },
): Promise<{ countedToday: number; verseCountedBefore: boolean }> {
  const [row] = await db<{ countedToday: number; verseCountedBefore: boolean }[]>`
    select
      (select count(*)::int from scripture_shares
        where user_id = ${userId} and counted
          and (created_at at time zone ${day.timeZone})::date = ${day.date}) as counted_today,
      exists (select 1 from scripture_shares
        where user_id = ${userId} and counted and verse_key = ${verseKey}) as verse_counted_before`;
  return row ?? { countedToday: 0, verseCountedBefore: false };
}

/** Marks a share as counted, with the points it paid. */
export async function markShareCounted(db: Queryable, shareId: number, points: number): Promise<void> {
  await db`update scripture_shares set counted = true, points_earned = ${points} where id = ${shareId}`;
}

export async function findShareByCode(
  db: Queryable,
  code: string,
): Promise<{ id: number; userId: number; verseReference: string; sharerAddress: string | null } | undefined> {
  const [row] = await db<
    { id: number; userId: number; verseReference: string; sharerAddress: string | null }[]
  >`select id, user_id, verse_reference, sharer_address from scripture_shares where short_link = ${code}`;
  return row;
}

/** Counts a visitor's click once per share and day; answers whether it counted. */
export async function countClick(
  db: Queryable,
  shareId: number,
  visitor: string,
  day: string,
): Promise<boolean> {
  const counted = await db`
    insert into share_clicks (share_id, visitor, day) values (${shareId}, ${visitor}, ${day})
    on conflict do nothing returning share_id`;
  if (counted.length === 0) return false;
  await db`update scripture_shares set click_count = click_count + 1 where id = ${shareId}`;
  return true;
}
