import type { Queryable } from '../../db/connect';

/** Read-only, over the entries module's table: what the morning reminder asks of a person's plans. */

/** Whether the person has saved a plan for the Central date. */
export async function planSavedOn(db: Queryable, userId: number, date: string): Promise<boolean> {
  const [row] = await db<{ saved: boolean }[]>`
    select exists (
      select 1 from entries where user_id = ${userId} and date = ${date} and deleted_at is null
    ) as saved`;
  return row?.saved ?? false;
}
