import { CIRCLE_LIMITS, type CircleNoteArgs, type CircleNoteDeleteArgs } from '@reign/contract';
import { leads } from '@reign/domain';
import { forbidden, notFound } from '../../lib/http-error';
import { enterCircle, memberOf } from '../circles';
import { idTaken, type WriteContext } from '../user-data';
import { countNotesSince, findNote, insertNote, tombstoneNote } from './circle-reading-note-repository';
import { circleReadingLimit, dayBefore, enterReadingDay } from './day-write';

/**
 * A member's note on a day of the circle's plan (issue 52): its id is made on the device, so the
 * same note sent again changes nothing; an id of another note is 409. At most
 * CIRCLE_LIMITS.notesPerDay a person and 24 hours, in all their circles.
 */
export async function writeNote(ctx: WriteContext, a: CircleNoteArgs): Promise<void> {
  const w = await enterReadingDay(ctx, a);
  const same = await findNote(w.tx, w.circleId, a.id);
  if (same) {
    const sameNote = same.userId === w.userId && same.readingId === a.readingId && same.day === a.day;
    if (!sameNote || same.body !== a.body) throw idTaken();
    return;
  }
  const limit = CIRCLE_LIMITS.notesPerDay;
  if ((await countNotesSince(w.tx, w.userId, dayBefore(w))) >= limit)
    throw circleReadingLimit('circleReading.tooManyNotes', limit);
  const note = { id: a.id, readingId: a.readingId, day: a.day, userId: w.userId, body: a.body };
  await insertNote(w.tx, w.circleId, note, w.version, w.at);
}

/**
 * Deletes a note: its writer, or a leader of the circle (another member 403; anyone else 404). A
 * note already gone changes nothing; one never there is 404.
 */
export async function deleteNote(ctx: WriteContext, a: CircleNoteDeleteArgs): Promise<void> {
  const w = await enterCircle(ctx, a.circleId);
  const me = await memberOf(w.tx, w.circleId, w.userId);
  const note = await findNote(w.tx, w.circleId, a.id);
  if (!note) throw notFound({ code: 'circleReading.noteNotFound' });
  if (note.deletedAt) return;
  if (note.userId !== w.userId && !leads(me.role)) throw forbidden({ code: 'circleReading.notYourNote' });
  await tombstoneNote(w.tx, w.circleId, a.id, w.version, w.at);
}
