import { type Prayer, prayer } from '@reign/contract';
import { pick } from '../../lib/pick';
import { createPrayer, prayerRows, updatePrayer } from '../prayers';
import type { RowImport } from './import-goals-tasks';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
export const prayerImport: RowImport<Prayer> = {
  schema: prayer,
  label: 'prayer request',
  find: prayerRows.find,
  async save(c, v) {
    await createPrayer(c, pick(v, ['id', 'title', 'details', 'forWhom', 'category']));
    if (v.status !== 'active' || v.testimony) {
      await updatePrayer(c, v.id, { status: v.status, answeredAt: v.answeredAt, testimony: v.testimony });
    }
  },
};
