import type { MutationName, mutationArgs } from '@reign/contract';

/**
 * What the entity rules share. A rule is a pure function of the stored row (or none), the change
 * and `at`, the time of the write as an ISO string: the server passes its clock, a device the
 * mutation's createdAt (so a re-apply gives the same rows). A rule answers the row to write, or
 * null when the write changes nothing. Rows are the contract's shapes; the server adds its user id
 * and version around them, a device its version.
 */

/** A mutation's arguments as its contract schema gives them (defaults filled in): what a rule takes. */
export type MutationInput<N extends MutationName> = ReturnType<(typeof mutationArgs)[N]['parse']>;

/** A synced row as both sides keep it: the contract's shape and whether it is a tombstone. */
export type Stored<T> = T & { deleted: boolean };

/** A change set over a row: each key present (and not undefined) replaces the value; null clears it. */
export type ChangeSet<R> = { [K in keyof R]?: R[K] | undefined };

/**
 * The row with the change set applied: only the keys it holds; a key left out keeps its value.
 * `T` is the shape the change set describes (a contract type), `R` the row kept (T and more).
 */
export function withChanges<T extends object, R extends T = T>(row: R, changes: ChangeSet<T>): R {
  const next: R = { ...row };
  for (const key of Object.keys(changes) as (keyof T)[]) {
    const value = changes[key];
    if (value !== undefined) (next as T)[key] = value as T[keyof T];
  }
  return next;
}

/**
 * A create rule from the function that makes the row: the new row, or null when the id is stored
 * already (the same id again is the same row, so a create sent twice changes nothing).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createdOnce<I, R>(make: (input: I, at: string) => R) {
  return (stored: R | undefined, input: I, at: string): R | null => (stored ? null : make(input, at));
}

/** The row as a tombstone made at `at`, or null when it is one already (deleting again changes nothing). */
export function tombstone<R extends Stored<{ updatedAt: string }>>(row: R, at: string): R | null {
  return row.deleted ? null : { ...row, deleted: true, updatedAt: at };
}

/** A row changed at `at`, or null when it is a tombstone: a delete wins over every later change. */
export function changedLive<R extends Stored<{ updatedAt: string }>>(
  row: R,
  change: (row: R) => R,
  at: string,
): R | null {
  return row.deleted ? null : { ...change(row), updatedAt: at };
}

/** Whether a change set changes anything (a key left undefined changes nothing). */
export function hasChanges(changes: object): boolean {
  return Object.values(changes).some((value) => value !== undefined);
}
