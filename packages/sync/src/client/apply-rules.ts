import { CONFLICT_FIELDS, type MutationName, type mutationArgs } from '@reign/contract';
import {
  actionMarks,
  bookmarkAfterSet,
  completionAfterMark,
  completionId,
  GOAL_DELETE_CASCADE,
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  highlightAfterSet,
  markAfterDelete,
  noteAfterCreate,
  noteAfterDelete,
  noteAfterUpdate,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterShare,
  prayerAfterUpdate,
  profileAfterSave,
  progressAfterMark,
  readingPlanAfterDelete,
  readingPlanAfterStart,
  readingPlanAfterUpdate,
  readingProgressId,
  taskAfterComplete,
  taskAfterCreate,
  taskAfterDelete,
  taskAfterUpdate,
} from '@reign/domain';
import Dexie from 'dexie';
import type { z } from 'zod';
import type { ReignDb } from '../device/database';
import { PROFILE_ID } from '../device/types';
import { markPrayedHere, noteHere, readHere, unnoteHere } from './apply-circles';
import { keepPlanSave, resolveConflictHere, updateKeepingConflicts } from './apply-conflicts';
import { type CompletionIds, completionKey, decide, type LocalWrite, readingKey } from './apply-rows';

type Handler<N extends MutationName> = (
  db: ReignDb,
  args: z.output<(typeof mutationArgs)[N]>,
  write: LocalWrite,
  ids: CompletionIds,
) => Promise<void>;

/**
 * What every mutation does to this device's rows: a handler for each mutation name (one left out
 * does not compile, as on the server's `mutationHandlers`). Each reads the rows and asks the same
 * domain rule the server's services ask (@reign/domain entities).
 */
export const localHandlers: { [N in MutationName]: Handler<N> } = {
  'goal.create': (db, a, w) => decide(db, 'goals', a.id, (row) => goalAfterCreate(row, a, w.at)),
  'goal.update': (db, a, w) =>
    updateKeepingConflicts(db, 'goals', a, CONFLICT_FIELDS.goals, w, (row, c) =>
      goalAfterUpdate(row, c, w.at),
    ),
  async 'goal.delete'(db, a, w) {
    const goal = await db.goals.get(a.id);
    if (!goal) return;
    const { table, key } = GOAL_DELETE_CASCADE;
    const removed = goalAfterDelete(goal, await db[table].where(key).equals(a.id).toArray(), w.at);
    if (!removed) return;
    await db.goals.put(removed.goal);
    await db[table].bulkPut(removed.tasks);
  },
  'task.create': (db, a, w) => decide(db, 'tasks', a.id, (row) => taskAfterCreate(row, a, w.at)),
  'task.update': (db, a, w) =>
    updateKeepingConflicts(db, 'tasks', a, CONFLICT_FIELDS.tasks, w, (row, c) =>
      taskAfterUpdate(row, c, w.at),
    ),
  'task.delete': (db, a, w) => decide(db, 'tasks', a.id, (row) => row && taskAfterDelete(row, w.at)),
  'task.complete': (db, a, w) =>
    decide(db, 'tasks', a.id, (row) => row && taskAfterComplete(row, true, w.at)),
  'task.uncomplete': (db, a, w) =>
    decide(db, 'tasks', a.id, (row) => row && taskAfterComplete(row, false, w.at)),
  'entry.create': (db, a, w) => keepPlanSave(db, a, w),
  'profile.update': (db, a, w) =>
    decide(db, 'profile', PROFILE_ID, (row) => ({
      ...profileAfterSave(row, a, w.at),
      id: PROFILE_ID,
      deleted: false,
    })),
  async 'dailyActions.save'(db, a, w, ids) {
    for (const mark of actionMarks(a)) {
      // Prepared before the transaction; a mutation queued meanwhile is hashed here, with the
      // transaction kept alive while it waits.
      const id =
        ids.get(completionKey(mark.entryId, mark.priority, mark.text)) ??
        (await Dexie.waitFor(completionId(mark.entryId, mark.priority, mark.text)));
      await decide(db, 'dailyActions', id, (row) => completionAfterMark(row, id, mark, w.at));
    }
  },
  'prayer.create': (db, a, w) => decide(db, 'prayers', a.id, (row) => prayerAfterCreate(row, a, w.at)),
  'prayer.update': (db, a, w) =>
    updateKeepingConflicts(db, 'prayers', a, CONFLICT_FIELDS.prayers, w, (row, c) =>
      prayerAfterUpdate(row, c, w.at),
    ),
  'prayer.delete': (db, a, w) => decide(db, 'prayers', a.id, (row) => row && prayerAfterDelete(row, w.at)),
  // issue 52: the request's own row says where it is shared; the circle's copy is the server's
  'prayer.share': (db, a, w) => decide(db, 'prayers', a.id, (row) => row && prayerAfterShare(row, a, w.at)),
  // a row of the circle's, shown at once and offline: the circle's pull brings the server's under
  // the same id (the tap's), names and all
  'circlePrayer.pray': (db, a, w) => markPrayedHere(db, a, w.at),
  'circleReading.read': (db, a, w) => readHere(db, a, w.at),
  'circleNote.write': (db, a, w) => noteHere(db, a, w.at),
  'circleNote.delete': (db, a) => unnoteHere(db, a),
  'readingPlan.start': (db, a, w) =>
    decide(db, 'readingPlans', a.id, (row) => readingPlanAfterStart(row, a, w.at)),
  'readingPlan.update': (db, a, w) =>
    decide(db, 'readingPlans', a.id, (row) => row && readingPlanAfterUpdate(row, a.changes, w.at)),
  'readingPlan.delete': (db, a, w) =>
    decide(db, 'readingPlans', a.id, (row) => row && readingPlanAfterDelete(row, w.at)),
  async 'readingProgress.mark'(db, a, w, ids) {
    // kept whatever became of the plan here (deleted, or not pulled again): as on the server
    const id =
      ids.get(readingKey(a.planId, a.day)) ?? (await Dexie.waitFor(readingProgressId(a.planId, a.day)));
    await decide(db, 'readingProgress', id, (row) => progressAfterMark(row, id, a, w.at));
  },
  // issue 38: study marks (a verse's highlight and bookmark are one row each, under the verse's id)
  'highlight.set': (db, a, w) => decide(db, 'highlights', a.id, (row) => highlightAfterSet(row, a, w.at)),
  'highlight.delete': (db, a, w) =>
    decide(db, 'highlights', a.id, (row) => row && markAfterDelete(row, w.at)),
  'bookmark.set': (db, a, w) => decide(db, 'bookmarks', a.id, (row) => bookmarkAfterSet(row, a, w.at)),
  'bookmark.delete': (db, a, w) => decide(db, 'bookmarks', a.id, (row) => row && markAfterDelete(row, w.at)),
  'note.create': (db, a, w) => decide(db, 'notes', a.id, (row) => noteAfterCreate(row, a, w.at)),
  'note.update': (db, a, w) =>
    updateKeepingConflicts(db, 'notes', a, CONFLICT_FIELDS.notes, w, (row, c) =>
      noteAfterUpdate(row, c, w.at),
    ),
  'note.delete': (db, a, w) => decide(db, 'notes', a.id, (row) => row && noteAfterDelete(row, w.at)),
  'conflict.resolve': (db, a, w) => resolveConflictHere(db, a, w.at),
};
