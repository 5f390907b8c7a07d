import { type Prayer, prayer } from '@reign/contract';
import { createPrayer, prayerRows, updatePrayer } from '../prayers';
import { createBodyOf, type RowImport } from './import-goals-tasks';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
export const prayerImport: RowImport<Prayer> = {
  schema: prayer,
  label: 'prayer request',
  find: prayerRows.find,
  async save(c, v) {
    await createPrayer(c, createBodyOf('prayer.create', 'prayers', v));
    if (v.status !== 'active' || v.testimony) {
      await updatePrayer(c, v.id, { status: v.status, answeredAt: v.answeredAt, testimony: v.testimony });
    }
  },
};
