import type { Sql } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { runCircleWrite } from '../circles';
import { circlesWithReadsOf, tombstoneReadsBy } from './circle-reading-mark-repository';
import { circlesWithNotesOf, tombstoneNotesBy } from './circle-reading-note-repository';

/**
 * Before an account goes, its days read and its notes leave each circle as tombstones, one write per
 * circle (no transaction spans two), so every member's device drops them at its next pull
 * (docs/decisions.md 'Deleting an account'): a deleted account's words and name stay nowhere.
 */
export async function forgetReadingOf(sql: Sql, userId: number, at: Date): Promise<void> {
  const circles = new Set([
    ...(await circlesWithReadsOf(sql, userId)),
    ...(await circlesWithNotesOf(sql, userId)),
  ]);
  for (const circleId of circles) {
    await runCircleWrite(sql, { userId, circleId, at }, async (w) => {
      await tombstoneReadsBy(w.tx, circleId, userId, w.version, at);
      await tombstoneNotesBy(w.tx, circleId, userId, w.version, at);
    }).catch((err: unknown) => {
      // the circle was deleted meanwhile: its rows went with it
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    });
  }
}
