import type { Sql } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { runCircleWrite } from '../circles';
import { circlesWithMarksOf, tombstoneMarksBy } from './circle-prayer-mark-repository';

/**
 * Before an account goes, each of its 'I prayed' taps leaves its circle as a tombstone, one write
 * per circle (no transaction spans two circles), so every member's device drops them at its next
 * pull: the asker never keeps the name of a deleted account (docs/decisions.md 'Deleting an
 * account'). Circles the person left long ago are included: their taps stayed there.
 */
export async function forgetMarksOf(sql: Sql, userId: number, at: Date): Promise<void> {
  for (const circleId of await circlesWithMarksOf(sql, userId)) {
    await runCircleWrite(sql, { userId, circleId, at }, (w) =>
      tombstoneMarksBy(w.tx, circleId, userId, w.version, at),
    ).catch((err: unknown) => {
      // the circle was deleted meanwhile: its rows went with it
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    });
  }
}
