import { prayer } from '@reign/contract';
import { pick } from '../../lib/pick';
import { prayerRows } from '../prayers/prayer-repository';
import { createPrayer, updatePrayer } from '../prayers/prayer-service';
import { importOneByOne } from './import-goals-tasks';
import type { BatchWrite } from './import-plans';
import type { ImportResult } from './import-result';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
export function importPrayers(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  return importOneByOne(write, raws, result, result.prayers, {
    schema: prayer,
    what: (v) => `prayer request "${v.title}"`,
    find: prayerRows.find,
    save: async (c, v) => {
      await createPrayer(c, pick(v, ['id', 'title', 'details', 'forWhom', 'category']));
      if (v.status !== 'active' || v.testimony) {
        await updatePrayer(c, v.id, { status: v.status, answeredAt: v.answeredAt, testimony: v.testimony });
      }
    },
  });
}
