import { CONFLICT_FIELDS, type ConflictEntity, type ErrorCode, type Goal } from '@reign/contract';
import {
  conflictAfterContest,
  contestedUpdate,
  hasChanges,
  holdsBase,
  type Stored,
  type StoredConflict,
} from '@reign/domain';

/**
 * The model's state and how one of its steps reads and writes it (model.ts): plain maps of rows by
 * table, and a step's writes kept aside until the mutation is accepted.
 */

export type Row = Stored<{ id: string }> & Record<string, unknown>;
export type ModelTable =
  | 'goals'
  | 'tasks'
  | 'entries'
  | 'dailyActions'
  | 'prayers'
  | 'conflicts'
  | 'profile'
  | 'readingPlans'
  | 'readingProgress'
  | 'highlights'
  | 'notes'
  | 'bookmarks';
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
  readingPlans: new Map(),
  readingProgress: new Map(),
  highlights: new Map(),
  notes: new Map(),
  bookmarks: new Map(),
});

export class No extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** One mutation over the model; `writes` are kept only when it is accepted. */
export interface Step {
  state: ModelState;
  at: string;
  id: string;
  /** the pushing client (the simulation's devices send no label) */
  clientId: string;
  paid: boolean;
  writes: [ModelTable, Row][];
  kept: KeptValue[];
  /** the account's circles (model-circles.ts), when the run has one */
  circle?: CircleFacts;
}

/** The circle facts of one account, for the model's steps (model-circles.ts). */
export interface CircleFacts {
  /** whether the account was in the circle when the server processed a mutation at `at` */
  member(circleId: string, at: string): boolean;
  /** the server's answer to the mutation being replayed */
  given: ModelOutcome;
}

export const get = <T>(s: Step, table: ModelTable, id: string): Stored<T> | undefined => {
  const staged = s.writes.findLast(([t, r]) => t === table && r.id === id);
  return (staged?.[1] ?? s.state[table].get(id)) as Stored<T> | undefined;
};
export const put = (s: Step, table: ModelTable, row: object) => s.writes.push([table, row as Row]);
export const live = <T>(s: Step, table: ModelTable): Stored<T>[] => {
  const ids = new Set([
    ...s.state[table].keys(),
    ...s.writes.filter(([t]) => t === table).map(([, r]) => r.id),
  ]);
  return [...ids].flatMap((id) => get<T>(s, table, id) ?? []).filter((r) => !r.deleted);
};
export const byAge = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function contest(
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
  const accountLive = live(s, 'conflicts').length;
  const outcome = conflictAfterContest(
    existing,
    { id: s.id, entity, rowId, values, continues, origin: { clientId: s.clientId, device: null } },
    s.at,
    accountLive,
  );
  if (outcome.refused) throw new No('versions_limit');
  put(s, 'conflicts', outcome.kept);
  s.kept.push({ writeId: s.id, entity, rowId, conflictId: outcome.kept.id, values });
}

export function edit<T extends 'goals' | 'tasks' | 'prayers' | 'notes'>(
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

export const goalIsLive = (s: Step, goalId: string | null | undefined) => {
  if (goalId && !(get<Goal>(s, 'goals', goalId)?.deleted === false)) throw new No('goal_not_found');
};

/** A change of one existing row by a rule (null: nothing changes); none is 404. */
export function change<T>(s: Step, table: ModelTable, id: string, rule: (row: Stored<T>) => object | null) {
  const row = get<T>(s, table, id);
  if (!row) throw new No('not_found');
  const next = rule(row);
  if (next) put(s, table, next);
}
