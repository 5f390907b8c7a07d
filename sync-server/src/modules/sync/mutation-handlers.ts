import type { MutationName, mutationArgs } from '@reign/contract';
import type { z } from 'zod';
import { prayFor } from '../circle-prayers';
import { deleteNote as deleteCircleNote, readDay, writeNote } from '../circle-readings';
import { saveDailyActions } from '../daily-actions';
import { createEntry } from '../entries';
import { createGoal, deleteGoal, updateGoal } from '../goals';
import { createPrayer, deletePrayer, sharePrayer, updatePrayer } from '../prayers';
import { saveProfile } from '../profile';
import { deleteReadingPlan, markReadingDay, startReadingPlan, updateReadingPlan } from '../reading-plans';
import {
  createNote,
  deleteBookmark,
  deleteHighlight,
  deleteNote,
  setBookmark,
  setHighlight,
  updateNote,
} from '../study';
import { createTask, deleteTask, goalTasks, setTaskDone, updateTask } from '../tasks';
import type { WriteContext } from '../user-data';
import { resolveConflict } from './resolve-conflict';

type Handlers = {
  [N in MutationName]: (ctx: WriteContext, args: z.output<(typeof mutationArgs)[N]>) => Promise<unknown>;
};

/**
 * What each queued mutation does: the same services the REST routes call, so a rule lives once.
 * An update of a row deleted meanwhile does nothing (the delete wins). A handler's `ctx.writeId` is
 * the mutation's id: a conflict the write leaves takes it, as on the device that made it.
 */
export const mutationHandlers: Handlers = {
  'goal.create': (ctx, a) => createGoal(ctx, a),
  'goal.update': (ctx, a) => updateGoal(ctx, a.id, a.changes, a.base),
  'goal.delete': (ctx, a) => deleteGoal(ctx, a.id, goalTasks),
  'task.create': (ctx, a) => createTask(ctx, a),
  'task.update': (ctx, a) => updateTask(ctx, a.id, a.changes, a.base),
  'task.delete': (ctx, a) => deleteTask(ctx, a.id),
  'task.complete': (ctx, a) => setTaskDone(ctx, a.id, true),
  'task.uncomplete': (ctx, a) => setTaskDone(ctx, a.id, false),
  'entry.create': (ctx, a) => createEntry(ctx, a),
  'profile.update': (ctx, a) => saveProfile(ctx, a),
  'dailyActions.save': (ctx, a) => saveDailyActions(ctx, a),
  'prayer.create': (ctx, a) => createPrayer(ctx, a),
  'prayer.update': (ctx, a) => updatePrayer(ctx, a.id, a.changes, a.base),
  'prayer.delete': (ctx, a) => deletePrayer(ctx, a.id),
  'prayer.share': (ctx, a) => sharePrayer(ctx, a.id, a),
  'circlePrayer.pray': (ctx, a) => prayFor(ctx, a),
  'circleReading.read': (ctx, a) => readDay(ctx, a),
  'circleNote.write': (ctx, a) => writeNote(ctx, a),
  'circleNote.delete': (ctx, a) => deleteCircleNote(ctx, a),
  'readingPlan.start': (ctx, a) => startReadingPlan(ctx, a),
  'readingPlan.update': (ctx, a) => updateReadingPlan(ctx, a.id, a.changes),
  'readingPlan.delete': (ctx, a) => deleteReadingPlan(ctx, a.id),
  'readingProgress.mark': (ctx, a) => markReadingDay(ctx, a),
  'highlight.set': (ctx, a) => setHighlight(ctx, a),
  'highlight.delete': (ctx, a) => deleteHighlight(ctx, a.id),
  'bookmark.set': (ctx, a) => setBookmark(ctx, a),
  'bookmark.delete': (ctx, a) => deleteBookmark(ctx, a.id),
  'note.create': (ctx, a) => createNote(ctx, a),
  'note.update': (ctx, a) => updateNote(ctx, a.id, a.changes, a.base),
  'note.delete': (ctx, a) => deleteNote(ctx, a.id),
  'conflict.resolve': (ctx, a) => resolveConflict(ctx, a),
};
