import { aiRoutes, type SuggestedTask } from '@reign/contract/ai';
import type { Goal } from '@reign/contract/goals';
import type { Language } from '@reign/contract/language-list';
import { fallbackSuggestedTasks } from '@reign/domain';
import { callApi, serverToday } from '../../api';
import { activeLanguage } from '../../i18n';

/** Spec part 1 section 9: generating a goal's tasks may take up to 30 seconds. */
export const GOAL_TASKS_TIMEOUT_MS = 30_000;

/** Where the suggestions came from: the AI, the server's built-in list, or this device's. */
export type GoalTasksSource = 'ai' | 'fallback' | 'local';

export interface GoalTaskSuggestions {
  tasks: SuggestedTask[];
  source: GoalTasksSource;
}

type GoalForTasks = Pick<Goal, 'title' | 'description' | 'category' | 'targetDate'>;

/**
 * The built-in suggestions, made on this device (offline, or when the server cannot answer), in the
 * language the screens show.
 */
export function localGoalTasks(
  goal: GoalForTasks,
  today: string = serverToday(),
  language: Language = activeLanguage(),
): SuggestedTask[] {
  return fallbackSuggestedTasks({ ...goal, description: goal.description ?? '' }, today, language);
}

/** POST /api/ai/goal-tasks, aborted after `timeoutMs`; the answer is checked against the contract. */
async function requestGoalTasks(goal: GoalForTasks, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await callApi(aiRoutes.aiGoalTasks, {
      body: {
        title: goal.title,
        description: goal.description,
        category: goal.category,
        targetDate: goal.targetDate,
      },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tasks to review for a new goal: `POST /api/ai/goal-tasks` (AI, or the server's built-in list),
 * else, offline, after `timeoutMs` or on any error, the same built-in list made here. Never rejects.
 */
export async function suggestGoalTasks(
  goal: GoalForTasks,
  { timeoutMs = GOAL_TASKS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<GoalTaskSuggestions> {
  const local = (): GoalTaskSuggestions => ({ tasks: localGoalTasks(goal), source: 'local' });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return local();
  try {
    const answer = await requestGoalTasks(goal, timeoutMs);
    return answer.tasks.length > 0 ? answer : local();
  } catch {
    return local();
  }
}
