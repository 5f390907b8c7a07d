import {
  CONFLICT_FIELDS,
  type ConflictEntity,
  conflictMessages,
  conflictValuesProblem,
  type DailyActionCompletion,
  dailyActionsMessages,
  type Entry,
  type Goal,
  goalMessages,
  MAX_ACTIVE_READING_PLANS,
  type MutationName,
  type Note,
  type Prayer,
  type Profile,
  prayerMessages,
  type ReadingPlan,
  type ReadingProgress,
  readingPlanMessages,
  studyMessages,
  type Task,
  taskMessages,
} from '@reign/contract';
import {
  actionMarks,
  bookmarkAfterSet,
  type ConflictRows,
  completionAfterMark,
  completionId,
  contestedUpdate,
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  hasChanges,
  highlightAfterSet,
  holdsBase,
  latestPlanDate,
  type MutationInput,
  markAfterDelete,
  mayCreateGoal,
  noteAfterCreate,
  noteAfterDelete,
  noteAfterUpdate,
  planAfterSave,
  planContent,
  planRevision,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterUpdate,
  profileAfterSave,
  progressAfterMark,
  readingPlanAfterDelete,
  readingPlanAfterStart,
  readingPlanAfterUpdate,
  readingPlanLength,
  readingPlanProblem,
  readingProgressId,
  type StoredConflict,
  settleConflict,
  taskAfterComplete,
  taskAfterCreate,
  taskAfterDelete,
  taskAfterUpdate,
  verseRangeProblem,
} from '@reign/domain';
import {
  badRequest,
  find,
  forbidden,
  keepContested,
  liveRows,
  notFound,
  ownRow,
  Refusal,
  rows,
  sameIdRow,
  type WriteContext,
  write,
} from './memory-rows';

/**
 * What each pushed mutation does on the in-memory server: the real server's services
 * (`sync-server/src/modules/*`-service.ts and `sync/resolve-conflict.ts`) over the memory store,
 * asking the same domain rules in the same order and refusing with the same statuses, messages
 * and codes. A handler for every mutation name (one left out does not compile).
 */
type Handlers = { [N in MutationName]: (ctx: WriteContext, a: MutationInput<N>) => void | Promise<void> };

/** A task's goal must be a live goal. */
function checkGoal(ctx: WriteContext, goalId: string | null | undefined): void {
  if (!goalId) return;
  const goal = find<Goal>(ctx, 'goals', goalId);
  if (!goal || goal.deleted) throw badRequest(taskMessages.goalNotFound, 'goal_not_found');
}

type Texts = 'goals' | 'tasks' | 'prayers' | 'notes';

/** An update of a goal, task or prayer request: a contested text is kept as a conflict, the rest applies. */
function update<T extends Texts>(
  ctx: WriteContext,
  table: T,
  a: { id: string; changes: object; base?: Record<string, unknown> | undefined },
  notFoundMessage: string,
  rule: (row: never, changes: never, at: string) => { id: string; deleted: boolean } | null,
  check: (apply: Record<string, unknown>) => void = () => {},
): void {
  const stored = ownRow<{ id: string }>(ctx, table, a.id, notFoundMessage);
  const { apply, contested } = contestedUpdate(stored, a.changes, a.base, CONFLICT_FIELDS[table]);
  if (contested && !stored.deleted) {
    const base = a.base;
    keepContested(ctx, {
      entity: table,
      rowId: a.id,
      values: contested,
      continues: (c) => holdsBase(c, base),
    });
  }
  const next = hasChanges(apply) ? rule(stored as never, apply as never, ctx.at) : null;
  if (next) check(apply as Record<string, unknown>);
  if (next) write(ctx, table, next);
}

/** 409 when the account has the most active reading plans at once. */
function refuseAtActiveLimit(ctx: WriteContext): void {
  const active = liveRows<ReadingPlan>(ctx, 'readingPlans').filter((p) => p.status === 'active').length;
  if (active >= MAX_ACTIVE_READING_PLANS) {
    throw new Refusal(409, readingPlanMessages.tooManyActive, 'account_limit');
  }
}

/** The live plan of a date (the oldest, should there be two). */
const liveEntryOn = (ctx: WriteContext, date: string) =>
  liveRows<Entry>(ctx, 'entries').find((e) => e.date === date);

