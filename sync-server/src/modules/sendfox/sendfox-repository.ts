import type { SendfoxExportFilter } from '@reign/contract';
import type { Queryable } from '../../db/connect';

/**
 * A read repository: the users a SendFox export sends, chosen by what they did (plans, shares,
 * points) and when they joined. It only reads.
 */

/** The calendar day (YYYY-MM-DD) a filter's date starts with, or null when it has none. */
function dayOf(value: string | undefined): string | null {
  const day = value ? /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
  return day && !Number.isNaN(Date.parse(day)) ? day : null;
}

/**
 * Only users who chose 'Send me occasional news by e-mail'. The join dates are Central calendar
 * days, both ends included (a user who joined at 11 pm on the end day is in).
 */
export async function usersToExport(db: Queryable, f: Partial<SendfoxExportFilter>) {
  const start = dayOf(f.dateRange?.start);
  const end = dayOf(f.dateRange?.end);
  return db<{ id: number; email: string | null; username: string; displayName: string | null }[]>`
    select u.id, u.email, u.username, u.display_name from users u
    where u.email_consent
      ${f.hasEntries ? db`and exists (select 1 from entries e where e.user_id = u.id and e.deleted_at is null)` : db``}
      ${f.hasShares ? db`and exists (select 1 from scripture_shares s where s.user_id = u.id)` : db``}
      ${f.minSharingPoints !== undefined ? db`and u.sharing_points >= ${f.minSharingPoints}` : db``}
      ${start ? db`and (u.created_at at time zone 'America/Chicago')::date >= ${start}::date` : db``}
      ${end ? db`and (u.created_at at time zone 'America/Chicago')::date <= ${end}::date` : db``}
    order by u.id`;
}
