import { z } from 'zod';

/** One card of the Reflections Archive: a scheduled (Daily) scripture, or one of the user's saved plans. */
export const reflectionItem = z.object({
  id: z.string(),
  date: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  reflection: z.string().nullable(),
  audioUrl: z.string().nullable(),
  type: z.enum(['scheduled', 'personal']),
});
export type ReflectionItem = z.infer<typeof reflectionItem>;
export const reflectionList = z.array(reflectionItem);
