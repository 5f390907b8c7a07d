import type { Prayer } from '@reign/contract';
import { createPrayer, prayerRows, sharePrayer, updatePrayer } from '../prayers';
import { type RowImport, rowImport } from './import-goals-tasks';
import type { BatchWrite } from './import-plans';
import { isRefusal } from './import-result';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
const prayerRowImport = rowImport(
  'prayers',
  'prayer.create',
  'prayer request',
  prayerRows.find,
  createPrayer,
  (c, v) =>
    v.status !== 'active' || v.testimony
      ? updatePrayer(c, v.id, { status: v.status, answeredAt: v.answeredAt, testimony: v.testimony })
      : undefined,
);

/**
 * Prayer requests, and how to share again those of the file that were shared (issue 52). A request
 * the import adds keeps its sharing only while the person is still in that circle and within the
 * day's bounds: each share is a write of its own (one circle a transaction) after the requests are
 * in; one refused (not in the circle, a bound) leaves the request private. A request already here
 * keeps its own sharing.
 */
export function prayerImport(): {
  rows: RowImport<Prayer>;
  shareAgain: (write: BatchWrite) => Promise<void>;
} {
  const shared: Prayer[] = [];
  const rows: RowImport<Prayer> = {
    ...prayerRowImport,
    async save(c, v) {
      await prayerRowImport.save(c, v);
      if (v.sharedCircleId) shared.push(v);
    },
  };
  async function shareAgain(write: BatchWrite) {
    for (const p of shared) {
      const share = { circleId: p.sharedCircleId, anonymous: p.sharedAnonymously };
      await write(async (ctx) => {
        await sharePrayer(ctx, p.id, share);
      }).catch((err: unknown) => {
        if (!isRefusal(err)) throw err;
      });
    }
  }
  return { rows, shareAgain };
}
