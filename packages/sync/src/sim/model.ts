import {
  type ConflictEntity,
  conflictValuesProblem,
  type Entry,
  type Goal,
  MAX_ACTIVE_READING_PLANS,
  type MutationName,
  mutationArgs,
  type Note,
  type Prayer,
  type Profile,
  type ReadingPlan,
  type ReadingProgress,
  type Task,
} from '@reign/contract';
// the domain's rules: the behaviour's specification (not the server's or the device's plumbing)
import * as rules from '@reign/domain';
import { memberWrite } from './model-circles';
import {
  byAge,
  type CircleFacts,
  change,
  contest,
  edit,
  get,
  goalIsLive,
  type KeptValue,
  live,
  type ModelOutcome,
  type ModelState,
  No,
  put,
  type Step,
} from './model-state';

export { emptyModel, type KeptValue, type ModelState, type ModelTable } from './model-state';

/**
 * The simple model of the accepted operations (invariant 2, sim/README.md): the server's log
 * replayed, in arrival order, on an empty state of plain maps, with no versions, clients, seqs,
 * transactions or pages. What each mutation does is said here once more, directly over the maps,
 * with the domain's entity rules (the spec of the behaviour); the server's plumbing is not used,
 * so a version, replay, double apply or lost write of the server shows as a difference.
 */

type Spec = { [N in MutationName]: (s: Step, a: rules.MutationInput<N>) => void | Promise<void> };

