import type { ActionStepGroup } from '@reign/contract';
import type { TranslationId } from '@reign/contract/translation-list';
import { type StreakHistory, streakOf } from '@reign/domain';
import { keptVerseCredit } from '../kept-verse';

/** What a saved plan gives the completion moment: the parts of the saved body it shows. */
export interface SavedDay {
  id: string;
  date: string;
  verse: string;
  verseReference: string;
  /** the translation of the verse as the plan showed it (null: not known, the WEB's) */
  verseTranslation?: TranslationId | null | undefined;
  priorities: readonly string[];
  actionSteps: readonly ActionStepGroup[];
}

/** The 'Your day' card (issue 37): the verse, the three priorities and the first action. */
export interface YourDay {
  verse: string;
  /** the reference as the card shows it, in the verse's or the screens' language ('Salmos 23:1') */
  reference: string;
  /** the reference as the plan keeps it (English: the reader's link, the share's record) */
  verseReference: string;
  /** the abbreviation of the verse's translation ('RV1909'; none for the WEB) */
  translation: string | undefined;
  priorities: string[];
  /** the first action of the first priority that has one; null when the plan has none */
  firstAction: string | null;
}

export function yourDay(day: SavedDay, locale = 'en'): YourDay {
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
  const verseReference = day.verseReference.trim();
  const credit = keptVerseCredit({ verseReference, verseTranslation: day.verseTranslation }, locale);
  return {
    verse: day.verse.trim(),
    reference: credit.reference,
    verseReference,
    translation: credit.translation,
    priorities,
    firstAction,
  };
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
