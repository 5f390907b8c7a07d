import {
  ACCOUNT_LIMITS,
  type CodedMessage,
  type Conflict,
  type ConflictEntity,
  type ConflictOrigin,
} from '@reign/contract';
import { type Stored, tombstone } from './rows';
import { sameValue } from './same-value';

/**
 * Concurrent writes kept and shown (docs/sync-protocol.md, 'Conflicts'). An update names the fields
 * it changes and, in `base`, the values the device saw before the person changed them. A contested
 * field is one whose stored value is neither that base nor the new value: another device changed it
 * meanwhile. Its new value is not written over the other's: it goes into a conflict, which keeps it
 * until the person chooses. Everything else of the update applies as usual.
 */

export type StoredConflict = Stored<Conflict>;

/** An update split into the changes that apply and the values that meet a concurrent change. */
export interface ContestedUpdate<C> {
  apply: C;
  /** the contested fields' new values, or null when none is contested */
  contested: Record<string, unknown> | null;
}

/**
 * Splits an update of `row`: a field of `fields` that the changes name, for which `base` gives the
 * value the device saw, and whose stored value is neither that nor the new one, is contested.
 * Without `base` (an older build, a REST call) nothing is contested.
 */
export function contestedUpdate<C extends object>(
  row: object,
  changes: C,
  base: Readonly<Record<string, unknown>> | undefined,
  fields: readonly string[],
): ContestedUpdate<C> {
  if (!base) return { apply: changes, contested: null };
  const stored = row as Record<string, unknown>;
  const next = changes as Record<string, unknown>;
  const apply: Record<string, unknown> = { ...next };
  const contested: Record<string, unknown> = {};
  for (const field of fields) {
    if (next[field] === undefined || !(field in base)) continue;
    if (sameValue(stored[field], base[field]) || sameValue(stored[field], next[field])) continue;
    contested[field] = next[field];
    delete apply[field];
  }
  return { apply: apply as C, contested: Object.keys(contested).length ? contested : null };
}

/** A new version that met a concurrent one: what the conflict it leaves is about. */
export interface Contest {
  /** the new conflict's id (the write's own id, the same on every side) */
  id: string;
  entity: ConflictEntity;
  rowId: string;
  /** the version kept beside the row: the contested values */
  values: Record<string, unknown>;
  /**
   * Whether a live conflict of the row already holds the version this write continues (the same
   * device saving again on top of its own conflicted version): that conflict is updated instead.
   */
  continues: (conflict: StoredConflict) => boolean;
  /**
   * the device the write came from (the server knows it from the push); left out on the device
   * itself, whose own conflicts it tells by their version 0
   */
  origin?: ConflictOrigin;
}

/** Why a contested write kept no version: its row, or the account, keeps the most already. */
export type VersionsFull = 'row' | 'account';

/** What a contested write leaves: the conflict it kept, or why it may keep none. */
export type ContestOutcome =
  | { kept: StoredConflict; refused?: never }
  | { refused: VersionsFull; kept?: never };

/** The message of a write refused because versions are full (409 `versions_limit`). */
export const VERSIONS_FULL_MESSAGE = {
  row: { code: 'conflict.rowFull' },
  account: { code: 'conflict.accountFull' },
} as const satisfies Record<VersionsFull, CodedMessage>;

/**
 * The conflict a contested write leaves: the live conflict of the same row it continues, with the
 * new values, or a new one. A new one is refused when the row keeps ACCOUNT_LIMITS.conflictsPerRow
 * live versions already, or the account ACCOUNT_LIMITS.conflicts (`accountLive`: its live
 * conflicts); then the whole write is refused, and the device lists it with what the person typed
 * (docs/decisions.md, 'Versions kept per row'). `existing` are the row's live conflicts and the
 * write's own conflict, if it has one (any state); settled ones of the row may be left out.
 */
export function conflictAfterContest(
  existing: readonly StoredConflict[],
  contest: Contest,
  at: string,
  accountLive: number,
): ContestOutcome {
  const ofRow = existing.filter(
    (c) => !c.deleted && c.entity === contest.entity && c.rowId === contest.rowId,
  );
  // a version changed again is the latest writer's
  const origin = contest.origin ?? {};
  const continued = ofRow.find((c) => contest.continues(c));
  if (continued)
    return {
      kept: { ...continued, values: { ...continued.values, ...contest.values }, ...origin, updatedAt: at },
    };
  const same = existing.find((c) => c.id === contest.id);
  // the same write applied again (a device re-applying a pending change): the same conflict
  if (same) return { kept: { ...same, values: contest.values, ...origin, updatedAt: at } };
  if (ofRow.length >= ACCOUNT_LIMITS.conflictsPerRow) return { refused: 'row' };
  if (accountLive >= ACCOUNT_LIMITS.conflicts) return { refused: 'account' };
  return {
    kept: {
      id: contest.id,
      entity: contest.entity,
      rowId: contest.rowId,
      values: contest.values,
      device: contest.origin?.device ?? null,
      clientId: contest.origin?.clientId ?? null,
      createdAt: at,
      updatedAt: at,
      deleted: false,
    },
  };
}

/** Whether a conflict holds, for each of its fields, the values of `base` (a write continuing it). */
export function holdsBase(conflict: StoredConflict, base: Readonly<Record<string, unknown>> | undefined) {
  if (!base) return false;
  const fields = Object.keys(conflict.values);
  return fields.length > 0 && fields.every((f) => f in base && sameValue(conflict.values[f], base[f]));
}

/** A settled conflict: its tombstone, or null when it was settled already. */
export function conflictAfterResolve(conflict: StoredConflict, at: string): StoredConflict | null {
  return tombstone(conflict, at);
}

/** Fields of one line: 'keep both' puts them side by side; longer texts one under the other. */
const ONE_LINE_FIELDS = new Set(['title', 'forWhom']);

/**
 * The changes that keep both versions of contested text fields: the current text, then the other
 * (one-line fields joined with ' / ', others with a blank line). An empty side gives the other.
 */
export function bothTexts(row: object, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const stored = row as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [field, other] of Object.entries(values)) {
    const mine = typeof stored[field] === 'string' ? (stored[field] as string).trim() : '';
    const theirs = typeof other === 'string' ? other.trim() : '';
    const join = ONE_LINE_FIELDS.has(field) ? ' / ' : '\n\n';
    changes[field] = !mine ? theirs || null : !theirs || mine === theirs ? mine : `${mine}${join}${theirs}`;
  }
  return changes;
}
