import type { BookmarkRow, HighlightRow, NoteRow } from '../device/types';
import type { RowOp } from './ops';
import { at, POOLS } from './pools';
import type { SimDevice, SimWorld } from './world';

/**
 * The study operations (issue 38) on a device: a verse of a small pool highlighted in a colour or
 * its highlight removed, its bookmark toggled, a note written on it, edited or deleted, through the
 * data layer's mutations. Each answers its line of the trace; nothing to act on is skipped.
 */
type StudyOp = Extract<RowOp, { k: `highlight.${string}` | `bookmark.${string}` | `note.${string}` }>;

type Live = { id: string; deleted: boolean };
const liveOf = async <R extends Live>(w: SimWorld, table: { toArray(): Promise<R[]> }) =>
  w.inOrder((await table.toArray()).filter((r) => !r.deleted));
const nth = <R>(rows: readonly R[], n: number): R | undefined => rows[n % Math.max(rows.length, 1)];
const where = (v: { book: string; chapter: number; verse: number }) => `${v.book} ${v.chapter}:${v.verse}`;

export async function studyOp(w: SimWorld, d: SimDevice, op: StudyOp): Promise<string> {
  const m = d.mutations;
  switch (op.k) {
    case 'highlight.set': {
      const verse = at(POOLS.studyVerses, op.verse);
      const colour = at(POOLS.colours, op.colour);
      await m.setHighlight(verse, colour);
      return `${where(verse)} ${colour}`;
    }
    case 'highlight.delete': {
      const row = nth(await liveOf<HighlightRow>(w, d.db.highlights), op.pick);
      if (!row) return 'skip';
      await m.removeHighlight(row.id);
      return where(row);
    }
    case 'bookmark.toggle': {
      const verse = at(POOLS.studyVerses, op.verse);
      const here = (await liveOf<BookmarkRow>(w, d.db.bookmarks)).find(
        (b) => b.book === verse.book && b.chapter === verse.chapter && b.verse === verse.verse,
      );
      if (here) await m.removeBookmark(here.id);
      else await m.setBookmark(verse);
      return `${where(verse)} ${here ? 'unbookmarked' : 'bookmarked'}`;
    }
    case 'note.create': {
      const verse = at(POOLS.studyVerses, op.verse);
      const text = at(POOLS.noteTexts, op.text);
      const note = await m.createNote({
        book: verse.book,
        chapter: verse.chapter,
        verseStart: verse.verse,
        verseEnd: verse.verse,
        text,
      });
      w.noteMade(note.id);
      return `${w.label(note.id)} on ${where(verse)} ${JSON.stringify(text)}`;
    }
    case 'note.update': {
      const note = nth(await liveOf<NoteRow>(w, d.db.notes), op.pick);
      if (!note) return 'skip';
      const text = at(POOLS.noteTexts, op.text);
      await m.updateNote(note.id, text);
      return `${w.label(note.id)} ${JSON.stringify(text)}`;
    }
    case 'note.delete': {
      const note = nth(await liveOf<NoteRow>(w, d.db.notes), op.pick);
      if (!note) return 'skip';
      await m.deleteNote(note.id);
      return w.label(note.id);
    }
  }
}
