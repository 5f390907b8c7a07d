import type { GoalUpdateBody, PrayerUpdateBody, TaskUpdateBody } from '@reign/contract';
import { addDays, entryIdFor, uuidv7 } from '@reign/domain';
import { queueMutation } from '../client/outbox';
import type { EntryRow } from '../device/types';
import type { Op, RowOp } from './ops';
import { readingOp } from './ops-reading';
import { studyOp } from './ops-study';
import { at, POOLS } from './pools';
import type { SimDevice, SimWorld } from './world';

/**
 * The operations a person makes on a device (goals, tasks, prayer requests, the day's plan and its
 * ticks, the profile), through the data layer's mutations, on the rows that device shows. Each
 * answers its line of the trace; an operation with nothing to act on is skipped.
 */

type Live = { id: string; deleted: boolean };

/** The device's live rows of a table, in the order the run made them. */
async function live<R extends Live>(w: SimWorld, table: { toArray(): Promise<R[]> }): Promise<R[]> {
  return w.inOrder((await table.toArray()).filter((r) => !r.deleted));
}
const nth = <R>(rows: readonly R[], n: number): R | undefined => rows[n % Math.max(rows.length, 1)];

/** Only the fields set, each from its pool. */
function fields<T extends object>(values: { [K in keyof T]?: [number | undefined, readonly T[K][]] }): T {
  const out: Record<string, unknown> = {};
  for (const [key, [n, pool]] of Object.entries(values) as [
    string,
    [number | undefined, readonly unknown[]],
  ][])
    if (n !== undefined) out[key] = at(pool, n);
  return out as T;
}

/** A row's change by an operation: 'skip' without a row or a change, else made and said. */
async function updated<C extends object>(
  w: { label(id: string): string },
  row: { id: string } | undefined,
  changes: C,
  update: (id: string, changes: C) => Promise<void>,
) {
  if (!row || Object.keys(changes).length === 0) return 'skip';
  await update(row.id, changes);
  return `${w.label(row.id)} ${JSON.stringify(changes)}`;
}

/** A row's delete by an operation ('skip' without a row). */
async function removed(
  w: { label(id: string): string },
  row: { id: string } | undefined,
  remove: (id: string) => Promise<void>,
) {
  if (!row) return 'skip';
  await remove(row.id);
  return w.label(row.id);
}

/** A row made by an operation: noted as made, and said with its label and title. */
function made(
  w: { noteMade(id: string): void; label(id: string): string },
  row: { id: string; title: string },
  more = '',
) {
  w.noteMade(row.id);
  return `${w.label(row.id)} '${row.title}'${more}`;
}

