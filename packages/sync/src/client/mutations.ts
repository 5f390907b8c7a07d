import {
  CONFLICT_FIELDS,
  type ConflictResolveBody,
  conflictValuesProblem,
  type Entry,
  type EntryCreateBody,
  type Goal,
  type GoalCreateBody,
  type GoalUpdateBody,
  type HighlightColour,
  type MutationArgs,
  type MutationName,
  type Note,
  type NoteCreateBody,
  type Prayer,
  type PrayerCreateBody,
  type PrayerUpdateBody,
  type ProfileUpdateBody,
  type ReadingPlan,
  type ReadingPlanStartBody,
  type ReadingPlanUpdateBody,
  type Task,
  type TaskCreateBody,
  type TaskUpdateBody,
} from '@reign/contract';
import { entryIdFor, planContent, planRevision, settleConflict, uuidv7, verseMarkId } from '@reign/domain';
import type { ReignDb } from '../device/database';
import type { SyncFields } from '../device/types';
import { type CircleMutations, circleMutations } from './circle-mutations';
import { type Change, queueMutations } from './outbox';

/** Every write of the data API, the circles' with them (circle-mutations.ts). */
export interface Mutations extends CircleMutations {
  createGoal(values: GoalCreateBody): Promise<Goal>;
  /**
   * Changes the fields given. `seen`: the values the person saw before editing (a form's starting
   * values; the row on this device when left out): a text another device changed meanwhile is then
   * kept as a conflict, not written over (docs/sync-protocol.md, 'Conflicts').
   */
  updateGoal(id: string, changes: GoalUpdateBody, seen?: object): Promise<void>;
  deleteGoal(id: string): Promise<void>;
  createTask(values: TaskCreateBody): Promise<Task>;
  updateTask(id: string, changes: TaskUpdateBody, seen?: object): Promise<void>;
  deleteTask(id: string): Promise<void>;
  completeTask(id: string): Promise<void>;
  uncompleteTask(id: string): Promise<void>;
  /** only the fields the person changed (see `changeSet`) */
  updateProfile(changes: ProfileUpdateBody): Promise<void>;
  createEntry(body: EntryCreateBody): Promise<Entry>;
  /**
   * Ticks (`done` true) or unticks one action of a daily plan: one mutation per toggled action, so
   * two devices ticking different actions both keep theirs.
   */
  setActionDone(action: PlanActionRef, done: boolean): Promise<void>;
  createPrayer(values: PrayerCreateBody): Promise<Prayer>;
  /** only the fields the person changed; answering, archiving and restoring are changes too */
  updatePrayer(id: string, changes: PrayerUpdateBody, seen?: object): Promise<void>;
  deletePrayer(id: string): Promise<void>;
  /**
   * Settles a conflict as the person chose (docs/sync-protocol.md, 'Conflicts'); throws with the
   * message to show when the choice cannot be kept (two texts together too long).
   */
  resolveConflict(choice: ConflictResolveBody): Promise<void>;
  /** Starts a reading plan (the screen checks its limits first: features/reading-plans/use-start-plan.ts). */
  startReadingPlan(values: ReadingPlanStartBody): Promise<ReadingPlan>;
  /** only the fields that change: start again, catch up, stop or resume */
  updateReadingPlan(id: string, changes: ReadingPlanUpdateBody): Promise<void>;
  deleteReadingPlan(id: string): Promise<void>;
  /** Ticks (`read` true) or unticks one day of a plan, read on `readOn` (the person's today). */
  markReadingDay(planId: string, day: number, read: boolean, readOn: string): Promise<void>;
  /** Highlights a verse in a colour (made, or recoloured); one highlight per verse (issue 38). */
  setHighlight(verse: VerseRef, colour: HighlightColour): Promise<void>;
  removeHighlight(id: string): Promise<void>;
  /** Bookmarks a verse; one bookmark per verse. */
  setBookmark(verse: VerseRef): Promise<void>;
  removeBookmark(id: string): Promise<void>;
  createNote(values: NoteCreateBody): Promise<Note>;
  /** A note's new text; `seen`: the text the person started from (a concurrent edit is kept as a conflict). */
  updateNote(id: string, text: string, seen?: { text: string }): Promise<void>;
  deleteNote(id: string): Promise<void>;
}

