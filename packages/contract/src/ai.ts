import { z } from 'zod';
import { isoDate } from './common';
import { GOAL_CATEGORIES } from './goals';

export const aiMessages = {
  verse: 'The verse text is required',
  reference: 'The verse reference is required',
  priority: 'Priority cannot be empty',
  tooLong: 'This text is too long',
} as const;

/** Where a generated text came from: the AI helper, or the built-in fallback. */
export const textSource = z.enum(['ai', 'fallback']);
export type TextSource = z.infer<typeof textSource>;

export const reflectionBody = z.strictObject({
  verse: z.string({ error: aiMessages.verse }).trim().min(1, aiMessages.verse).max(5000, aiMessages.tooLong),
  reference: z
    .string({ error: aiMessages.reference })
    .trim()
    .min(1, aiMessages.reference)
    .max(200, aiMessages.tooLong),
});
export const reflectionResponse = z.object({ reflection: z.string(), source: textSource });

export const actionStepsBody = z.strictObject({
  priority: z
    .string({ error: aiMessages.priority })
    .trim()
    .min(1, aiMessages.priority)
    .max(500, aiMessages.tooLong),
});
export const actionStepsResponse = z.object({ actionSteps: z.array(z.string()), source: textSource });

export const encouragementBody = z.strictObject({
  priorities: z.array(z.string().trim().max(500, aiMessages.tooLong)).max(3),
  actionSteps: z
    .array(
      z.strictObject({
        priority: z.string().trim().max(500, aiMessages.tooLong),
        actions: z.array(z.string().trim().max(500, aiMessages.tooLong)).max(20),
      }),
    )
    .max(3)
    .default([]),
  challenges: z.string().trim().max(5000, aiMessages.tooLong).default(''),
});
export type EncouragementBody = z.input<typeof encouragementBody>;
export const encouragementResponse = z.object({ encouragement: z.string(), source: textSource });

/** POST /api/ai/goal-tasks: tasks suggested for a goal, for the review dialog (nothing is saved). */
export const goalTasksBody = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, aiMessages.tooLong),
  description: z.string().trim().max(2000, aiMessages.tooLong).default(''),
  category: z.enum(GOAL_CATEGORIES).default('spiritual'),
  targetDate: isoDate('Target date is required'),
});
export type GoalTasksBody = z.input<typeof goalTasksBody>;

export const suggestedTask = z.object({
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(GOAL_CATEGORIES),
  priority: z.int().min(1).max(5),
  estimatedMinutes: z.int().min(0),
  reasoning: z.string().nullable(),
  scheduledDate: z.string(),
  dueDate: z.string().nullable(),
});
export type SuggestedTask = z.infer<typeof suggestedTask>;
export const goalTasksResponse = z.object({ tasks: z.array(suggestedTask), source: textSource });
