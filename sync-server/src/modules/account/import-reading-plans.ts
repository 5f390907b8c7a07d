import { readingPlan, readingProgress } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { Tx } from '../../db/connect';
import { importReadingDay, readingPlanRows, startReadingPlan, updateReadingPlan } from '../reading-plans';
import type { WriteContext } from '../user-data';
import type { BatchWrite } from './import-plans';
import { type ImportResult, isRefusal, slices } from './import-result';

const PER_BATCH = 50;

/**
 * Reading plans (issue 38) through the reading-plan service (the active limit, a plan of one's own
 * checked again), then their days read through the same write as a tick (an import never earns).
 * A plan whose id is the user's already is kept; one whose id is another account's (a file of
 * another account on this server) is started under a new id, and its days follow it. A day whose
 * plan is not in the file nor the user's is refused.
 */
export async function importReadingPlans(
  write: BatchWrite,
  rawPlans: readonly unknown[],
  rawProgress: readonly unknown[],
  result: ImportResult,
) {
  const planIds = new Map<string, string>();
  for (const batch of slices(rawPlans, PER_BATCH)) {
    await write(async (ctx) => {
      for (const raw of batch) {
        const parsed = readingPlan.safeParse(raw);
        if (!parsed.success) {
          result.refuse(
            result.readingPlans,
            'a reading plan',
            'This is not a reading plan of a Reign export.',
          );
          continue;
        }
        const plan = parsed.data;
        const here = await readingPlanRows.find(ctx.tx, plan.id);
        if (here && here.userId === ctx.userId) {
          planIds.set(plan.id, plan.id);
          result.readingPlans.kept += 1;
          continue;
        }
        const id = here ? uuidv7() : plan.id;
        try {
          await ctx.tx.savepoint(async (sp) => {
            const c: WriteContext = { ...ctx, tx: sp as unknown as Tx };
            const { planKey, customBooks, customDays, startDate, catchUpFrom, catchUpDays, status } = plan;
            // made stopped, not started and then stopped: 20 active plans must not refuse a stopped one
            const stopped = status !== 'active';
            await startReadingPlan(c, { id, planKey, customBooks, customDays, startDate }, { stopped });
            if (catchUpFrom) await updateReadingPlan(c, id, { catchUpFrom, catchUpDays });
          });
          planIds.set(plan.id, id);
          result.readingPlans.added += 1;
        } catch (err) {
          if (!isRefusal(err)) throw err;
          result.refuse(result.readingPlans, 'a reading plan', err);
        }
      }
    });
  }
  for (const batch of slices(rawProgress, PER_BATCH * 4)) {
    await write(async (ctx) => {
      for (const raw of batch) {
        const parsed = readingProgress.safeParse(raw);
        const counts = result.readingProgress;
        if (!parsed.success) {
          result.refuse(counts, 'a day read', 'This is not a day read of a Reign export.');
          continue;
        }
        const { planId, day, readOn } = parsed.data;
        const here = await readingPlanRows.find(ctx.tx, planId);
        const target = planIds.get(planId) ?? (here?.userId === ctx.userId ? planId : undefined);
        if (!target) {
          result.refuse(counts, `day ${day} of a reading plan`, 'Its reading plan is not in the file.');
          continue;
        }
        try {
          const saved = await ctx.tx.savepoint((sp) =>
            importReadingDay(
              { ...ctx, tx: sp as unknown as Tx },
              { planId: target, day, read: true, readOn },
            ),
          );
          if (saved && saved.updatedAt === ctx.at) counts.added += 1;
          else counts.kept += 1;
        } catch (err) {
          if (!isRefusal(err)) throw err;
          result.refuse(counts, `day ${day} of a reading plan`, err);
        }
      }
    });
  }
}
