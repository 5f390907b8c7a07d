import { BUILT_IN_PLANS } from '@reign/bible/reading-plans';
import { addDays, catchUpChanges, readingPlanLength, restartChanges } from '@reign/domain';
import type { ReadingPlanRow } from '../device/types';
import type { RowOp } from './ops';
import type { SimDevice, SimWorld } from './world';

/**
 * The reading-plan operations of a run (issue 38): start a built-in plan, tick or untick one of its
 * first ten days, catch up, start again, stop or resume, delete; through the data layer's
 * mutations, on the plans the device shows.
 */
export type ReadingOp = Extract<RowOp, { k: `reading.${string}` }>;

async function plans(w: SimWorld, d: SimDevice): Promise<ReadingPlanRow[]> {
  return w.inOrder((await d.db.readingPlans.toArray()).filter((p) => !p.deleted));
}

async function daysRead(d: SimDevice, planId: string): Promise<Set<number>> {
  const rows = await d.db.readingProgress.where('planId').equals(planId).toArray();
  return new Set(rows.filter((r) => !r.deleted).map((r) => r.day));
}

export async function readingOp(w: SimWorld, d: SimDevice, op: ReadingOp): Promise<string> {
  const m = d.mutations;
  const today = await w.today(d);
  if (op.k === 'reading.start') {
    const plan = BUILT_IN_PLANS[op.plan % BUILT_IN_PLANS.length];
    if (!plan) return 'skip';
    const made = await m.startReadingPlan({ planKey: plan.key, startDate: addDays(today, -op.ago) });
    w.noteMade(made.id);
    return `${w.label(made.id)} ${plan.key} from ${made.startDate}`;
  }
  const all = await plans(w, d);
  const plan = all[op.pick % Math.max(all.length, 1)];
  if (!plan) return 'skip';
  const label = w.label(plan.id);
  switch (op.k) {
    case 'reading.tick':
      await m.markReadingDay(plan.id, op.day, op.read, today);
      return `${label} day ${op.day} ${op.read ? 'read' : 'not read'}`;
    case 'reading.change': {
      const length = readingPlanLength(plan);
      const read = await daysRead(d, plan.id);
      const changes = [
        () => catchUpChanges(plan, length, read, today),
        () => restartChanges(length, read, today),
        () => ({ status: 'stopped' as const }),
        () => ({ status: 'active' as const }),
      ][op.change % 4]?.();
      if (!changes) return 'skip';
      await m.updateReadingPlan(plan.id, changes);
      return `${label} ${JSON.stringify(changes)}`;
    }
    case 'reading.delete':
      await m.deleteReadingPlan(plan.id);
      return label;
  }
}
