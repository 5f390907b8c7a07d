import * as z from 'zod/mini';
import { checked } from './checked';
import { timestamp, uuid } from './common';
import { isoDate } from './fields';
import { get, post, routeTable } from './route-builder';

export const dailyActionsMessages = {
  entryNotFound: 'That daily plan does not exist.',
  text: 'Each action needs its text',
} as const;

/** POST /api/daily-actions/save: every action of one entry with its checked state, saved together. */
export const dailyActionsSaveBody = z.strictObject({
  entryId: uuid,
  date: isoDate(),
  actions: checked(
    z.array(
      z.strictObject({
        text: checked(z.string(), z.trim(), z.minLength(1, dailyActionsMessages.text), z.maxLength(500)),
        priority: checked(z.string(), z.trim(), z.maxLength(500)),
        isCompleted: z.boolean(),
      }),
    ),
    z.maxLength(60),
  ),
});
export type DailyActionsSaveBody = z.input<typeof dailyActionsSaveBody>;

export const dailyActionCompletion = z.object({
  id: uuid,
  entryId: uuid,
  actionText: z.string(),
  priority: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.nullable(timestamp),
  date: z.string(),
});
export type DailyActionCompletion = z.infer<typeof dailyActionCompletion>;
export const dailyActionCompletionList = z.array(dailyActionCompletion);
export const dateParams = z.strictObject({ date: isoDate() });

/** Daily-action completions over REST (the app writes them through sync). */
export const dailyActionRoutes = routeTable('daily-actions', 'signed-in', {
  dailyActionsForDate: get('/api/daily-actions/date/:date', {
    summary: 'Action completions of the daily plans of one date',
    params: dateParams,
    response: dailyActionCompletionList,
  }),
  saveDailyActions: post('/api/daily-actions/save', {
    summary: "Save the checked state of one plan's actions together",
    body: dailyActionsSaveBody,
    response: dailyActionCompletionList,
  }),
});
