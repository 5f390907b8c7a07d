import type { ActionStepGroup } from '@reign/contract';
import { type StreakHistory, streakOf } from '@reign/domain';

/** What a saved plan gives the completion moment: the parts of the saved body it shows. */
export interface SavedDay {
  id: string;
  date: string;
  verse: string;
  verseReference: string;
  priorities: readonly string[];
  actionSteps: readonly ActionStepGroup[];
}

/** The 'Your day' card (issue 37): the verse, the three priorities and the first action. */
export interface YourDay {
  verse: string;
  reference: string;
  priorities: string[];
  /** the first action of the first priority that has one; null when the plan has none */
  firstAction: string | null;
}

export function yourDay(day: SavedDay): YourDay {
  const priorities = day.priorities
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 3);
  let firstAction: string | null = null;
  for (const priority of priorities) {
    const action = day.actionSteps.find((g) => g.priority.trim() === priority)?.actions.find((a) => a.trim());
    if (action) {
      firstAction = action.trim();
      break;
    }
  }
  return { verse: day.verse.trim(), reference: day.verseReference.trim(), priorities, firstAction };
}

/** The file name of the day's image: 'reign-my-day-2026-11-26.png'. */
export function dayImageFileName(date: string): string {
  return `reign-my-day-${date.replace(/[^0-9-]/g, '') || 'today'}.png`;
}

/**
 * The streak before and after this save, by the one streak (packages/domain streaks.ts) over the
 * person's history (which may or may not hold the saved plan yet): `to` with the saved day's plan;
 * `from` without it, unless that day already had a plan before this save (an edit does not grow
 * the streak).
 */
export function streakGrowth(
  history: StreakHistory,
  saved: { date: string; wasPlanned: boolean },
  today: string,
): { from: number; to: number } {
  const others = history.plans.filter((p) => p.date !== saved.date);
  const to = streakOf({ ...history, plans: [...others, { date: saved.date }] }, today).current;
  if (saved.wasPlanned) return { from: to, to };
  const from = streakOf({ ...history, plans: others }, today).current;
  return { from: Math.min(from, to), to };
}