/** One verse, as a highlight or a bookmark names it (an OSIS book id). */
export interface VerseRef {
  book: string;
  chapter: number;
  verse: number;
}

/** One action of one daily plan, as `setActionDone` names it. */
export interface PlanActionRef {
  entryId: string;
  /** the plan's Central date, YYYY-MM-DD */
  date: string;
  priority: string;
  text: string;
}

export interface MutationOptions {
  /** false for the guest database (nothing is queued or synced) */
  queue: boolean;
  /** after each committed change: flush, register Background Sync, ask for persistent storage */
  afterWrite?: () => void;
  /** the device clock (tests move it) */
  now?: () => Date;
  /** whose marks these are: the user's id (a verse's highlight id is made of it), 'guest' when left out */
  owner?: number | 'guest';
  /** runs in each write's transaction (data/write-journal.ts marks the write committed) */
  alongside?: () => Promise<void>;
}

/**
 * An update's `base`: for each conflicting text it changes, the value the person saw (from `seen`,
 * else from the row on this device); undefined when it changes none.
 */
async function baseOf(
  table: { get(id: string): Promise<object | undefined> },
  id: string,
  changes: object,
  fields: readonly string[],
  seen?: object,
): Promise<Record<string, string | null> | undefined> {
  const changed = fields.filter((f) => (changes as Record<string, unknown>)[f] !== undefined);
  if (changed.length === 0) return undefined;
  const from = (seen ?? (await table.get(id)) ?? {}) as Record<string, unknown>;
  const base: Record<string, string | null> = {};
  for (const f of changed) {
    const value = from[f];
    base[f] = typeof value === 'string' && value !== '' ? value : null;
  }
  return base;
}

/** Strips the sync fields from a stored row. */
function plain<T extends SyncFields>(row: T | undefined, what: string): Omit<T, keyof SyncFields> {
  if (!row) throw new Error(`The ${what} was not saved.`);
  const { version: _v, deleted: _d, ...rest } = row;
  return rest;
}

/**
 * The write half of the data API over one database. Each call validates with the contract's
 * schema (an invalid change throws an Error with the first message and writes nothing), changes
 * the rows and appends the outbox entry in one transaction, then calls `afterWrite`.
 */
