import type { Change } from '@reign/contract';
import type { ReignDb } from '../device/database';

/**
 * This device's own rows (version 0: the server never had them) that a pull replaces, removed
 * after the pulled rows are written and before the writes still waiting are applied again (which
 * make again those that still hold). Called inside the pull's transaction.
 */
export async function dropRowsPulledOver(db: ReignDb, changes: readonly Change[]): Promise<void> {
  await dropFoldedPlans(db, changes);
  await dropOwnConflicts(db);
}

/**
 * One plan a day (docs/sync-protocol.md, 'Ids'): a save of a day's plan under another id than the
 * day's plan on the server (queued by a build before plan ids were one a day) is folded by the
 * server into that plan. So when a plan of a date arrives, this device's own rows of that date
 * under other ids go: a save of one still waiting is applied again over the server's plan, as the
 * server will apply it.
 */
async function dropFoldedPlans(db: ReignDb, changes: readonly Change[]): Promise<void> {
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

/**
 * A conflict made here (docs/sync-protocol.md, 'Conflicts') is a waiting write's view of the rows
 * it met: once the write is on the server, the server's conflict under its id (if the server kept
 * one) comes with the pull, and the one made here has no more reason to be. Those of writes still
 * waiting are made again by their re-apply, over the rows just pulled.
 */
async function dropOwnConflicts(db: ReignDb): Promise<void> {
  const own = await db.conflicts.filter((c) => c.version === 0).primaryKeys();
  if (own.length > 0) await db.conflicts.bulkDelete(own);
}
