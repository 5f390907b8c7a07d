import { prayer } from '@reign/contract';
import { findPrayer } from '../prayers/prayer-repository';
import { createPrayer, updatePrayer } from '../prayers/prayer-service';
import { importOneByOne } from './import-goals-tasks';
import type { BatchWrite } from './import-plans';
import type { ImportResult } from './import-result';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
export function importPrayers(write: BatchWrite, raws: readonly unknown[], result: ImportResult) {
  return importOneByOne(write, raws, result, result.prayers, {
    parse: (raw) => {
      const p = prayer.safeParse(raw);
      return p.success ? p.data : undefined;
    },
    what: (v) => `prayer request "${v.title}"`,
    exists: async (ctx, v) => !!(await findPrayer(ctx.tx, v.id)),
    save: async (c, v) => {
      await createPrayer(c, {
        id: v.id,
        title: v.title,
        details: v.details,
        forWhom: v.forWhom,
        category: v.category,
      });
      if (v.status !== 'active' || v.testimony) {
        await updatePrayer(c, v.id, { status: v.status, answeredAt: v.answeredAt, testimony: v.testimony });
      }
    },
  });
}
