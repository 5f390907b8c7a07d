import { describe, expect, it } from 'vitest';
import { closingDevices } from './harness';
import { flushInTurn, phoneAndLaptop, reconnect, setOffline } from './two-devices';

// Study marks (issue 38) on two devices of one account, made offline and synced.

const device = closingDevices();
const live = <R extends { deleted: boolean }>(rows: R[]) => rows.filter((r) => !r.deleted);

describe('highlights, notes and bookmarks on several devices', () => {
  it('made offline on the phone, they reach the laptop; the same verse marked on both is one row', async () => {
    const { phone, laptop } = await phoneAndLaptop(device);
    setOffline(true, phone, laptop);
    const john316 = { book: 'John', chapter: 3, verse: 16 };
    await phone.mutations.setHighlight(john316, 'yellow');
    await laptop.mutations.setHighlight(john316, 'green');
    await phone.mutations.setBookmark(john316);
    await laptop.mutations.setBookmark(john316);
    const note = await phone.mutations.createNote({
      book: 'John',
      chapter: 3,
      verseStart: 16,
      verseEnd: 17,
      text: 'Loved\nthe world',
    });
    await reconnect(phone, laptop);

    for (const d of [phone, laptop]) {
      const highlights = live(await d.db.highlights.toArray());
      expect(highlights).toHaveLength(1);
      // the laptop's write reached the server last
      expect(highlights[0]).toMatchObject({ ...john316, colour: 'green' });
      expect(live(await d.db.bookmarks.toArray())).toHaveLength(1);
      expect(await d.db.notes.get(note.id)).toMatchObject({ text: 'Loved\nthe world', verseEnd: 17 });
    }
    expect(live(await phone.db.highlights.toArray())[0]?.id).toBe(
      live(await laptop.db.highlights.toArray())[0]?.id,
    );
  });

  it('a removal offline reaches the other device, and the verse can be marked again', async () => {
    const { phone, laptop } = await phoneAndLaptop(device);
    const verse = { book: 'Ps', chapter: 23, verse: 1 };
    await phone.mutations.setHighlight(verse, 'pink');
    await flushInTurn(phone, laptop);
    const [row] = await laptop.db.highlights.toArray();
    setOffline(true, laptop);
    await laptop.mutations.removeHighlight(row?.id as string);
    setOffline(false, laptop);
    await flushInTurn(laptop, phone);
    expect(live(await phone.db.highlights.toArray())).toEqual([]);
    await phone.mutations.setHighlight(verse, 'blue');
    await flushInTurn(phone, laptop);
    expect(live(await laptop.db.highlights.toArray())).toMatchObject([{ ...verse, colour: 'blue' }]);
  });

  it('a note edited on two devices offline keeps both versions, shown as a conflict on both', async () => {
    const { phone, laptop } = await phoneAndLaptop(device);
    const note = await phone.mutations.createNote({
      book: 'Rom',
      chapter: 8,
      verseStart: 28,
      verseEnd: 28,
      text: 'All things',
    });
    await flushInTurn(phone, laptop);
    setOffline(true, phone, laptop);
    await phone.mutations.updateNote(note.id, 'All things work together');
    await laptop.mutations.updateNote(note.id, 'For good');
    await reconnect(phone, laptop);
    await laptop.engine.flush();

    for (const d of [phone, laptop]) {
      expect((await d.db.notes.get(note.id))?.text).toBe('All things work together');
      expect(live(await d.db.conflicts.toArray())).toMatchObject([
        { entity: 'notes', rowId: note.id, values: { text: 'For good' } },
      ]);
    }
    const [conflict] = live(await phone.db.conflicts.toArray());
    await phone.mutations.resolveConflict({ id: conflict?.id as string, keep: 'other' });
    await flushInTurn(phone, laptop);
    expect((await laptop.db.notes.get(note.id))?.text).toBe('For good');
    expect(live(await laptop.db.conflicts.toArray())).toEqual([]);
  });
});
