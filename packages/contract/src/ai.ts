import * as z from 'zod/mini';
import { checked } from './checked';
import { entryMessages } from './entries';
import { fieldMessages, isoDate, requiredText } from './fields';
import { goalMessages } from './goal-labels';
import { GOAL_CATEGORIES } from './goals';
import { post, routeTable } from './route-builder';

export const aiMessages = {
  verse: 'The verse text is required',
} as const;

/** Where a generated text came from: the AI helper, or the built-in fallback. */
export const textSource = z.enum(['ai', 'fallback']);
export type TextSource = z.infer<typeof textSource>;

export const reflectionBody = z.strictObject({
  verse: requiredText(aiMessages.verse, 5000, entryMessages.tooLong),
  reference: requiredText(entryMessages.reference, 200, entryMessages.tooLong),
});
export const reflectionResponse = z.object({ reflection: z.string(), source: textSource });

export const actionStepsBody = z.strictObject({
  priority: requiredText(entryMessages.priority, 500, entryMessages.tooLong),
});
export const actionStepsResponse = z.object({ actionSteps: z.array(z.string()), source: textSource });

export const encouragementBody = z.strictObject({
  priorities: checked(
    z.array(checked(z.string(), z.trim(), z.maxLength(500, entryMessages.tooLong))),
    z.maxLength(3),
  ),
  actionSteps: z._default(
    checked(
      z.array(
        z.strictObject({
          priority: checked(z.string(), z.trim(), z.maxLength(500, entryMessages.tooLong)),
          actions: checked(
            z.array(checked(z.string(), z.trim(), z.maxLength(500, entryMessages.tooLong))),
            z.maxLength(20),
          ),
        }),
      ),
      z.maxLength(3),
    ),
    [],
  ),
  challenges: z._default(checked(z.string(), z.trim(), z.maxLength(5000, entryMessages.tooLong)), ''),
  /** issue 20: titles of up to 3 prayer requests the prayer names */
  prayerRequests: z.optional(
    checked(z.array(checked(z.string(), z.trim(), z.maxLength(120, entryMessages.tooLong))), z.maxLength(3)),
  ),
});
export type EncouragementBody = z.input<typeof encouragementBody>;
export const encouragementResponse = z.object({ encouragement: z.string(), source: textSource });

/** POST /api/ai/goal-tasks: tasks suggested for a goal, for the review dialog (nothing is saved). */
export const goalTasksBody = z.strictObject({
  title: requiredText(fieldMessages.title, 200, entryMessages.tooLong),
  description: z._default(checked(z.string(), z.trim(), z.maxLength(2000, entryMessages.tooLong)), ''),
  category: z._default(z.enum(GOAL_CATEGORIES), 'spiritual'),
  targetDate: isoDate(goalMessages.targetDate),
});
export type GoalTasksBody = z.input<typeof goalTasksBody>;

export const suggestedTask = z.object({
  title: z.string(),
  description: z.nullable(z.string()),
  category: z.enum(GOAL_CATEGORIES),
  priority: checked(z.int(), z.minimum(1), z.maximum(5)),
  estimatedMinutes: checked(z.int(), z.minimum(0)),
  reasoning: z.nullable(z.string()),
  scheduledDate: z.string(),
  dueDate: z.nullable(z.string()),
});
export type SuggestedTask = z.infer<typeof suggestedTask>;
export const goalTasksResponse = z.object({ tasks: z.array(suggestedTask), source: textSource });

/** Generated texts, each with a built-in fallback. */
export const aiRoutes = routeTable('ai', 'public', {
  aiReflection: post('/api/ai/reflection', {
    summary: 'A reflection on a verse (the built-in one when AI is off or fails)',
    body: reflectionBody,
    response: reflectionResponse,
  }),
  aiActionSteps: post('/api/ai/action-steps', {
    summary: 'Action steps for a priority (built-in ones when AI is off or fails)',
    body: actionStepsBody,
    response: actionStepsResponse,
  }),
  aiEncouragement: post('/api/ai/encouragement', {
    summary: "A prayer naming the day's priorities (a built-in one when AI is off or fails)",
    body: encouragementBody,
    response: encouragementResponse,
  }),
  aiGoalTasks: post('/api/ai/goal-tasks', {
    summary:
      'Tasks suggested for a goal, to review before saving (built-in suggestions when AI is off or fails)',
    body: goalTasksBody,
    response: goalTasksResponse,
  }),
});
