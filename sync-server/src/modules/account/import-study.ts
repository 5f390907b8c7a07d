import { bookmark, highlight, note } from '@reign/contract';
import { copiedRowId, verseMarkId } from '@reign/domain';
import type { Tx } from '../../db/connect';
import { bookmarkRows, createNote, highlightRows, noteRows, setBookmark, setHighlight } from '../study';
import type { WriteContext } from '../user-data';
import { createBodyOf, SERVICE_ROWS_PER_BATCH } from './import-goals-tasks';
import type { BatchWrite } from './import-plans';
import { type Counts, type ImportResult, isRefusal, slices } from './import-result';

/** How one kind of study mark is taken back: its schema, what a refusal calls it, and its save. */
interface StudyImport<T> {
  schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false } };
  what: string;
  label(v: T): string;
  /** whether the mark is here already (kept as it is) */
  here(ctx: WriteContext, v: T): Promise<boolean>;
  save(ctx: WriteContext, v: T): Promise<unknown>;
}

const verseOf = (v: { book: string; chapter: number; verse: number }) => `${v.book} ${v.chapter}:${v.verse}`;

/** A live row of the user's under `id`. */
async function liveOwn(
  rows: { find(db: Tx, id: string): Promise<{ userId: number; deletedAt: Date | null } | undefined> },
  ctx: WriteContext,
  id: string,
) {
  const row = await rows.find(ctx.tx, id);
  return !!row && row.userId === ctx.userId && !row.deletedAt;
}

/**
 * Highlights and bookmarks are one row per verse: their id is made again for the importing user
 * (verseMarkId), so a file exported by another account lands on this account's verses.
 */
const highlightImport: StudyImport<typeof highlight._zod.output> = {
  schema: highlight,
  what: 'a highlight',
  label: (v) => `highlight of ${verseOf(v)}`,
  here: async (ctx, v) =>
    liveOwn(highlightRows, ctx, await verseMarkId('highlight', ctx.userId, v.book, v.chapter, v.verse)),
  save: async (ctx, v) =>
    setHighlight(ctx, {
      ...createBodyOf('highlight.set', 'highlights', v),
      id: await verseMarkId('highlight', ctx.userId, v.book, v.chapter, v.verse),
    }),
};

const bookmarkImport: StudyImport<typeof bookmark._zod.output> = {
  schema: bookmark,
  what: 'a bookmark',
  label: (v) => `bookmark of ${verseOf(v)}`,
  here: async (ctx, v) =>
    liveOwn(bookmarkRows, ctx, await verseMarkId('bookmark', ctx.userId, v.book, v.chapter, v.verse)),
  save: async (ctx, v) =>
    setBookmark(ctx, {
      ...createBodyOf('bookmark.set', 'bookmarks', v),
      id: await verseMarkId('bookmark', ctx.userId, v.book, v.chapter, v.verse),
    }),
};

/**
 * A note's id in this account: its own, unless another account holds it (the account the file came
 * from, still there): then one made from it for this account (`copiedRowId`), the same every time.
 */
async function noteIdHere(ctx: WriteContext, id: string): Promise<string> {
  const row = await noteRows.find(ctx.tx, id);
  return row && row.userId !== ctx.userId ? copiedRowId(ctx.userId, id) : id;
}

/** Notes keep their ids (made on a device, unique); one whose id is here already is kept. */
const noteImport: StudyImport<typeof note._zod.output> = {
  schema: note,
  what: 'a note',
  label: (v) => `note on ${v.book} ${v.chapter}:${v.verseStart}`,
  here: async (ctx, v) => !!(await noteRows.find(ctx.tx, await noteIdHere(ctx, v.id))),
  save: async (ctx, v) =>
    createNote(ctx, { ...createBodyOf('note.create', 'notes', v), id: await noteIdHere(ctx, v.id) }),
};

/** One kind of mark, a batch per transaction, each mark in a savepoint through its service's rules. */
async function importKind<T>(
  write: BatchWrite,
  raws: readonly unknown[],
  result: ImportResult,
  counts: Counts,
  kind: StudyImport<T>,
) {
  for (const batch of slices(raws, SERVICE_ROWS_PER_BATCH)) {
    const values: T[] = [];
    for (const raw of batch) {
      const parsed = kind.schema.safeParse(raw);
      if (parsed.success) values.push(parsed.data);
      else result.refuse(counts, kind.what, `This is not ${kind.what} of a Reign export.`);
    }
    if (values.length === 0) continue;
    await write(async (ctx) => {
      for (const v of values) {
        try {
          if (await kind.here(ctx, v)) {
            counts.kept += 1;
            continue;
          }
          await ctx.tx.savepoint((sp) => kind.save({ ...ctx, tx: sp as unknown as Tx }, v));
          counts.added += 1;
        } catch (err) {
          if (!isRefusal(err)) throw err;
          result.refuse(counts, kind.label(v), err);
        }
      }
    });
  }
}

/** The study marks of an export file (issue 38): highlights, notes, bookmarks. */
export async function importStudy(
  write: BatchWrite,
  body: { highlights: readonly unknown[]; notes: readonly unknown[]; bookmarks: readonly unknown[] },
  result: ImportResult,
) {
  await importKind(write, body.highlights, result, result.highlights, highlightImport);
  await importKind(write, body.notes, result, result.notes, noteImport);
  await importKind(write, body.bookmarks, result, result.bookmarks, bookmarkImport);
}
