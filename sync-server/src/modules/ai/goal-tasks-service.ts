import type { GoalCategory, SuggestedTask, TextSource } from '@reign/contract';
import { fallbackSuggestedTasks, spreadDueDates } from '@reign/domain';
import type { AiDeps } from './ai-service';
import { goalTasksPrompt } from './prompts';

interface GoalInput {
  title: string;
  description: string;
  category: GoalCategory;
  targetDate: string;
}

const clampInt = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : fallback;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

function parseTasks(answer: string): Array<Omit<SuggestedTask, 'category' | 'scheduledDate' | 'dueDate'>> {
  try {
    const parsed = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) as {
      tasks?: unknown;
    };
    if (!Array.isArray(parsed.tasks)) return [];
    return parsed.tasks
      .map((t: Record<string, unknown>) => ({
        title: text(t.title, 200),
        description: text(t.description, 1000) || null,
        priority: clampInt(t.priority, 1, 5, 3),
        estimatedMinutes: clampInt(t.estimatedMinutes, 0, 1440, 30),
        reasoning: text(t.reasoning, 1000) || null,
      }))
      .filter((t) => t.title.length > 0)
      .slice(0, 6);
  } catch {
    return [];
  }
}

/**
 * Tasks to review for a new goal, in the person's language: the AI's, else built-in suggestions; due
 * dates spread to the target.
 */
export async function goalTasksFor(
  deps: AiDeps,
  goal: GoalInput,
  /** the person's today (their zone's date): due dates are spread from it */
  today: string,
): Promise<{ tasks: SuggestedTask[]; source: TextSource }> {
  if (deps.ai.enabled && deps.allowed) {
    try {
      const tasks = parseTasks(
        await deps.ai.chat(goalTasksPrompt(goal, deps.language), { maxTokens: 800, json: true }),
      );
      if (tasks.length) {
        const dates = spreadDueDates(tasks.length, today, goal.targetDate);
        return {
          tasks: tasks.map((t, i) => ({
            ...t,
            category: goal.category,
            scheduledDate: today,
            dueDate: dates[i] ?? goal.targetDate,
          })),
          source: 'ai',
        };
      }
      deps.log.warn('AI goal tasks empty or unreadable; using built-in suggestions');
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'AI goal tasks failed; using built-in suggestions');
    }
  }
  return {
    tasks: fallbackSuggestedTasks(goal, today, deps.language),
    source: 'fallback',
  };
}
