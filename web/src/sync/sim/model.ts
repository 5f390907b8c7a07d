import {
  CONFLICT_FIELDS,
  type ConflictEntity,
  conflictValuesProblem,
  type Entry,
  type ErrorCode,
  type Goal,
  type MutationName,
  type Prayer,
  type Profile,
  type Task,
} from '@reign/contract';
import {
  actionMarks,
  completionAfterMark,
  completionId,
  conflictAfterContest,
  contestedUpdate,
  goalAfterCreate,
  goalAfterDelete,
  goalAfterUpdate,
  hasChanges,
  holdsBase,
  latestPlanDate,
  type MutationInput,
  mayCreateGoal,
  planAfterSave,
  planContent,
  planRevision,
  prayerAfterCreate,
  prayerAfterDelete,
  prayerAfterUpdate,
  profileAfterSave,
  type Stored,
  type StoredConflict,
  settleConflict,
  taskAfterComplete,
  taskAfterCreate,
  taskAfterDelete,
  taskAfterUpdate,
} from '@reign/domain';

/**
 * The simple model of the accepted operations (invariant 2, sim/README.md): the server's log
 * replayed, in arrival order, on an empty state of plain maps, with no versions, clients, seqs,
 * transactions or pages. What each mutation does is said here once more, directly over the maps,
 * with the domain's entity rules (the spec of the behaviour); the server's plumbing is not used,
 * so a version, replay, double apply or lost write of the server shows as a difference.
 */

type Row = Stored<{ id: string }> & Record<string, unknown>;
export type ModelTable = 'goals' | 'tasks' | 'entries' | 'dailyActions' | 'prayers' | 'conflicts' | 'profile';
export type ModelState = Record<ModelTable, Map<string, Row>>;

/** A contested value the model saw kept: which conflict holds it (invariant 4). */
export interface KeptValue {
  writeId: string;
  entity: ConflictEntity;
  rowId: string;
  conflictId: string;
  values: Record<string, unknown>;
}

export interface ModelOutcome {
  status: 'applied' | 'rejected';
  code?: ErrorCode;
}

export const emptyModel = (): ModelState => ({
  goals: new Map(),
  tasks: new Map(),
  entries: new Map(),
  dailyActions: new Map(),
  prayers: new Map(),
  conflicts: new Map(),
  profile: new Map(),
});

class No extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** One mutation over the model; `writes` are kept only when it is accepted. */
interface Step {
  state: ModelState;
  at: string;
  id: string;
  paid: boolean;
  writes: [ModelTable, Row][];
  kept: KeptValue[];
}

const get = <T>(s: Step, table: ModelTable, id: string): Stored<T> | undefined => {
  const staged = s.writes.findLast(([t, r]) => t === table && r.id === id);
  return (staged?.[1] ?? s.state[table].get(id)) as Stored<T> | undefined;
};
const put = (s: Step, table: ModelTable, row: object) => s.writes.push([table, row as Row]);
const live = <T>(s: Step, table: ModelTable): Stored<T>[] => {
  const ids = new Set([
    ...s.state[table].keys(),
    ...s.writes.filter(([t]) => t === table).map(([, r]) => r.id),
  ]);
  return [...ids].flatMap((id) => get<T>(s, table, id) ?? []).filter((r) => !r.deleted);
};
const byAge = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

function contest(
  s: Step,
  entity: ConflictEntity,
  rowId: string,
  values: Record<string, unknown>,
  continues: (c: StoredConflict) => boolean,
) {
  const ids = new Set([
    ...s.state.conflicts.keys(),
    ...s.writes.filter(([t]) => t === 'conflicts').map(([, r]) => r.id),
  ]);
  const existing = [...ids]
    .map((id) => get<StoredConflict>(s, 'conflicts', id) as StoredConflict)
    .filter((c) => c.entity === entity && c.rowId === rowId)
    .sort(byAge);
  const next = conflictAfterContest(existing, { id: s.id, entity, rowId, values, continues }, s.at);
  put(s, 'conflicts', next);
  s.kept.push({ writeId: s.id, entity, rowId, conflictId: next.id, values });
}

function edit<T extends 'goals' | 'tasks' | 'prayers'>(
  s: Step,
  table: T,
  a: { id: string; changes: object; base?: Record<string, unknown> | undefined },
  rule: (row: never, changes: never, at: string) => object | null,
  check?: (apply: Record<string, unknown>) => void,
) {
  const row = get<object>(s, table, a.id);
  if (!row) throw new No('not_found');
  const { apply, contested } = contestedUpdate(row, a.changes, a.base, CONFLICT_FIELDS[table]);
  if (contested && !row.deleted) contest(s, table, a.id, contested, (c) => holdsBase(c, a.base));
  const next = hasChanges(apply) ? rule(row as never, apply as never, s.at) : null;
  if (next) check?.(apply as Record<string, unknown>);
  if (next) put(s, table, next);
}

const goalIsLive = (s: Step, goalId: string | null | undefined) => {
  if (goalId && !(get<Goal>(s, 'goals', goalId)?.deleted === false)) throw new No('goal_not_found');
};

type Spec = { [N in MutationName]: (s: Step, a: MutationInput<N>) => void | Promise<void> };

