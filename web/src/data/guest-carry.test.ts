import { createArgsFrom, type Prayer } from '@reign/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_DB_NAME, ReignDb, userDbName } from '../db/database';
import type { Change } from '../sync/outbox';
import { carryGuestRows } from './guest-carry';
import { createMutations } from './mutations';

const open: ReignDb[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close();
    await db.delete();
  }
});

async function database(name: string) {
  const db = new ReignDb(name);
  await db.open();
  open.push(db);
  return db;
}

// any creatable table shows the mechanism; the real tables are listed in guest-carry-rules.ts
const rules = {
  prayers: (row: Prayer): Change[] => [
    { name: 'prayer.create', args: createArgsFrom('prayers', row) } as Change,
  ],
};

describe('carryGuestRows', () => {
  it('queues the creates of the guest’s live rows in the member’s database, then removes the guest’s copies', async () => {
    const guest = await database(GUEST_DB_NAME);
    const member = await database(userDbName(3));
    const asGuest = createMutations(guest, { queue: false });
    const kept = await asGuest.createPrayer({ title: 'For my sister', details: 'Her new job' });
    const gone = await asGuest.createPrayer({ title: 'Deleted one' });
    await asGuest.deletePrayer(gone.id);

    const counts = await carryGuestRows(guest, member, rules);

    expect(counts).toEqual({ prayers: 1 });
    const rows = await member.prayers.toArray();
    expect(rows.map((r) => [r.id, r.title, r.details])).toEqual([[kept.id, 'For my sister', 'Her new job']]);
    const outbox = await member.outbox.toArray();
    expect(outbox.map((r) => [r.name, (r.args as { id: string }).id])).toEqual([['prayer.create', kept.id]]);
    expect(await guest.prayers.filter((r) => !r.deleted).count()).toBe(0);
  });

  it('makes nothing twice when a row is already in the member’s database (a run cut short)', async () => {
    const guest = await database(GUEST_DB_NAME);
    const member = await database(userDbName(4));
    const row = await createMutations(guest, { queue: false }).createPrayer({ title: 'Peace' });
    await createMutations(member, { queue: true }).createPrayer({ id: row.id, title: 'Peace' });

    expect(await carryGuestRows(guest, member, rules)).toEqual({ prayers: 1 });
    expect(await member.outbox.count()).toBe(1); // the member's own create, no second one
    expect(await guest.prayers.count()).toBe(0);
  });

  it('carries nothing and queues nothing when the guest made nothing', async () => {
    const guest = await database(GUEST_DB_NAME);
    const member = await database(userDbName(5));
    expect(await carryGuestRows(guest, member, rules)).toEqual({});
    expect(await member.outbox.count()).toBe(0);
  });
});
