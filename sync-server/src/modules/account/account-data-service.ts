import type { AccountExport } from '@reign/contract';
import type { Sql } from '../../db/connect';
import { conflictRows, listLiveConflicts } from '../conflicts';
import { listCompletionsForDate, toCompletion } from '../daily-actions';
import { listEntries } from '../entries';
import { listGoals } from '../goals';
import { listPrayers } from '../prayers';
import { getProfile } from '../profile';
import { listTasks } from '../tasks';

export async function exportAccount(sql: Sql, userId: number, now: Date): Promise<AccountExport> {
  const entries = await listEntries(sql, userId);
  const dates = [...new Set(entries.map((e) => e.date))];
  const dailyActions = (await Promise.all(dates.map((d) => listCompletionsForDate(sql, userId, d))))
    .flat()
    .map(toCompletion);
  return {
    format: 'reign-export',
    version: 1,
    exportedAt: now.toISOString(),
    entries,
    goals: await listGoals(sql, userId),
    tasks: await listTasks(sql, userId),
    dailyActions,
    profile: await getProfile(sql, userId),
    prayers: await listPrayers(sql, userId),
    conflicts: (await listLiveConflicts(sql, userId)).map(conflictRows.toEntity),
  };
}
