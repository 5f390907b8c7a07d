import type { Prayer } from '@reign/contract';
import type { Stored } from '@reign/domain';
import { dropCopies, writeCopy } from '../circle-prayers';
import { enterCircle, type Release } from '../circles';
import { reserveVersions, type WriteContext } from '../user-data';
import { clearShares } from './prayer-repository';

// A shared request and its circle's copy change together: in the asker's write, the copy follows
// every change of the request; in the circle's write, a member leaving takes their requests out.

/**
 * After a change of the person's request (an edit, an answer, a conflict settled, a delete), the
 * circle it is shared with holds it as it is now, in the same transaction (one account, one circle).
 */
export async function followShare(ctx: WriteContext, prayer: Stored<Prayer>): Promise<void> {
  if (!prayer.sharedCircleId) return;
  const w = await enterCircle(ctx, prayer.sharedCircleId);
  if (prayer.deleted) await dropCopies(w, { ids: [prayer.id] });
  else await writeCopy(w, ctx.userId, prayer);
}

/**
 * What leaving a circle takes with it (the circles module's `Release`, given by app.ts): every
 * request these members shared with it stops being shared, its copy and its 'I prayed' tombstones,
 * and each asker's own rows say so at a version of theirs (their rows were locked before the
 * circle's).
 */
export const releaseShares: Release = async (w, userIds) => {
  for (const askerId of await dropCopies(w, { askerIds: userIds })) {
    const version = await reserveVersions(w.tx, askerId, 1);
    await clearShares(w.tx, askerId, w.circleId, version, w.at);
  }
};
