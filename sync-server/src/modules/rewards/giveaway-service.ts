import type { PageQuery } from '@reign/contract';
import { GIVEAWAY_POINTS_STEP } from '@reign/domain';
import type { Sql } from '../../db/connect';
import { isoRequired } from '../../lib/dates';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { KEY_PART, pageOf, readCursor } from '../../lib/paging';
import { entriesOfUser, findGiveawayForEntry, insertEntry } from './giveaway-repository';
import { balanceOf } from './points-repository';
import { addPoints } from './points-service';

export { activeGiveaways } from './giveaway-repository';

/** A page of the user's giveaway entries, newest first; the cursor is the last entry's id. */
export async function entriesOf(sql: Sql, userId: number, query: PageQuery) {
  const before = readCursor(query.cursor, [KEY_PART.integer])?.[0];
  const rows = await entriesOfUser(
    sql,
    userId,
    query.limit,
    before === undefined ? undefined : Number(before),
  );
  const toItem = (r: (typeof rows)[number]) => ({ ...r, createdAt: isoRequired(r.createdAt) });
  return pageOf(rows, query.limit, (r) => [String(r.id)], toItem);
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
    const g = await findGiveawayForEntry(tx, body.giveawayId);
    if (!g?.isActive) throw notFound({ code: 'reward.giveawayNotFound' });
    if (g.endDate.getTime() <= now.getTime()) throw badRequest({ code: 'reward.giveawayEnded' });
    if (g.startDate.getTime() > now.getTime()) throw badRequest({ code: 'reward.giveawayNotStarted' });
    const points = body.pointsSpent ?? g.pointRequirement;
    if (points < g.pointRequirement) throw badRequest({ code: 'reward.belowRequirement' });
    if ((points - g.pointRequirement) % GIVEAWAY_POINTS_STEP !== 0) throw badRequest({ code: 'reward.step' });
    const entry = await insertEntry(tx, { userId, giveawayId: g.id, pointsSpent: points });
    try {
      const { balance } = await addPoints(
        tx,
        userId,
        -points,
        'giveaway',
        `giveaway-entry:${entry.id}`,
        `Giveaway entry: ${g.title}`,
      );
      return { entry: { ...entry, createdAt: isoRequired(entry.createdAt) }, sharingPoints: balance };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400) {
        const short = points - (await balanceOf(tx, userId));
        throw badRequest({ code: 'reward.short', values: { short, points } }, 'not_enough_points');
      }
      throw err;
    }
  });
}
