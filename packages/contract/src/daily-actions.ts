import { z } from 'zod';
import { isoDate, timestamp, uuid } from './common';

export const dailyActionsMessages = {
  entryNotFound: 'That daily plan does not exist.',
  text: 'Each action needs its text',
} as const;

/** POST /api/daily-actions/save: every action of one entry with its checked state, saved together. */
export const dailyActionsSaveBody = z.strictObject({
  entryId: uuid,
  date: isoDate(),
  actions: z
    .array(
      z.strictObject({
        text: z.string().trim().min(1, dailyActionsMessages.text).max(500),
        priority: z.string().trim().max(500),
        isCompleted: z.boolean(),
      }),
    )
    .max(60),
});
export type DailyActionsSaveBody = z.input<typeof dailyActionsSaveBody>;

export const dailyActionCompletion = z.object({
  id: uuid,
  entryId: uuid,
  actionText: z.string(),
  priority: z.string(),
  isCompleted: z.boolean(),
  completedAt: timestamp.nullable(),
  date: z.string(),
});
export type DailyActionCompletion = z.infer<typeof dailyActionCompletion>;
export const dailyActionCompletionList = z.array(dailyActionCompletion);
export const dateParams = z.strictObject({ date: isoDate() });
