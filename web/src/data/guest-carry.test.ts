import { createArgsFrom, type Prayer } from '@reign/contract';
import { verseMarkId } from '@reign/domain';
import { createMutations } from '@reign/sync/client/mutations';
import type { Change } from '@reign/sync/client/outbox';
import { GUEST_DB_NAME, ReignDb, userDbName } from '@reign/sync/device/database';
import { afterEach, describe, expect, it } from 'vitest';
import { carryGuestRows } from './guest-carry';
import { GUEST_CARRY_RULES } from './guest-carry-rules';

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

    const counts = await carryGuestRows(guest, member, 3, rules);

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

    expect(await carryGuestRows(guest, member, 3, rules)).toEqual({ prayers: 1 });
    expect(await member.outbox.count()).toBe(1); // the member's own create, no second one
    expect(await guest.prayers.count()).toBe(0);
  });

  it('carries nothing and queues nothing when the guest made nothing', async () => {
    const guest = await database(GUEST_DB_NAME);
    const member = await database(userDbName(5));
    expect(await carryGuestRows(guest, member, 3, rules)).toEqual({});
    expect(await member.outbox.count()).toBe(0);
  });

  it('carries a guest’s reading plan, its days read and their study marks into the account (the rules of guest-carry-rules.ts)', async () => {
    const guest = await database(GUEST_DB_NAME);
    const member = await database(userDbName(6));
    const asGuest = createMutations(guest, { queue: false, owner: 'guest' });
    const plan = await asGuest.startReadingPlan({ planKey: 'gospels-30', startDate: '2026-11-20' });
    await asGuest.markReadingDay(plan.id, 1, true, '2026-11-20');
    await asGuest.markReadingDay(plan.id, 2, true, '2026-11-21');
    await asGuest.updateReadingPlan(plan.id, { status: 'stopped' });
    const john316 = { book: 'John', chapter: 3, verse: 16 };
    await asGuest.setHighlight(john316, 'green');
    await asGuest.setBookmark(john316);
    const note = await asGuest.createNote({
      book: 'John',
      chapter: 3,
      verseStart: 16,
      verseEnd: 17,
      text: 'Loved\nand sent',
    });

    const counts = await carryGuestRows(guest, member, 6, GUEST_CARRY_RULES);

    expect(counts).toEqual({ readingPlans: 1, readingProgress: 2, highlights: 1, bookmarks: 1, notes: 1 });
    expect(await member.readingPlans.get(plan.id)).toMatchObject({
      planKey: 'gospels-30',
      status: 'stopped',
    });
    expect((await member.readingProgress.toArray()).map((d) => [d.day, d.readOn]).sort()).toEqual([
      [1, '2026-11-20'],
      [2, '2026-11-21'],
    ]);
    // a verse mark's id is the member's for that verse
    const highlight = await member.highlights.get(await verseMarkId('highlight', 6, 'John', 3, 16));
    expect(highlight).toMatchObject({ colour: 'green', verse: 16 });
    expect(await member.bookmarks.get(await verseMarkId('bookmark', 6, 'John', 3, 16))).toBeTruthy();
    expect(await member.notes.get(note.id)).toMatchObject({ text: 'Loved\nand sent', verseEnd: 17 });
    expect((await member.outbox.toArray()).map((r) => r.name)).toEqual([
      'readingPlan.start',
      'readingPlan.update',
      'readingProgress.mark',
      'readingProgress.mark',
      'highlight.set',
      'bookmark.set',
      'note.create',
    ]);
    for (const table of ['readingPlans', 'readingProgress', 'highlights', 'bookmarks', 'notes'] as const)
      expect(await guest[table].count(), table).toBe(0);
  });
});
