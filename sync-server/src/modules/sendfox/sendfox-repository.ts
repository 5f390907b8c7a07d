import type { SendfoxExportFilter } from '@reign/contract';
import type { Queryable } from '../../db/connect';

/**
 * A read repository: the users a SendFox export sends, chosen by what they did (plans, shares,
 * points) and when they joined. It only reads.
 */
export async function usersToExport(db: Queryable, f: Partial<SendfoxExportFilter>) {
  const start =
    f.dateRange?.start && !Number.isNaN(Date.parse(f.dateRange.start)) ? new Date(f.dateRange.start) : null;
  const end =
    f.dateRange?.end && !Number.isNaN(Date.parse(f.dateRange.end)) ? new Date(f.dateRange.end) : null;
  return db<{ id: number; email: string | null; username: string; displayName: string | null }[]>`
    select u.id, u.email, u.username, u.display_name from users u
    where true
      ${f.hasEntries ? db`and exists (select 1 from entries e where e.user_id = u.id and e.deleted_at is null)` : db``}
      ${f.hasShares ? db`and exists (select 1 from scripture_shares s where s.user_id = u.id)` : db``}
      ${f.minSharingPoints !== undefined ? db`and u.sharing_points >= ${f.minSharingPoints}` : db``}
      ${start ? db`and u.created_at >= ${start}` : db``}
      ${end ? db`and u.created_at <= ${end}` : db``}
    order by u.id`;
}
