import { type Giveaway, rewardMessages } from '@reign/contract';
import { GIVEAWAY_POINTS_STEP } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { isoRequired } from '../user-data/user-write';
import { addPoints, balanceOf } from './points-repository';

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

const toGiveaway = (r: GiveawayRow): Giveaway => ({
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
export async function activeGiveaways(sql: Sql, now: Date): Promise<Giveaway[]> {
  const rows = await sql<GiveawayRow[]>`
    select id, title, description, prize, point_requirement, start_date, end_date, image_url, is_active
    from weekly_giveaways where is_active and end_date > ${now} order by end_date, id`;
  return rows.map(toGiveaway);
}

export async function entriesOf(sql: Sql, userId: number) {
  const rows = await sql<{ id: number; giveawayId: number; pointsSpent: number; createdAt: Date }[]>`
    select id, giveaway_id, points_spent, created_at from giveaway_entries where user_id = ${userId}
    order by created_at desc, id desc`;
  return rows.map((r) => ({ ...r, createdAt: isoRequired(r.createdAt) }));
}

/**
 * Spends points on an entry in one transaction: the giveaway must be active and running; the
 * amount at least its requirement, in steps of 10 above it, and at most the balance. The balance
 * moves by a conditional update with a ledger row, so concurrent entries can never overspend.
 */
export async function enterGiveaway(
  sql: Sql,
  userId: number,
  body: { giveawayId: number; pointsSpent?: number | undefined },
  now: Date,
) {
  return sql.begin(async (tx) => {
    const [g] = await tx<GiveawayRow[]>`
      select id, title, description, prize, point_requirement, start_date, end_date, image_url, is_active
      from weekly_giveaways where id = ${body.giveawayId} for share`;
    if (!g?.isActive) throw notFound(rewardMessages.giveawayNotFound);
    if (g.endDate.getTime() <= now.getTime()) throw badRequest(rewardMessages.giveawayEnded);
    if (g.startDate.getTime() > now.getTime()) throw badRequest(rewardMessages.giveawayNotStarted);
    const points = body.pointsSpent ?? g.pointRequirement;
    if (points < g.pointRequirement) throw badRequest(rewardMessages.belowRequirement);
    if ((points - g.pointRequirement) % GIVEAWAY_POINTS_STEP !== 0) throw badRequest(rewardMessages.step);
    const [entry] = await tx<{ id: number; giveawayId: number; pointsSpent: number; createdAt: Date }[]>`
      insert into giveaway_entries (user_id, giveaway_id, points_spent) values (${userId}, ${g.id}, ${points})
      returning id, giveaway_id, points_spent, created_at`;
    if (!entry) throw new Error('giveaway entry insert returned no row');
    try {
      const { balance } = await addPoints(tx, userId, -points, 'giveaway', `giveaway-entry:${entry.id}`);
      return { entry: { ...entry, createdAt: isoRequired(entry.createdAt) }, sharingPoints: balance };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) {
        const short = points - (await balanceOf(tx, userId));
        throw badRequest(`Not enough points: you need ${short} more points to enter with ${points}.`);
      }
      throw err;
    }
  });
}
