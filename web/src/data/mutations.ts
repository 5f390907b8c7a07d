import type {
  Entry,
  EntryCreateBody,
  Goal,
  GoalCreateBody,
  GoalUpdateBody,
  MutationArgs,
  MutationName,
  Prayer,
  PrayerCreateBody,
  PrayerUpdateBody,
  ProfileUpdateBody,
  Task,
  TaskCreateBody,
  TaskUpdateBody,
} from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { ReignDb } from '../db/database';
import type { SyncFields } from '../db/types';
import { queueMutation } from '../sync/outbox';

export interface Mutations {
  createGoal(values: GoalCreateBody): Promise<Goal>;
  updateGoal(id: string, changes: GoalUpdateBody): Promise<void>;
  deleteGoal(id: string): Promise<void>;
  createTask(values: TaskCreateBody): Promise<Task>;
  updateTask(id: string, changes: TaskUpdateBody): Promise<void>;
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
  updatePrayer(id: string, changes: PrayerUpdateBody): Promise<void>;
  deletePrayer(id: string): Promise<void>;
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
  const run = async <N extends MutationName>(name: N, args: MutationArgs<N>) => {
    await queueMutation(db, name, args, { queue: options.queue, now: options.now });
    options.afterWrite?.();
  };
  /** Queues a create (with a new id unless the values bring one) and resolves the row's id. */
  const create = async <N extends 'goal.create' | 'task.create' | 'prayer.create'>(
    name: N,
    values: { id?: string | undefined },
  ) => {
    const id = values.id ?? uuidv7();
    await run(name, { ...values, id } as MutationArgs<N>);
    return id;
  };
  return {
    async createGoal(values) {
      return plain(await db.goals.get(await create('goal.create', values)), 'goal');
    },
    updateGoal: (id, changes) => run('goal.update', { id, changes }),
    deleteGoal: (id) => run('goal.delete', { id }),
    async createTask(values) {
      return plain(await db.tasks.get(await create('task.create', values)), 'task');
    },
    updateTask: (id, changes) => run('task.update', { id, changes }),
    deleteTask: (id) => run('task.delete', { id }),
    completeTask: (id) => run('task.complete', { id }),
    uncompleteTask: (id) => run('task.uncomplete', { id }),
    updateProfile: (changes) => run('profile.update', changes),
    async createEntry(body) {
      const id = body.id ?? uuidv7();
      await run('entry.create', { ...body, id });
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
    updatePrayer: (id, changes) => run('prayer.update', { id, changes }),
    deletePrayer: (id) => run('prayer.delete', { id }),
  };
}