export async function rowOp(w: SimWorld, d: SimDevice, op: RowOp): Promise<string> {
  const m = d.mutations;
  switch (op.k) {
    case 'goal.create': {
      const goal = await m.createGoal({
        title: at(POOLS.goalTitles, op.title),
        description: at(POOLS.goalDescriptions, op.desc),
        targetDate: '2031-12-31',
      });
      return made(w, goal);
    }
    case 'goal.update': {
      const goal = nth(await live(w, d.db.goals), op.pick);
      const changes = fields<GoalUpdateBody>({
        title: [op.title, POOLS.goalTitles],
        description: [op.desc, POOLS.goalDescriptions],
        progressPercentage: [op.progress, POOLS.progress],
        category: [op.category, POOLS.goalCategories],
      });
      return updated(w, goal, changes, m.updateGoal);
    }
    case 'goal.delete':
      return removed(w, nth(await live(w, d.db.goals), op.pick), m.deleteGoal);
    case 'task.create': {
      const goal = op.goal === undefined ? undefined : nth(await live(w, d.db.goals), op.goal);
      const task = await m.createTask({
        title: at(POOLS.taskTitles, op.title),
        scheduledDate: '2031-01-01',
        goalId: goal?.id ?? null,
      });
      return made(w, task, goal ? ` of ${w.label(goal.id)}` : '');
    }
    case 'task.update': {
      const task = nth(await live(w, d.db.tasks), op.pick);
      const changes = fields<TaskUpdateBody>({
        title: [op.title, POOLS.taskTitles],
        description: [op.desc, POOLS.taskDescriptions],
        dueDate: [op.due, POOLS.dueDates],
      });
      if (op.goal !== undefined) {
        const goal = op.goal % 4 === 0 ? undefined : nth(await live(w, d.db.goals), op.goal);
        changes.goalId = goal?.id ?? null;
      }
      if (!task || Object.keys(changes).length === 0) return 'skip';
      await m.updateTask(task.id, changes);
      const goalId = changes.goalId ? w.label(changes.goalId) : changes.goalId;
      return `${w.label(task.id)} ${JSON.stringify({ ...changes, ...(goalId === undefined ? {} : { goalId }) })}`;
    }
    case 'task.done': {
      const task = nth(await live(w, d.db.tasks), op.pick);
      if (!task) return 'skip';
      await (op.done ? m.completeTask(task.id) : m.uncompleteTask(task.id));
      return `${w.label(task.id)} ${op.done ? 'done' : 'not done'}`;
    }
    case 'task.delete':
      return removed(w, nth(await live(w, d.db.tasks), op.pick), m.deleteTask);
    case 'prayer.create': {
      const prayer = await m.createPrayer({
        title: at(POOLS.prayerTitles, op.title),
        ...(op.forWhom === undefined ? {} : { forWhom: at(POOLS.forWhom, op.forWhom) }),
      });
      return made(w, prayer);
    }
    case 'prayer.update': {
      const prayer = nth(await live(w, d.db.prayers), op.pick);
      const changes = fields<PrayerUpdateBody>({
        title: [op.title, POOLS.prayerTitles],
        details: [op.details, POOLS.prayerDetails],
        forWhom: [op.forWhom, POOLS.forWhom],
      });
      // 'Mark answered' (with a testimony), archive, restore
      if (op.status === 0)
        Object.assign(changes, {
          status: 'answered',
          answeredAt: await w.today(d),
          testimony: 'God provided',
        });
      if (op.status === 1) changes.status = 'archived';
      if (op.status === 2) changes.status = 'active';
      return updated(w, prayer, changes, m.updatePrayer);
    }
    case 'prayer.delete':
      return removed(w, nth(await live(w, d.db.prayers), op.pick), m.deletePrayer);
    case 'plan.save':
      return savePlan(w, d, op);
    case 'action.tick':
      return tick(w, d, op);
    case 'profile.update': {
      const changes = fields({
        bio: [op.bio, POOLS.bios],
        currentFocus: [op.focus, POOLS.focus],
        spiritualMaturity: [op.maturity, POOLS.maturity],
        timeZone: [op.zone, POOLS.zones],
      });
      if (Object.keys(changes).length === 0) return 'skip';
      await m.updateProfile(changes);
      return JSON.stringify(changes);
    }
    case 'reading.start':
    case 'reading.tick':
    case 'reading.change':
    case 'reading.delete':
      if (!w.has(d, 'readingPlans')) return 'skip (an older build has no reading plans)';
      return readingOp(w, d, op);
    case 'highlight.set':
    case 'highlight.delete':
    case 'bookmark.toggle':
    case 'note.create':
    case 'note.update':
    case 'note.delete':
      if (!w.has(d, 'highlights')) return 'skip (an older build has no study marks)';
      return studyOp(w, d, op);
    default:
      throw new Error(`not a row operation: ${(op as { k: string }).k}`);
  }
}

/**
 * Saves the day's plan for yesterday, today or tomorrow of the person's day (the server's clock in
 * their zone; 3: a day too far, refused), as the app does (the day's id, and the plan shown as
 * `base`), or as an older build queued it (an id of its own, no `base`).
 */
async function savePlan(w: SimWorld, d: SimDevice, op: Extract<Op, { k: 'plan.save' }>): Promise<string> {
  const date = addDays(await w.today(d), op.date - 1);
  const priorities = op.priorities.map((n) => at(POOLS.priorities, n));
  const actionSteps = priorities.map((priority, i) => ({
    priority,
    actions: POOLS.actions.slice(0, 1 + ((op.actions + i) % POOLS.actions.length)),
  }));
  const plan = { date, ...at(POOLS.verses, op.verse), priorities, actionSteps };
  const id = op.legacy ? uuidv7() : await entryIdFor(w.accountOf(d).userId, date);
  w.noteMade(id);
  if (op.legacy)
    await queueMutation(
      d.db,
      'entry.create',
      { ...plan, id },
      { queue: true, now: () => new Date(w.deviceNow(d)) },
    );
  else await d.mutations.createEntry({ ...plan, id });
  return `${w.label(id)} ${date} ${priorities.join('+')}${op.legacy ? ' (an older build)' : ''}`;
}

/** Ticks or unticks one action of one of the plans the device shows. */
async function tick(w: SimWorld, d: SimDevice, op: Extract<Op, { k: 'action.tick' }>): Promise<string> {
  const plans = (await live<EntryRow>(w, d.db.entries)).sort((a, b) => a.date.localeCompare(b.date));
  const plan = nth(plans, op.pick);
  const actions =
    plan?.actionSteps.flatMap((g) => g.actions.map((text) => ({ priority: g.priority, text }))) ?? [];
  const action = nth(actions, op.action);
  if (!plan || !action) return 'skip';
  await d.mutations.setActionDone({ entryId: plan.id, date: plan.date, ...action }, op.done);
  return `${w.label(plan.id)} ${action.priority}/${action.text} ${op.done ? 'ticked' : 'unticked'}`;
}
