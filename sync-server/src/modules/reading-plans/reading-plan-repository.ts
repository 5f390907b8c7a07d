import type { ReadingPlan } from '@reign/contract';
import type { Queryable } from '../../db/connect';
import { declaredTable, valueColumns } from '../../db/synced-table';

/**
 * reading_plans: every field of the contract's reading plan and its column (a field without one
 * does not compile), through the statements every synced table shares.
 */
export const readingPlanRows = declaredTable<ReadingPlan>('reading_plans', {
  ...valueColumns('planKey', 'customDays', 'status'),
  customBooks: 'json',
  startDate: 'date',
  catchUpFrom: 'date',
  catchUpDays: 'json',
});

/** How many of the user's live plans are active (MAX_ACTIVE_READING_PLANS). */
export async function countActivePlans(db: Queryable, userId: number): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count from reading_plans
    where user_id = ${userId} and deleted_at is null and status = 'active'`;
  return row?.count ?? 0;
}
