import { chaptersIn, versesIn } from '@reign/bible';
import type { Gathering, GatheringBody } from '@reign/contract';
import type { Sql } from '../../db/connect';
import { badRequest, notFound } from '../../lib/http-error';
import { leaderOf, memberOf } from '../circles';
import { endGathering, moveGathering, readGathering } from './gathering-repository';

type Asking = { userId: number; circleId: string; at: Date };

/** The circle's gathering (members; anyone else 404 as for a circle not there). */
export async function gatheringOf(sql: Sql, who: Asking): Promise<Gathering> {
  await memberOf(sql, who.circleId, who.userId);
  return readGathering(sql, who.circleId);
}

/** What is wrong with a place to show: a book, chapter or verse that is not there (400). */
function checkPlace(to: GatheringBody): void {
  const chapters = chaptersIn(to.osis);
  if (chapters === 0) throw badRequest({ code: 'study.book' });
  if (to.chapter > chapters) throw badRequest({ code: 'circleGathering.chapter' });
  if (to.verse != null && to.verse > versesIn(to.osis, to.chapter))
    throw badRequest({ code: 'circleGathering.verse' });
}

/**
 * A leader shows a passage (and a verse) to everyone following; it starts the gathering if none is
 * on. Leaders only (members 403, anyone else 404), checked in the move's transaction.
 */
export async function showInGathering(sql: Sql, who: Asking, to: GatheringBody): Promise<Gathering> {
  checkPlace(to);
  return sql.begin(async (tx) => {
    await leaderOf(tx, who.circleId, who.userId);
    await moveGathering(tx, who.circleId, who.userId, to, who.at);
    return readGathering(tx, who.circleId);
  }) as Promise<Gathering>;
}

/** A leader ends the gathering; 404 when none is on. */
export async function endGatheringAs(sql: Sql, who: Asking): Promise<void> {
  await sql.begin(async (tx) => {
    await leaderOf(tx, who.circleId, who.userId);
    if (!(await endGathering(tx, who.circleId, who.at))) throw notFound({ code: 'circleGathering.none' });
  });
}
