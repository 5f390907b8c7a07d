import { z } from 'zod';

/** GET /api/today-scripture: both namings of the spec (text and verse) carry the verse text. */
export const todayScripture = z.object({
  /** the America/Chicago date this scripture belongs to */
  date: z.string(),
  text: z.string(),
  verse: z.string(),
  reference: z.string(),
  reflection: z.string(),
  audioUrl: z.string().nullable(),
  /** scheduled by the admin, or the built-in verse of the day */
  source: z.enum(['scheduled', 'daily']),
});
export type TodayScripture = z.infer<typeof todayScripture>;
