import type { AdminGiveaway, Giveaway } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { insertRow, updateEditedRow } from '../../db/shared-statements';
import { isoRequired } from '../../lib/dates';

/** The giveaway tables' home: weekly_giveaways and the points-paid entries in giveaway_entries. */

interface GiveawayRow {
  id: number;
  title: string;
  description: string;
  prize: string;
  pointRequirement: number;
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  isActive: boolean;
}
const GIVEAWAY_COLUMNS =
  'id, title, description, prize, point_requirement, start_date, end_date, image_url, is_active';

export const toGiveaway = (r: GiveawayRow): Giveaway => ({
  id: r.id,
  title: r.title,
  description: r.description,
  prize: r.prize,
  pointRequirement: r.pointRequirement,
  startDate: isoRequired(r.startDate),
  endDate: isoRequired(r.endDate),
  imageUrl: r.imageUrl,
});

/** Active giveaways: switched on and ending in the future, soonest ending first. */
export async function activeGiveaways(db: Queryable, now: Date): Promise<Giveaway[]> {
  const rows = await db<GiveawayRow[]>`
    select ${db.unsafe(GIVEAWAY_COLUMNS)} from weekly_giveaways
    where is_active and end_date > ${now} order by end_date, id`;
  return rows.map(toGiveaway);
}

/** A giveaway held (for share) until the entry's transaction ends, so it cannot change under it. */
export async function findGiveawayForEntry(db: Queryable, id: number): Promise<GiveawayRow | undefined> {
  const [row] = await db<GiveawayRow[]>`
    select ${db.unsafe(GIVEAWAY_COLUMNS)} from weekly_giveaways where id = ${id} for share`;
  return row;
}

export interface EntryRow {
  id: number;
  giveawayId: number;
  pointsSpent: number;
  createdAt: Date;
}

export async function insertEntry(
  db: Queryable,
  entry: { userId: number; giveawayId: number; pointsSpent: number },
): Promise<EntryRow> {
  const [row] = await db<EntryRow[]>`
    insert into giveaway_entries (user_id, giveaway_id, points_spent)
    values (${entry.userId}, ${entry.giveawayId}, ${entry.pointsSpent})
    returning id, giveaway_id, points_spent, created_at`;
  if (!row) throw new Error('giveaway entry insert returned no row');
  return row;
}

/**
 * A page of the user's entries, newest first (by id, the order they were made): at most `limit + 1`
 * (the extra one says there is more), those before the id `before` when given.
 */
export async function entriesOfUser(
  db: Queryable,
  userId: number,
  limit: number,
  before?: number,
): Promise<EntryRow[]> {
  return db<EntryRow[]>`
    select id, giveaway_id, points_spent, created_at from giveaway_entries
    where user_id = ${userId} ${before === undefined ? db`` : db`and id < ${before}`}
    order by id desc limit ${limit + 1}`;
}

// ---- the admin's view and changes --------------------------------------------------------------------

interface AdminRow extends GiveawayRow {
  entryCount: number;
  pointsSpent: number;
  winnerId: number | null;
  winnerUsername: string | null;
  winnerDisplayName: string | null;
}

/** A giveaway's end as its page key: microseconds since 1970, exact (a timestamp string is not). */
const END_MICROS = '(extract(epoch from g.end_date) * 1000000)::bigint';

const ADMIN_SELECT = `
  select ${END_MICROS}::text as page_at, g.id, g.title, g.description, g.prize, g.start_date, g.end_date, g.point_requirement, g.is_active, g.image_url,
    (select count(*)::int from giveaway_entries e where e.giveaway_id = g.id) as entry_count,
    (select coalesce(sum(points_spent), 0)::int from giveaway_entries e where e.giveaway_id = g.id) as points_spent,
    w.user_id as winner_id, u.username as winner_username, u.display_name as winner_display_name
  from weekly_giveaways g
  left join giveaway_entries w on w.giveaway_id = g.id and w.is_winner
  left join users u on u.id = w.user_id`;

