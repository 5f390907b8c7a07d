import { z } from 'zod';
import { dailyActionCompletion } from './daily-actions';
import { entry } from './entries';
import { goal } from './goals';
import { profile } from './profile';
import { task } from './tasks';

/** 'Export my data': everything of the user's own that syncs, in the API's shapes. */
export const accountExport = z.object({
  format: z.literal('reign-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  entries: z.array(entry),
  goals: z.array(goal),
  tasks: z.array(task),
  dailyActions: z.array(dailyActionCompletion),
  profile: profile,
});
export type AccountExport = z.infer<typeof accountExport>;

/** Import takes an export file back; rows are merged by id (an id already there is kept as it is). */
export const accountImportBody = z.object({
  format: z.literal('reign-export', { error: 'This is not a Reign export file.' }),
  version: z.literal(1, { error: 'This export file is from another version of Reign.' }),
  exportedAt: z.string().optional(),
  entries: z.array(z.unknown()).max(20_000).default([]),
  goals: z.array(z.unknown()).max(5_000).default([]),
  tasks: z.array(z.unknown()).max(20_000).default([]),
  dailyActions: z.array(z.unknown()).max(100_000).default([]),
  profile: z.unknown().optional(),
});

const counts = z.object({ added: z.int(), kept: z.int(), refused: z.int() });
export const accountImportResponse = z.object({
  entries: counts,
  goals: counts,
  tasks: counts,
  dailyActions: counts,
  profile: z.enum(['imported', 'kept', 'absent']),
  /** the first reasons rows were refused (for example the free goal limit) */
  problems: z.array(z.string()),
});
export type AccountImportResponse = z.infer<typeof accountImportResponse>;