const spec: Spec = {
  'goal.create'(s, a) {
    const had = get<Goal>(s, 'goals', a.id);
    if (had?.deleted) throw new No('not_found');
    if (!had && !mayCreateGoal(s.paid, live<Goal>(s, 'goals'))) throw new No('free_goal_limit');
    const made = goalAfterCreate(had, a, s.at);
    if (made) put(s, 'goals', made);
  },
  'goal.update': (s, a) => edit(s, 'goals', a, goalAfterUpdate),
  'goal.delete'(s, a) {
    const goal = get<Goal>(s, 'goals', a.id);
    if (!goal) throw new No('not_found');
    const tasks = live<Task>(s, 'tasks').filter((t) => t.goalId === a.id);
    const gone = goalAfterDelete(goal, goal.deleted ? [] : tasks, s.at);
    if (!gone) return;
    put(s, 'goals', gone.goal);
    for (const task of gone.tasks) put(s, 'tasks', task);
  },
  'task.create'(s, a) {
    const had = get<Task>(s, 'tasks', a.id);
    if (had?.deleted) throw new No('not_found');
    if (!had) goalIsLive(s, a.goalId);
    const made = taskAfterCreate(had, a, s.at);
    if (made) put(s, 'tasks', made);
  },
  'task.update': (s, a) =>
    edit(s, 'tasks', a, taskAfterUpdate, (apply) => goalIsLive(s, apply.goalId as string)),
  'task.delete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => taskAfterDelete(t, s.at)),
  'task.complete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => taskAfterComplete(t, true, s.at)),
  'task.uncomplete': (s, a) => change<Task>(s, 'tasks', a.id, (t) => taskAfterComplete(t, false, s.at)),
  'entry.create'(s, a) {
    if (a.date > latestPlanDate(new Date(s.at))) throw new No('invalid_request');
    const byId = get<Entry>(s, 'entries', a.id);
    if (byId?.deleted) throw new No('not_found');
    const stored =
      byId ??
      live<Entry>(s, 'entries')
        .filter((e) => e.date === a.date)
        .sort(byAge)[0];
    const { entry, contested } = planAfterSave(stored, a, s.at);
    if (contested && stored) {
      const seen = (c: StoredConflict) => a.base != null && planRevision(c.values as Entry) === a.base;
      contest(s, 'entries', stored.id, contested, seen);
    }
    if (entry) put(s, 'entries', entry);
  },
  'profile.update'(s, a) {
    const stored = get<Profile>(s, 'profile', 'profile');
    put(s, 'profile', { ...profileAfterSave(stored, a, s.at), id: 'profile', deleted: false });
  },
  async 'dailyActions.save'(s, a) {
    if (get<Entry>(s, 'entries', a.entryId)?.deleted !== false) throw new No('not_found');
    for (const mark of actionMarks(a)) {
      const id = await completionId(mark.entryId, mark.priority, mark.text);
      put(s, 'dailyActions', completionAfterMark(get(s, 'dailyActions', id), id, mark, s.at));
    }
  },
  'prayer.create'(s, a) {
    const had = get<Prayer>(s, 'prayers', a.id);
    if (had?.deleted) throw new No('not_found');
    const made = prayerAfterCreate(had, a, s.at);
    if (made) put(s, 'prayers', made);
  },
  'prayer.update': (s, a) => edit(s, 'prayers', a, prayerAfterUpdate),
  'prayer.delete': (s, a) => change<Prayer>(s, 'prayers', a.id, (p) => prayerAfterDelete(p, s.at)),
  'conflict.resolve'(s, a) {
    const conflict = get<StoredConflict>(s, 'conflicts', a.id);
    if (!conflict) throw new No('not_found');
    const entity = conflict.entity as ConflictEntity;
    const row = get<{ id: string }>(s, entity, conflict.rowId);
    // settled already: nothing changes (the server writes the row again, a new version only)
    if (conflict.deleted) return row && !row.deleted ? put(s, entity, row) : undefined;
    const settled = settleConflict(conflict as never, row as never, a, s.at);
    const text = entity === 'entries' && settled.row ? planContent(settled.row as Entry) : settled.changes;
    if (conflictValuesProblem(entity, text)) throw new No('invalid_request');
    if (settled.row) put(s, entity, settled.row);
    if (settled.conflict) put(s, 'conflicts', settled.conflict);
  },
};

/** A change of one existing row by a rule (null: nothing changes); none is 404. */
function change<T>(s: Step, table: ModelTable, id: string, rule: (row: Stored<T>) => object | null) {
  const row = get<T>(s, table, id);
  if (!row) throw new No('not_found');
  const next = rule(row);
  if (next) put(s, table, next);
}

/** Applies one logged mutation to the model: whether the model accepts it, and what it kept as conflicts. */
export async function modelApply(
  state: ModelState,
  m: { name: string; args: unknown; id: string; at: string },
  paid: boolean,
): Promise<ModelOutcome & { kept: KeptValue[] }> {
  if (m.args === null) return { status: 'rejected', code: 'invalid_request', kept: [] };
  const s: Step = { state, at: m.at, id: m.id, paid, writes: [], kept: [] };
  try {
    await (spec[m.name as MutationName] as (s: Step, a: unknown) => Promise<void>)(s, m.args);
  } catch (err) {
    if (err instanceof No) return { status: 'rejected', code: err.code, kept: [] };
    throw err;
  }
  for (const [table, row] of s.writes) state[table].set(row.id, structuredClone(row));
  return { status: 'applied', kept: s.kept };
}