const toAdmin = (r: AdminRow): AdminGiveaway => ({
  ...toGiveaway(r),
  isActive: r.isActive,
  entryCount: r.entryCount,
  pointsSpent: r.pointsSpent,
  winner:
    r.winnerId !== null
      ? { userId: r.winnerId, username: r.winnerUsername ?? '', displayName: r.winnerDisplayName }
      : null,
});

/**
 * The giveaways with their entries, points and winner, latest ending first (ties by id): at most
 * `limit + 1` (the extra one says there is more), after the key `after` ([end date in microseconds
 * since 1970, id]) when given; each with its key.
 */
export async function adminGiveaways(
  db: Queryable,
  limit: number,
  after?: readonly string[],
): Promise<{ key: [string, string]; giveaway: AdminGiveaway }[]> {
  const rows = await db<(AdminRow & { pageAt: string })[]>`${db.unsafe(ADMIN_SELECT)}
    ${after ? db`where (${db.unsafe(END_MICROS)}, g.id) < (${after[0] as string}::bigint, ${after[1] as string}::int)` : db``}
    order by g.end_date desc, g.id desc limit ${limit + 1}`;
  return rows.map((r) => ({ key: [r.pageAt, String(r.id)], giveaway: toAdmin(r) }));
}

export async function adminGiveaway(db: Queryable, id: number): Promise<AdminGiveaway | undefined> {
  const [row] = await db<AdminRow[]>`${db.unsafe(ADMIN_SELECT)} where g.id = ${id}`;
  return row ? toAdmin(row) : undefined;
}

export interface GiveawayFields {
  title: string;
  description: string;
  prize: string;
  startDate: string;
  endDate: string;
  pointRequirement: number;
  isActive: boolean;
  imageUrl: string | null;
}

const GIVEAWAY_FIELDS = [
  'title',
  'description',
  'prize',
  'startDate',
  'endDate',
  'pointRequirement',
  'isActive',
  'imageUrl',
] as const satisfies readonly (keyof GiveawayFields)[];

export const insertGiveaway = (db: Queryable, f: GiveawayFields): Promise<number> =>
  insertRow(db, 'weekly_giveaways', f, GIVEAWAY_FIELDS);

/** Changes every field, or only whether it is active; answers false when there is no such giveaway. */
export const updateGiveaway = async (db: Queryable, id: number, f: GiveawayFields | { isActive: boolean }) =>
  (await updateEditedRow(db, 'weekly_giveaways', db`id = ${id}`, { f, keys: GIVEAWAY_FIELDS })) !== undefined;

export async function imageUrlOf(db: Queryable, id: number): Promise<string | null | undefined> {
  const [row] = await db<
    { imageUrl: string | null }[]
  >`select image_url from weekly_giveaways where id = ${id}`;
  return row?.imageUrl;
}

/** Deletes a giveaway (its entries go with it); answers its image, or undefined when there was none such. */
export async function deleteGiveaway(
  db: Queryable,
  id: number,
): Promise<{ imageUrl: string | null } | undefined> {
  const [row] = await db<{ imageUrl: string | null }[]>`
    delete from weekly_giveaways where id = ${id} returning image_url`;
  return row;
}

/** The giveaway's end, its row locked for the draw; undefined when there is no such giveaway. */
export async function lockForDraw(db: Queryable, id: number): Promise<{ endDate: Date } | undefined> {
  const [row] = await db<
    { endDate: Date }[]
  >`select end_date from weekly_giveaways where id = ${id} for update`;
  return row;
}

export async function drawEntries(
  db: Queryable,
  giveawayId: number,
): Promise<{ id: number; pointsSpent: number; isWinner: boolean }[]> {
  return db`
    select id, points_spent, is_winner from giveaway_entries where giveaway_id = ${giveawayId} order by id`;
}

export async function markWinner(db: Queryable, entryId: number): Promise<void> {
  await db`update giveaway_entries set is_winner = true where id = ${entryId}`;
}
