import type { Change } from '@reign/contract';
import type { ReignDb } from '../db/database';

/**
 * One plan a day (docs/sync-protocol.md, 'Ids'): a save of a day's plan under another id than the
 * day's plan on the server (queued by a build before plan ids were one a day) is folded by the
 * server into that plan. So when a plan of a date arrives, this device's own rows of that date
 * under other ids that the server never had (version 0) go: a save of one still waiting is applied
 * again right after, over the server's plan, as the server will apply it. Call inside the pull's
 * transaction, after the pulled rows are written.
 */
export async function dropFoldedPlans(db: ReignDb, changes: readonly Change[]): Promise<void> {
  for (const c of changes) {
    if (c.table !== 'entries' || c.deleted || !c.row) continue;
    const folded = await db.entries
      .where('date')
      .equals(c.row.date)
      .filter((e) => e.version === 0 && e.id !== c.id)
      .primaryKeys();
    if (folded.length > 0) await db.entries.bulkDelete(folded);
  }
}
