import { uuidv7 } from '@reign/domain';
import type { Table } from 'dexie';
import type { Op } from './ops';
import { at } from './pools';
import type { SimDevice, SimWorld } from './world';

/**
 * A device's database changed behind the sync's back (the operation `corrupt`): what a bug, an
 * interrupted upgrade or a hand edit of IndexedDB leaves. The device must notice by its checksums
 * and repair itself (client/repair.ts); convergence at the end of the run requires it.
 */

/** The tables a corruption may touch, each with a text field to change. */
const TARGETS = [
  { table: 'goals', field: 'title' },
  { table: 'tasks', field: 'title' },
  { table: 'prayers', field: 'title' },
  { table: 'entries', field: 'verse' },
  { table: 'notes', field: 'text' },
  { table: 'profile', field: 'bio' },
] as const;

type Row = Record<string, unknown> & { id: string; version: number; deleted: boolean };

export async function corrupt(w: SimWorld, d: SimDevice, op: Extract<Op, { k: 'corrupt' }>): Promise<string> {
  const { table, field } = at(TARGETS, op.table);
  if (!w.has(d, table)) return 'skip';
  const rows = d.db[table] as unknown as Table<Row, string>;
  const live = w.inOrder((await rows.toArray()).filter((r) => !r.deleted && r.version > 0));
  const row = live[op.pick % Math.max(live.length, 1)];
  if (!row) return 'skip';
  switch (op.how % 4) {
    case 0:
      await rows.put({ ...row, [field]: 'Changed behind the sync' });
      return `${table} ${w.label(row.id)} ${field} changed`;
    case 1:
      if (table === 'profile') return 'skip';
      await rows.delete(row.id);
      return `${table} ${w.label(row.id)} gone`;
    case 2:
      await rows.put({ ...row, version: row.version + 1 });
      return `${table} ${w.label(row.id)} version moved`;
    default: {
      if (table === 'profile') return 'skip';
      const id = uuidv7();
      await rows.put({ ...row, id });
      return `${table} ${w.label(id)} the server never had`;
    }
  }
}
