import type { Note, NoteUpdateBody, noteCreateBody } from '@reign/contract';
import {
  hasChanges,
  type NoteChanges,
  noteAfterCreate,
  noteAfterDelete,
  noteAfterUpdate,
  uuidv7,
  verseRangeProblem,
} from '@reign/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/connect';
import type { EntityRow } from '../../db/synced-table';
import { badRequest } from '../../lib/http-error';
import { allLive } from '../../lib/paging';
import { keepConcurrentTexts } from '../conflicts';
import { lockOwnRow, refuseAtAccountLimit, sameIdRow, type WriteContext } from '../user-data';
import { noteRows } from './note-repository';

/** All the user's live notes (the account export; bounded by ACCOUNT_LIMITS). */
export const allNotes = (db: Queryable, userId: number): Promise<Note[]> => allLive(noteRows, db, userId);

/**
 * Adds a note on a passage: 400 naming the problem for a passage that is not in the Bible (an
 * unknown book, a chapter or verse past its end, a reversed range); 409 past the account's limit.
 * The same id again answers the note already made.
 */
export async function createNote(ctx: WriteContext, body: z.output<typeof noteCreateBody>): Promise<Note> {
  const problem = verseRangeProblem(body.book, body.chapter, body.verseStart, body.verseEnd);
  if (problem) throw badRequest(problem);
  const id = body.id ?? uuidv7();
  const existing = sameIdRow(ctx, await noteRows.find(ctx.tx, id), { code: 'study.notFound' });
  if (!existing) await refuseAtAccountLimit(ctx, 'notes', noteRows.countLive);
  const note = noteAfterCreate(existing && noteRows.toStored(existing), { ...body, id }, ctx.at);
  if (note) return noteRows.toEntity(await noteRows.insert(ctx.tx, ctx.userId, note, ctx.version));
  return noteRows.toEntity(existing as EntityRow);
}

/**
 * A note's new text. A note deleted meanwhile answers null (the delete wins); a text another device
 * changed since `base` is kept as a conflict instead (conflicts.ts).
 */
export async function updateNote(
  ctx: WriteContext,
  id: string,
  changes: NoteUpdateBody | NoteChanges,
  base?: Record<string, unknown>,
): Promise<Note | null> {
  const stored = noteRows.toStored(await lockOwnRow(ctx, noteRows.find, id, { code: 'study.notFound' }));
  const apply = await keepConcurrentTexts(ctx, 'notes', stored, changes as NoteChanges, base);
  const note = hasChanges(apply) ? noteAfterUpdate(stored, apply, ctx.at) : null;
  return note
    ? noteRows.toEntity(await noteRows.write(ctx.tx, note, ctx.version))
    : stored.deleted
      ? null
      : stored;
}

/** Deletes a note; deleting it again is fine. */
export async function deleteNote(ctx: WriteContext, id: string): Promise<void> {
  const stored = noteRows.toStored(await lockOwnRow(ctx, noteRows.find, id, { code: 'study.notFound' }));
  const gone = noteAfterDelete(stored, ctx.at);
  if (gone) await noteRows.writeTombstones(ctx.tx, [gone], ctx.version);
}