const spec: Spec = {
  'goal.create'(s, a) {
    const had = get<Goal>(s, 'goals', a.id);
    if (had?.deleted) throw new No('not_found');
    if (!had && !rules.mayCreateGoal(s.paid, live<Goal>(s, 'goals'))) throw new No('free_goal_limit');
    const made = rules.goalAfterCreate(had, a, s.at);
    if (made) put(s, 'goals', made);
  },
  'goal.update': (s, a) => edit(s, 'goals', a, rules.goalAfterUpdate),
  'goal.delete'(s, a) {
    const goal = get<Goal>(s, 'goals', a.id);
    if (!goal) throw new No('not_found');
    const tasks = live<Task>(s, 'tasks').filter((t) => t.goalId === a.id);
    const gone = rules.goalAfterDelete(goal, goal.deleted ? [] : tasks, s.at);
    if (!gone) return;
    put(s, 'goals', gone.goal);
    for (const task of gone.tasks) put(s, 'tasks', task);
  },
  'task.create'(s, a) {
    const had = get<Task>(s, 'tasks', a.id);
    if (had?.deleted) throw new No('not_found');
    if (!had) goalIsLive(s, a.goalId);
    const made = rules.taskAfterCreate(had, a, s.at);
    if (made) put(s, 'tasks', made);
  },
  'task.update': (s, a) =>
    edit(s, 'tasks', a, rules.taskAfterUpdate, (apply) => goalIsLive(s, apply.goalId as string)),
  'task.delete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => rules.taskAfterDelete(t, s.at)),
  'task.complete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => rules.taskAfterComplete(t, true, s.at)),
  'task.uncomplete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => rules.taskAfterComplete(t, false, s.at)),
  'entry.create'(s, a) {
    const zone = get<Profile>(s, 'profile', 'profile')?.timeZone ?? null;
    if (a.date > rules.latestPlanDateFor(new Date(s.at), zone)) throw new No('invalid_request');
    const byId = get<Entry>(s, 'entries', a.id);
    if (byId?.deleted) throw new No('not_found');
    const stored =
      byId ??
      live<Entry>(s, 'entries')
        .filter((e) => e.date === a.date)
        .sort(byAge)[0];
    const { entry, contested } = rules.planAfterSave(stored, a, s.at);
    if (contested && stored) {
      const seen = (c: rules.StoredConflict) =>
        a.base != null && rules.planRevision(c.values as Entry) === a.base;
      contest(s, 'entries', stored.id, contested, seen);
    }
    if (entry) put(s, 'entries', entry);
  },
  'profile.update'(s, a) {
    const stored = get<Profile>(s, 'profile', 'profile');
    put(s, 'profile', { ...rules.profileAfterSave(stored, a, s.at), id: 'profile', deleted: false });
  },
  async 'dailyActions.save'(s, a) {
    if (get<Entry>(s, 'entries', a.entryId)?.deleted !== false) throw new No('not_found');
    for (const mark of rules.actionMarks(a)) {
      const id = await rules.completionId(mark.entryId, mark.priority, mark.text);
      put(s, 'dailyActions', rules.completionAfterMark(get(s, 'dailyActions', id), id, mark, s.at));
    }
  },
  'prayer.create'(s, a) {
    const had = get<Prayer>(s, 'prayers', a.id);
    if (had?.deleted) throw new No('not_found');
    const made = rules.prayerAfterCreate(had, a, s.at);
    if (made) put(s, 'prayers', made);
  },
  'prayer.update': (s, a) => edit(s, 'prayers', a, rules.prayerAfterUpdate),
  'prayer.delete': (s, a) => change<Prayer>(s, 'prayers', a.id, (p) => rules.prayerAfterDelete(p, s.at)),
  // issue 52: a request shared with a circle the person is not in is refused as another's circle
  'prayer.share'(s, a) {
    const prayer = get<Prayer>(s, 'prayers', a.id);
    if (!prayer) throw new No('not_found');
    if (prayer.deleted) return;
    if (a.circleId !== null && !s.circle?.member(a.circleId, s.at)) throw new No('not_found');
    change<Prayer>(s, 'prayers', a.id, (p) => rules.prayerAfterShare(p, a, s.at));
  },
  // the circle's own rows are the circle invariant's (model-circles.ts)
  'circlePrayer.pray': (s, a) => memberWrite(s, a.circleId),
  'circleReading.read': (s, a) => memberWrite(s, a.circleId),
  'circleNote.write': (s, a) => memberWrite(s, a.circleId),
  'circleNote.delete': (s, a) => memberWrite(s, a.circleId),
  'readingPlan.start'(s, a) {
    const had = get<ReadingPlan>(s, 'readingPlans', a.id);
    if (had?.deleted) throw new No('not_found');
    if (!had && rules.readingPlanProblem(a)) throw new No('invalid_request');
    if (
      !had &&
      live<ReadingPlan>(s, 'readingPlans').filter((p) => p.status === 'active').length >=
        MAX_ACTIVE_READING_PLANS
    )
      throw new No('account_limit');
    const made = rules.readingPlanAfterStart(had, a, s.at);
    if (made) put(s, 'readingPlans', made);
  },
  'readingPlan.update'(s, a) {
    const plan = get<ReadingPlan>(s, 'readingPlans', a.id);
    if (!plan) throw new No('not_found');
    const active = live<ReadingPlan>(s, 'readingPlans').filter((p) => p.status === 'active').length;
    if (
      !plan.deleted &&
      a.changes.status === 'active' &&
      plan.status !== 'active' &&
      active >= MAX_ACTIVE_READING_PLANS
    )
      throw new No('account_limit');
    const next = rules.readingPlanAfterUpdate(plan, a.changes, s.at);
    if (next) put(s, 'readingPlans', next);
  },
  'readingPlan.delete': (s, a) =>
    change<ReadingPlan>(s, 'readingPlans', a.id, (p) => rules.readingPlanAfterDelete(p, s.at)),
  async 'readingProgress.mark'(s, a) {
    const plan = get<ReadingPlan>(s, 'readingPlans', a.planId);
    if (!plan) throw new No('not_found');
    if (a.day > rules.readingPlanLength(plan)) throw new No('invalid_request');
    const id = await rules.readingProgressId(a.planId, a.day);
    const next = rules.progressAfterMark(get<ReadingProgress>(s, 'readingProgress', id), id, a, s.at);
    if (next) put(s, 'readingProgress', next);
  },
  'highlight.set'(s, a) {
    if (rules.verseRangeProblem(a.book, a.chapter, a.verse)) throw new No('invalid_request');
    const made = rules.highlightAfterSet(get(s, 'highlights', a.id), a, s.at);
    if (made) put(s, 'highlights', made);
  },
  'highlight.delete': (s, a) =>
    change<{ updatedAt: string }>(s, 'highlights', a.id, (h) => rules.markAfterDelete(h, s.at)),
  'bookmark.set'(s, a) {
    if (rules.verseRangeProblem(a.book, a.chapter, a.verse)) throw new No('invalid_request');
    const made = rules.bookmarkAfterSet(get(s, 'bookmarks', a.id), a, s.at);
    if (made) put(s, 'bookmarks', made);
  },
  'bookmark.delete': (s, a) =>
    change<{ updatedAt: string }>(s, 'bookmarks', a.id, (b) => rules.markAfterDelete(b, s.at)),
  'note.create'(s, a) {
    if (rules.verseRangeProblem(a.book, a.chapter, a.verseStart, a.verseEnd)) throw new No('invalid_request');
    const had = get<Note>(s, 'notes', a.id);
    if (had?.deleted) throw new No('not_found');
    const made = rules.noteAfterCreate(had, a, s.at);
    if (made) put(s, 'notes', made);
  },
  'note.update': (s, a) => edit(s, 'notes', a, rules.noteAfterUpdate),
  'note.delete': (s, a) => change<Note>(s, 'notes', a.id, (n) => rules.noteAfterDelete(n, s.at)),
  'conflict.resolve'(s, a) {
    const conflict = get<rules.StoredConflict>(s, 'conflicts', a.id);
    if (!conflict) throw new No('not_found');
    const entity = conflict.entity as ConflictEntity;
    const row = get<{ id: string }>(s, entity, conflict.rowId);
    // settled already: nothing changes (the server writes the row again, a new version only)
    if (conflict.deleted) {
      if (row && !row.deleted) put(s, entity, row);
      return;
    }
    const settled = rules.settleConflict(conflict as never, row as never, a, s.at);
    const text =
      entity === 'entries' && settled.row ? rules.planContent(settled.row as Entry) : settled.changes;
    if (conflictValuesProblem(entity, text)) throw new No('invalid_request');
    if (settled.row) put(s, entity, settled.row);
    if (settled.conflict) put(s, 'conflicts', settled.conflict);
  },
};

/** Applies one logged mutation to the model: whether the model accepts it, and what it kept as conflicts. */
export async function modelApply(
  state: ModelState,
  m: { name: MutationName; args: unknown; id: string; at: string; clientId: string },
  paid: boolean,
  circle?: CircleFacts,
): Promise<ModelOutcome & { kept: KeptValue[] }> {
  // the arguments as the server reads them (its schema's defaults applied); unreadable ones are refused
  const read = mutationArgs[m.name].safeParse(m.args);
  if (!read.success) return { status: 'rejected', code: 'invalid_request', kept: [] };
  const s: Step = {
    state,
    at: m.at,
    id: m.id,
    clientId: m.clientId,
    paid,
    writes: [],
    kept: [],
    ...(circle ? { circle } : {}),
  };
  try {
    await (spec[m.name] as (s: Step, a: unknown) => Promise<void>)(s, read.data);
  } catch (err) {
    if (err instanceof No) return { status: 'rejected', code: err.code, kept: [] };
    throw err;
  }
  for (const [table, row] of s.writes) state[table].set(row.id, structuredClone(row));
  return { status: 'applied', kept: s.kept };
}
