import { englishOf } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import {
  bookmarkAfterSet,
  copiedRowId,
  highlightAfterSet,
  markAfterDelete,
  newNote,
  noteAfterUpdate,
  verseMarkId,
  verseRangeProblem,
} from '../../src';

const at = '2026-11-26T10:00:00.000Z';
const later = '2026-11-27T10:00:00.000Z';
const john316 = { book: 'John', chapter: 3, verse: 16 };

/** The English of a passage's problem (verseRangeProblem gives its code and values). */
const problemOf = (...args: Parameters<typeof verseRangeProblem>) => {
  const problem = verseRangeProblem(...args);
  return problem && englishOf(problem);
};

describe('study marks', () => {
  it('names what is wrong with a passage, in words', () => {
    expect(verseRangeProblem('John', 3, 16)).toBeNull();
    expect(verseRangeProblem('John', 3, 16, 36)).toBeNull();
    expect(problemOf('Jn', 3, 16)).toBe('There is no book "Jn" in the Bible.');
    expect(problemOf('Obad', 2, 1)).toBe('Obadiah has 1 chapter: choose one of 1 to 1.');
    expect(problemOf('John', 0, 1)).toBe('John has 21 chapters: choose one of 1 to 21.');
    expect(problemOf('John', 3, 37)).toBe('John 3 has 36 verses: choose verses 1 to 36.');
    expect(problemOf('John', 3, 16, 40)).toBe('John 3 has 36 verses: choose verses 1 to 36.');
    expect(problemOf('John', 3, 17, 16)).toBe('A passage runs from its first verse to a later one.');
  });

  it('gives a verse the same mark id on every device, apart per user and kind', async () => {
    const id = await verseMarkId('highlight', 7, 'John', 3, 16);
    expect(await verseMarkId('highlight', 7, 'John', 3, 16)).toBe(id);
    expect(await verseMarkId('highlight', 8, 'John', 3, 16)).not.toBe(id);
    expect(await verseMarkId('bookmark', 7, 'John', 3, 16)).not.toBe(id);
    expect(await verseMarkId('highlight', 'guest', 'John', 3, 16)).not.toBe(id);
    expect(await copiedRowId(7, id)).toBe(await copiedRowId(7, id.toUpperCase()));
  });

  it('makes, recolours, removes and makes again a highlight, keeping when it was first made', () => {
    const made = highlightAfterSet(undefined, { id: 'h', ...john316, colour: 'yellow' }, at);
    expect(made).toMatchObject({ colour: 'yellow', createdAt: at, updatedAt: at, deleted: false });
    if (!made) throw new Error('made');
    expect(highlightAfterSet(made, { id: 'h', ...john316, colour: 'yellow' }, later)).toBeNull();
    const blue = highlightAfterSet(made, { id: 'h', ...john316, colour: 'blue' }, later);
    expect(blue).toMatchObject({ colour: 'blue', createdAt: at, updatedAt: later });
    const gone = markAfterDelete(blue as NonNullable<typeof blue>, later);
    expect(gone?.deleted).toBe(true);
    expect(markAfterDelete(gone as NonNullable<typeof gone>, later)).toBeNull();
    const again = highlightAfterSet(gone ?? undefined, { id: 'h', ...john316, colour: 'blue' }, later);
    expect(again).toMatchObject({ colour: 'blue', deleted: false, createdAt: at });
  });

  it('bookmarks a verse once; a removed bookmark can be made again', () => {
    const made = bookmarkAfterSet(undefined, { id: 'b', ...john316 }, at);
    if (!made) throw new Error('made');
    expect(bookmarkAfterSet(made, { id: 'b', ...john316 }, later)).toBeNull();
    const gone = markAfterDelete(made, later);
    expect(bookmarkAfterSet(gone ?? undefined, { id: 'b', ...john316 }, later)).toMatchObject({
      deleted: false,
    });
  });

  it("changes a note's text, not a deleted note's", () => {
    const note = newNote(
      { id: 'n', book: 'John', chapter: 3, verseStart: 16, verseEnd: 17, text: 'Loved' },
      at,
    );
    expect(noteAfterUpdate(note, { text: 'So loved' }, later)).toMatchObject({
      text: 'So loved',
      updatedAt: later,
    });
    expect(noteAfterUpdate({ ...note, deleted: true }, { text: 'So loved' }, later)).toBeNull();
  });
});
