import * as z from 'zod/mini';
import { checked } from './checked';
import { timestamp, uuid } from './common';
import { clientId, deviceLabel } from './devices';
import type { TextPolicy } from './entity-fields';
import { entryCreateBody } from './entries';
import { GOAL_TEXT_FIELDS, goalUpdateBody } from './goals';
import { ACCOUNT_LIMITS } from './limits';
import { PRAYER_TEXT_FIELDS, prayerUpdateBody } from './prayers';
import { NOTE_TEXT_FIELDS, noteUpdateBody } from './study';
import { TASK_TEXT_FIELDS, taskUpdateBody } from './tasks';

/**
 * Concurrent writes kept instead of swallowed (docs/sync-protocol.md, 'Conflicts'). A write made
 * without knowledge of the server's current value (a plan saved for a day that already has another
 * device's plan; the same text field of a goal, task or prayer request changed on two devices
 * while both were offline) does not replace it: the row keeps the value that reached the server
 * first and a conflict holds the other version until the person chooses.
 */

/** The synced entities whose writes can meet a concurrent one. */
export const CONFLICT_ENTITIES = ['entries', 'goals', 'tasks', 'prayers', 'notes'] as const;
export type ConflictEntity = (typeof CONFLICT_ENTITIES)[number];

type Conflicting<T> = { [K in keyof T]: T[K] extends 'conflict' ? K : never }[keyof T] & string;

/** The fields declared 'conflict', in their declared order. */
/* @__NO_SIDE_EFFECTS__ */
function conflicting<T extends Record<string, TextPolicy>>(fields: T): readonly Conflicting<T>[] {
  return Object.keys(fields).filter((f) => fields[f] === 'conflict') as Conflicting<T>[];
}

/**
 * The text fields of each entity whose concurrent edits are kept as conflicts: those its area
 * declares 'conflict' (GOAL_TEXT_FIELDS, ...). A plan's whole content is one version.
 */
export const CONFLICT_FIELDS = {
  goals: conflicting(GOAL_TEXT_FIELDS),
  tasks: conflicting(TASK_TEXT_FIELDS),
  prayers: conflicting(PRAYER_TEXT_FIELDS),
  notes: conflicting(NOTE_TEXT_FIELDS),
};
export type ConflictFieldsOf<E extends keyof typeof CONFLICT_FIELDS> = (typeof CONFLICT_FIELDS)[E][number];

/** An unresolved conflict: the row it is about and the other version's values of the contested fields. */
export const conflict = z.object({
  id: uuid,
  entity: z.enum(CONFLICT_ENTITIES),
  rowId: uuid,
  /** the other version: the contested fields and their values (a plan: its whole content) */
  values: z.record(z.string(), z.unknown()),
  /**
   * the device whose write brought the other version (devices.ts): its label and client id, null
   * when not known (a build that sent no label, a write outside sync, a file exported before them)
   */
  device: z._default(z.nullable(deviceLabel), null),
  clientId: z._default(z.nullable(clientId), null),
  /** when that write reached the server (updatedAt: its latest, a device saving again over it) */
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Conflict = z.infer<typeof conflict>;

/** Where a conflict's other version came from: the fields of the row that say it. */
export type ConflictOrigin = Pick<Conflict, 'device' | 'clientId'>;

export const conflictMessages = {
  choice: 'Choose which version to keep',
  resolved: 'This was already settled on another device.',
  tooLong: 'Together these are too long. Keep one version and edit it.',
  priorities: 'Choose one to three priorities from the two plans.',
  /** a write past ACCOUNT_LIMITS.conflictsPerRow (409 `versions_limit`) */
  rowFull: `This already has ${ACCOUNT_LIMITS.conflictsPerRow} other versions to review. Choose between them, then try again.`,
  /** a write past ACCOUNT_LIMITS.conflicts (409 `versions_limit`) */
  accountFull: `You have ${ACCOUNT_LIMITS.conflicts.toLocaleString('en-US')} versions to review, the most an account keeps. Choose between some of them, then try again.`,
  planNotValid: 'This plan is not valid.',
} as const;

/**
 * What the person keeps: the version the row shows now (`current`), the other one (`other`), or
 * both: a plan's priorities (the ones chosen, one to three) with their actions from either
 * version; for text, the two texts one after the other.
 */
export const CONFLICT_CHOICES = ['current', 'other', 'both'] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

export const conflictResolveBody = z.strictObject({
  id: uuid,
  keep: z.enum(CONFLICT_CHOICES, { error: conflictMessages.choice }),
  priorities: z.optional(
    checked(
      z.array(checked(z.string(), z.trim(), z.minLength(1), z.maxLength(500))),
      z.minLength(1, conflictMessages.priorities),
      z.maxLength(3, conflictMessages.priorities),
    ),
  ),
});
export type ConflictResolveBody = z.input<typeof conflictResolveBody>;

type BaseShape<K extends string> = {
  [F in K]: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString>>;
};

/**
 * An update's `base`: the values of the contested fields the device saw before the person changed
 * them (sent for the fields it changes). Left out by older builds: their updates are last writer wins.
 */
/* @__NO_SIDE_EFFECTS__ */
export function updateBase<const K extends string>(fields: readonly K[]) {
  const shape = Object.fromEntries(
    fields.map((f) => [f, z.optional(z.nullable(z.string()))]),
  ) as BaseShape<K>;
  return z.optional(z.strictObject(shape));
}

/** The update schema of each entity with conflicting texts: a settled conflict's texts must pass it. */
const CONFLICT_CHANGES = {
  goals: goalUpdateBody,
  tasks: taskUpdateBody,
  prayers: prayerUpdateBody,
  notes: noteUpdateBody,
} as const;

/** A plan's content as a save would take it (its date and id do not matter here). */
function planProblem(values: Record<string, unknown>): string | null {
  const { challenges, encouragement, ...content } = values;
  const parsed = entryCreateBody.safeParse({
    ...content,
    date: '2000-01-01',
    challenges: challenges ?? undefined,
    encouragement: encouragement ?? undefined,
  });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? conflictMessages.planNotValid);
}

/**
 * Why a version cannot be written to a row of `entity` (for texts: both together too long; a
 * plan's content that a save would refuse; a field that is not a conflicting text), or null when it
 * can. Both sides check a settled conflict with it (the device before it queues the choice, the
 * server again), and an import checks the conflicts of a file.
 */
export function conflictValuesProblem(entity: ConflictEntity, values: Record<string, unknown> | null) {
  if (!values) return null;
  if (entity === 'entries') return planProblem(values);
  const fields: readonly string[] = CONFLICT_FIELDS[entity];
  if (Object.keys(values).some((k) => !fields.includes(k))) return conflictMessages.choice;
  return CONFLICT_CHANGES[entity].safeParse(values).success ? null : conflictMessages.tooLong;
}