export function createMutations(db: ReignDb, options: MutationOptions): Mutations {
  const owner = options.owner ?? 'guest';
  const runAll = async (changes: Change[]) => {
    await queueMutations(db, changes, {
      queue: options.queue,
      now: options.now,
      alongside: options.alongside,
    });
    options.afterWrite?.();
  };
  const run = <N extends MutationName>(name: N, args: MutationArgs<N>) => runAll([{ name, args } as Change]);
  /** Queues a create (with a new id unless the values bring one) and resolves the row's id. */
  const create = async <N extends 'goal.create' | 'task.create' | 'prayer.create' | 'note.create'>(
    name: N,
    values: { id?: string | undefined },
  ) => {
    const id = values.id ?? uuidv7();
    await run(name, { ...values, id } as MutationArgs<N>);
    return id;
  };
  /** An update of a row with conflicting texts: the change set, and what the person saw of them. */
  const update =
    <N extends 'goal.update' | 'task.update' | 'prayer.update' | 'note.update'>(
      name: N,
      table: keyof typeof CONFLICT_FIELDS,
    ) =>
    async (id: string, changes: object, seen?: object) => {
      const base = await baseOf(db[table], id, changes, CONFLICT_FIELDS[table], seen);
      await run(name, { id, changes, base } as MutationArgs<N>);
    };
  return {
    async createGoal(values) {
      return plain(await db.goals.get(await create('goal.create', values)), 'goal');
    },
    updateGoal: update('goal.update', 'goals'),
    deleteGoal: (id) => run('goal.delete', { id }),
    async createTask(values) {
      return plain(await db.tasks.get(await create('task.create', values)), 'task');
    },
    updateTask: update('task.update', 'tasks'),
    deleteTask: (id) => run('task.delete', { id }),
    completeTask: (id) => run('task.complete', { id }),
    uncompleteTask: (id) => run('task.uncomplete', { id }),
    updateProfile: (changes) => run('profile.update', changes),
    async createEntry(body) {
      // a member's plan of a day has one id on every device (docs/sync-protocol.md, 'Ids')
      const id = body.id ?? (typeof owner === 'number' ? await entryIdFor(owner, body.date) : uuidv7());
      // the day's plan this device shows: a save over it is a follow-up; one without it, if another
      // device planned the day meanwhile, is kept as a conflict (docs/sync-protocol.md)
      const shown = (await db.entries.where('date').equals(body.date).toArray()).find((r) => !r.deleted);
      await run('entry.create', { ...body, id, base: shown ? planRevision(shown) : null });
      // a date that had a plan keeps it (under its own id), updated
      const byId = await db.entries.get(id);
      const onDate = (await db.entries.where('date').equals(body.date).toArray()).find((r) => !r.deleted);
      return plain(byId ?? onDate, 'daily plan');
    },
    setActionDone: ({ entryId, date, priority, text }, done) =>
      run('dailyActions.save', { entryId, date, actions: [{ text, priority, isCompleted: done }] }),
    async createPrayer(values) {
      return plain(await db.prayers.get(await create('prayer.create', values)), 'prayer request');
    },
    updatePrayer: update('prayer.update', 'prayers'),
    deletePrayer: (id) => run('prayer.delete', { id }),
    async startReadingPlan(values) {
      const id = values.id ?? uuidv7();
      await run('readingPlan.start', { ...values, id });
      return plain(await db.readingPlans.get(id), 'reading plan');
    },
    updateReadingPlan: (id, changes) => run('readingPlan.update', { id, changes }),
    deleteReadingPlan: (id) => run('readingPlan.delete', { id }),
    markReadingDay: (planId, day, read, readOn) => run('readingProgress.mark', { planId, day, read, readOn }),
    async resolveConflict(choice) {
      const conflict = await db.conflicts.get(choice.id);
      if (conflict) {
        const row = await (db[conflict.entity] as unknown as { get(id: string): Promise<never> }).get(
          conflict.rowId,
        );
        const settled = settleConflict(conflict as never, row, choice, new Date().toISOString());
        const written =
          conflict.entity === 'entries' && settled.row ? planContent(settled.row as never) : settled.changes;
        const problem = conflictValuesProblem(conflict.entity, written);
        if (problem) throw new Error(problem);
      }
      await run('conflict.resolve', choice);
    },
    async setHighlight(verse, colour) {
      const id = await verseMarkId('highlight', owner, verse.book, verse.chapter, verse.verse);
      await run('highlight.set', { id, ...verse, colour });
    },
    removeHighlight: (id) => run('highlight.delete', { id }),
    async setBookmark(verse) {
      const id = await verseMarkId('bookmark', owner, verse.book, verse.chapter, verse.verse);
      await run('bookmark.set', { id, ...verse });
    },
    removeBookmark: (id) => run('bookmark.delete', { id }),
    async createNote(values) {
      return plain(await db.notes.get(await create('note.create', values)), 'note');
    },
    updateNote: (id, text, seen) => update('note.update', 'notes')(id, { text }, seen),
    deleteNote: (id) => run('note.delete', { id }),
    ...circleMutations(db, runAll, owner),
  };
}