export const memoryHandlers: Handlers = {
  'goal.create'(ctx, a) {
    const existing = sameIdRow(find<Goal>(ctx, 'goals', a.id), goalMessages.notFound);
    if (!existing && !mayCreateGoal(ctx.isPaidMember, liveRows<Goal>(ctx, 'goals')))
      throw forbidden(goalMessages.freeLimit, 'free_goal_limit');
    const goal = goalAfterCreate(existing, a, ctx.at);
    if (goal) write(ctx, 'goals', goal);
  },
  'goal.update': (ctx, a) => update(ctx, 'goals', a, goalMessages.notFound, goalAfterUpdate),
  'goal.delete'(ctx, a) {
    const goal = ownRow<Goal>(ctx, 'goals', a.id, goalMessages.notFound);
    const tasks = goal.deleted ? [] : liveRows<Task>(ctx, 'tasks').filter((t) => t.goalId === a.id);
    const removed = goalAfterDelete(goal, tasks, ctx.at);
    if (!removed) return;
    write(ctx, 'goals', removed.goal);
    for (const task of removed.tasks) write(ctx, 'tasks', task);
  },
  'task.create'(ctx, a) {
    const existing = sameIdRow(find<Task>(ctx, 'tasks', a.id), taskMessages.notFound);
    if (!existing) checkGoal(ctx, a.goalId);
    const task = taskAfterCreate(existing, a, ctx.at);
    if (task) write(ctx, 'tasks', task);
  },
  'task.update': (ctx, a) =>
    update(ctx, 'tasks', a, taskMessages.notFound, taskAfterUpdate, (apply) => {
      if (apply.goalId) checkGoal(ctx, apply.goalId as string);
    }),
  'task.delete'(ctx, a) {
    const task = taskAfterDelete(ownRow<Task>(ctx, 'tasks', a.id, taskMessages.notFound), ctx.at);
    if (task) write(ctx, 'tasks', task);
  },
  'task.complete'(ctx, a) {
    const task = taskAfterComplete(ownRow<Task>(ctx, 'tasks', a.id, taskMessages.notFound), true, ctx.at);
    if (task) write(ctx, 'tasks', task);
  },
  'task.uncomplete'(ctx, a) {
    const task = taskAfterComplete(ownRow<Task>(ctx, 'tasks', a.id, taskMessages.notFound), false, ctx.at);
    if (task) write(ctx, 'tasks', task);
  },
  'entry.create'(ctx, a) {
    if (a.date > latestPlanDate(new Date(ctx.at))) throw badRequest({ code: 'entry.dateTooLate' });
    const byId = sameIdRow(find<Entry>(ctx, 'entries', a.id), 'Daily plan not found.');
    const existing = byId ?? liveEntryOn(ctx, a.date);
    const { entry, contested } = planAfterSave(existing, a, ctx.at);
    if (contested && existing) {
      const base = a.base;
      keepContested(ctx, {
        entity: 'entries',
        rowId: existing.id,
        values: contested,
        continues: (c) => base != null && planRevision(c.values as Entry) === base,
      });
    }
    if (entry) write(ctx, 'entries', entry);
  },
  'profile.update'(ctx, a) {
    const stored = find<Profile>(ctx, 'profile', 'profile');
    write(ctx, 'profile', { ...profileAfterSave(stored, a, ctx.at), id: 'profile', deleted: false });
  },
  async 'dailyActions.save'(ctx, a) {
    const entry = find<Entry>(ctx, 'entries', a.entryId);
    if (!entry || entry.deleted) throw notFound(dailyActionsMessages.entryNotFound);
    const key = (priority: string, text: string) => JSON.stringify([priority, text]);
    const stored = new Map(
      rows<DailyActionCompletion>(ctx, 'dailyActions')
        .filter((r) => r.entryId === a.entryId)
        .map((r) => [key(r.priority, r.actionText), r]),
    );
    for (const mark of actionMarks(a)) {
      const id = await completionId(mark.entryId, mark.priority, mark.text);
      const next = completionAfterMark(stored.get(key(mark.priority, mark.text)), id, mark, ctx.at);
      write(ctx, 'dailyActions', next);
      stored.set(key(mark.priority, mark.text), next);
    }
  },
  'prayer.create'(ctx, a) {
    const existing = sameIdRow(find<Prayer>(ctx, 'prayers', a.id), prayerMessages.notFound);
    const prayer = prayerAfterCreate(existing, a, ctx.at);
    if (prayer) write(ctx, 'prayers', prayer);
  },
  'prayer.update': (ctx, a) => update(ctx, 'prayers', a, prayerMessages.notFound, prayerAfterUpdate),
  'prayer.delete'(ctx, a) {
    const gone = prayerAfterDelete(ownRow<Prayer>(ctx, 'prayers', a.id, prayerMessages.notFound), ctx.at);
    if (gone) write(ctx, 'prayers', gone);
  },
  'readingPlan.start'(ctx, a) {
    const existing = sameIdRow(find<ReadingPlan>(ctx, 'readingPlans', a.id), readingPlanMessages.notFound);
    if (!existing) {
      const problem = readingPlanProblem(a);
      if (problem) throw badRequest(problem);
      refuseAtActiveLimit(ctx);
    }
    const plan = readingPlanAfterStart(existing, a, ctx.at);
    if (plan) write(ctx, 'readingPlans', plan);
  },
  'readingPlan.update'(ctx, a) {
    const plan = ownRow<ReadingPlan>(ctx, 'readingPlans', a.id, readingPlanMessages.notFound);
    if (!plan.deleted && a.changes.status === 'active' && plan.status !== 'active') refuseAtActiveLimit(ctx);
    const next = hasChanges(a.changes) ? readingPlanAfterUpdate(plan, a.changes, ctx.at) : null;
    if (next) write(ctx, 'readingPlans', next);
  },
  'readingPlan.delete'(ctx, a) {
    const plan = ownRow<ReadingPlan>(ctx, 'readingPlans', a.id, readingPlanMessages.notFound);
    const gone = readingPlanAfterDelete(plan, ctx.at);
    if (gone) write(ctx, 'readingPlans', gone);
  },
  async 'readingProgress.mark'(ctx, a) {
    const plan = ownRow<ReadingPlan>(ctx, 'readingPlans', a.planId, readingPlanMessages.notFound);
    const length = readingPlanLength(plan);
    if (a.day > length) throw badRequest({ code: 'readingPlan.dayPastEnd', values: { days: length } });
    const id = await readingProgressId(a.planId, a.day);
    const next = progressAfterMark(find<ReadingProgress>(ctx, 'readingProgress', id), id, a, ctx.at);
    if (next) write(ctx, 'readingProgress', next);
  },
  // issue 38 (the study service; the real one also checks that a mark's id is its verse's for the user)
  'highlight.set'(ctx, a) {
    const problem = verseRangeProblem(a.book, a.chapter, a.verse);
    if (problem) throw badRequest(problem);
    const next = highlightAfterSet(find(ctx, 'highlights', a.id), a, ctx.at);
    if (next) write(ctx, 'highlights', next);
  },
  'highlight.delete'(ctx, a) {
    const row = ownRow<{ id: string; updatedAt: string }>(
      ctx,
      'highlights',
      a.id,
      'That highlight was not found.',
    );
    const gone = markAfterDelete(row, ctx.at);
    if (gone) write(ctx, 'highlights', gone);
  },
  'bookmark.set'(ctx, a) {
    const problem = verseRangeProblem(a.book, a.chapter, a.verse);
    if (problem) throw badRequest(problem);
    const next = bookmarkAfterSet(find(ctx, 'bookmarks', a.id), a, ctx.at);
    if (next) write(ctx, 'bookmarks', next);
  },
  'bookmark.delete'(ctx, a) {
    const row = ownRow<{ id: string; updatedAt: string }>(
      ctx,
      'bookmarks',
      a.id,
      'That bookmark was not found.',
    );
    const gone = markAfterDelete(row, ctx.at);
    if (gone) write(ctx, 'bookmarks', gone);
  },
  'note.create'(ctx, a) {
    const problem = verseRangeProblem(a.book, a.chapter, a.verseStart, a.verseEnd);
    if (problem) throw badRequest(problem);
    const existing = sameIdRow(find<Note>(ctx, 'notes', a.id), studyMessages.notFound);
    const note = noteAfterCreate(existing, a, ctx.at);
    if (note) write(ctx, 'notes', note);
  },
  'note.update': (ctx, a) => update(ctx, 'notes', a, studyMessages.notFound, noteAfterUpdate),
  'note.delete'(ctx, a) {
    const gone = noteAfterDelete(ownRow<Note>(ctx, 'notes', a.id, studyMessages.notFound), ctx.at);
    if (gone) write(ctx, 'notes', gone);
  },
  'conflict.resolve'(ctx, a) {
    const conflict = find<StoredConflict>(ctx, 'conflicts', a.id);
    if (!conflict) throw notFound(conflictMessages.resolved);
    const entity = conflict.entity as ConflictEntity;
    const row = find<ConflictRows[typeof entity]>(ctx, entity, conflict.rowId);
    // settled already, on another device: the row is written again, so the chooser pulls it back
    if (conflict.deleted) {
      if (row && !row.deleted) write(ctx, entity, row);
      return;
    }
    const settled = settleConflict(conflict as StoredConflict & { entity: typeof entity }, row, a, ctx.at);
    const written = entity === 'entries' && settled.row ? planContent(settled.row as Entry) : settled.changes;
    const problem = conflictValuesProblem(entity, written);
    if (problem) throw badRequest(problem);
    if (settled.row) write(ctx, entity, settled.row);
    if (settled.conflict) write(ctx, 'conflicts', settled.conflict);
  },
};
