import { createPrayer, prayerRows, updatePrayer } from '../prayers';
import { rowImport } from './import-goals-tasks';

/** Prayer requests (issue 20), through the prayer service: made active, then given their status. */
export const prayerImport = rowImport(
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
