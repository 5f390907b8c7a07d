import { change as changeSchema } from '@reign/contract/sync';
import type { Table } from 'dexie';
import type { ReignDb } from '../device/database';
import { syncTables } from '../device/database';
import { PROFILE_ID } from '../device/types';

/**
 * Pulled changes an older build could not read (a table or a shape it did not know) wait in
 * `parked` while that build keeps syncing (docs/sync-protocol.md, 'Pull'). A build that reads
 * them writes each over the row it has, unless the row is newer, and lets it go; what it cannot
 * read yet (a shape it cannot parse, or a table `knows` says it does not know) stays parked.
 */
export async function readParked(
  db: ReignDb,
  knows: (table: string) => boolean = () => true,
): Promise<number> {
  if ((await db.parked.count()) === 0) return 0;
  return db.transaction('rw', syncTables(db), async () => {
    let read = 0;
    for (const parked of await db.parked.toArray()) {
      if (!knows(parked.table)) continue;
      const c = changeSchema.safeParse(parked.change);
      if (!c.success) continue;
      const table = db[c.data.table] as unknown as Table<
        { id: string; version: number; deleted: boolean },
        string
      >;
      const id = c.data.table === 'profile' ? PROFILE_ID : c.data.id;
      const here = await table.get(id);
      if (!here || here.version < c.data.version) {
        if (c.data.deleted || !c.data.row) await table.delete(id);
        else await table.put({ ...c.data.row, id, version: c.data.version, deleted: false });
      }
      await db.parked.delete([parked.table, parked.id]);
      read += 1;
    }
    return read;
  });
}
