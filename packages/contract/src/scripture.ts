import * as z from 'zod/mini';
import { get, routeTable } from './route-builder';

/** GET /api/today-scripture: both namings of the spec (text and verse) carry the verse text. */
export const todayScripture = z.object({
  /** the America/Chicago date this scripture belongs to */
  date: z.string(),
  text: z.string(),
  verse: z.string(),
  reference: z.string(),
  reflection: z.string(),
  /** 'Matthew Henry, Concise Commentary' when the reflection is his comment (the whole section: GET /api/commentary/{reference}) */
  credit: z.optional(z.string()),
  audioUrl: z.nullable(z.string()),
  /** scheduled by the admin, or the built-in verse of the day */
  source: z.enum(['scheduled', 'daily']),
});
export type TodayScripture = z.infer<typeof todayScripture>;

/** Today's scripture, on the first screen of everyone. */
export const scriptureRoutes = routeTable('scripture', 'public', {
  todayScripture: get('/api/today-scripture', {
    summary: "Today's verse (America/Chicago date) with its reflection and audio",
    response: todayScripture,
  }),
});
