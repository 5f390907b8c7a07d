import { BOOKS, RV1909_BOOK_NAMES } from '@reign/bible';
import type { GoalCategory, SuggestedTask } from '@reign/contract';
import { addDays } from '../central-time';
import { goalSuggestionCategory, pickFromSet } from './suggestions';
import { THE_BOOK_ES } from './suggestions-es';
import type { TextLanguage } from './text-language';

/** How many built-in tasks a new goal is offered when no AI answers. */
export const FALLBACK_GOAL_TASKS = 3;
/** Built-in first steps are due within this many days of each other, however far the target is. */
export const FALLBACK_STEP_MAX_DAYS = 14;

/**
 * Due dates for `count` tasks spread evenly from today to the goal's target date (the last one on
 * the target date); all today when the target is today or past. (The AI's tasks.)
 */
export function spreadDueDates(count: number, today: string, targetDate: string): string[] {
  const span = daysUntil(today, targetDate);
  if (span <= 0) return Array.from({ length: count }, () => today);
  return Array.from({ length: count }, (_, i) =>
    addDays(today, Math.max(1, Math.round((span * (i + 1)) / count))),
  );
}

function daysUntil(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

/**
 * Due dates for built-in first steps (issue 15): evenly spaced before the target date, at most two
 * weeks apart, so a goal a year away does not get a first step due in four months; all today when
 * the target is today or past.
 */
export function firstStepDueDates(count: number, today: string, targetDate: string): string[] {
  const span = daysUntil(today, targetDate);
  if (span <= 0) return Array.from({ length: count }, () => today);
  const step = Math.min(FALLBACK_STEP_MAX_DAYS, span / (count + 1));
  return Array.from({ length: count }, (_, i) =>
    addDays(today, Math.min(span, Math.max(1, Math.round(step * (i + 1))))),
  );
}

/**
 * Minutes a suggestion asks for, in English or Spanish: the time it names ('a 20-minute walk',
 * '20 minutos', 'for an hour', 'una hora'), 60 for an evening, a meal or a study, 15 for a call, a
 * note, a list or a prayer, else 30. (The Spanish words start and end a word: \b knows no 'í'.)
 */
export function suggestionMinutes(title: string): number {
  const minutes = /(\d+)[- ]minutes?/i.exec(title) ?? /(\d+) ?minutos?(?!\p{L})/iu.exec(title);
  if (minutes?.[1]) return Number(minutes[1]);
  if (/\b(an|one) hour\b/i.test(title) || /(?<!\p{L})(una|1) hora(?!\p{L})/iu.test(title)) return 60;
  if (
    /\b(evening|meal|study)\b/i.test(title) ||
    /(?<!\p{L})(por la noche|cada noche|una noche|comida|estudio)(?!\p{L})/iu.test(title)
  )
    return 60;
  if (
    /\b(call|message|note|list|write|pray|thank|set up|cancel)\b/i.test(title) ||
    /(?<!\p{L})(llama|escribe|escríbele|ora|orar|agradece|mensaje|lista|nota|anota|programa|cancela)(?!\p{L})/iu.test(
      title,
    )
  )
    return 15;
  return 30;
}

export interface FallbackGoalTask {
  title: string;
  dueDate: string;
  /** 1 Low … 5 Urgent: the first step matters most */
  priority: number;
  estimatedMinutes: number;
}

/**
 * Built-in tasks for a goal, in `language`: suggestions from the set its words point to, with
 * spread due dates.
 */
export function fallbackGoalTasks(
  goal: { title: string; description: string | null; category?: string | null },
  today: string,
  targetDate: string,
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): FallbackGoalTask[] {
  const set = goalSuggestionCategory(goal, language);
  const picked = pickFromSet(set, FALLBACK_GOAL_TASKS, random, language);
  const titles = set === 'reading' ? readingTasks(picked, goal.title, language) : picked;
  const dates = firstStepDueDates(titles.length, today, targetDate);
  return titles.map((title, i) => ({
    title,
    dueDate: dates[i] ?? targetDate,
    priority: Math.max(2, 4 - i),
    estimatedMinutes: suggestionMinutes(title),
  }));
}

/**
 * A book of the Bible a text names in full, capitalised ('the Gospel of John', 'Psalm'), longest name
 * first. In Spanish the RV1909's name is looked for first, with or without its accents ('el
 * Evangelio de Juan': 'Juan'; 'Salmo': 'Salmos'; 'Genesis': 'Génesis'), then the English one.
 */
export function bookNamed(text: string, language: TextLanguage = 'en'): string | undefined {
  if (language === 'es') {
    const found = spanishBookNamed(text);
    if (found) return found;
  }
  const names = BOOKS.map((b) => b.name).sort((a, b) => b.length - a.length);
  return names.find((n) => new RegExp(`\\b${n.replace(/s$/, 's?')}\\b`).test(text));
}

/** Without accents ('Génesis' is 'Genesis'), so \b can tell where a word ends. */
const unaccented = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

const SPANISH_NAMES = [...RV1909_BOOK_NAMES].sort((a, b) => b.length - a.length);

function spanishBookNamed(text: string): string | undefined {
  const plain = unaccented(text);
  return SPANISH_NAMES.find((n) =>
    new RegExp(`\\b${unaccented(n).replace(/^Salmos$/, 'Salmos?')}\\b`).test(plain),
  );
}

/** Reading tasks naming the book the goal names ('John'), left general when it names none. */
function readingTasks(titles: readonly string[], goalTitle: string, language: TextLanguage): string[] {
  const book = bookNamed(goalTitle, language);
  if (!book) return [...titles];
  return language === 'es'
    ? titles.map((t) => t.replaceAll(THE_BOOK_ES, `libro de ${book}`))
    : titles.map((t) => t.replaceAll('the book you are reading', book));
}

/**
 * The built-in tasks as suggested tasks (the server's answer when no AI answers, and the app's
 * own offline), in `language`: in the goal's category, scheduled today, without description or
 * reasoning.
 */
export function fallbackSuggestedTasks(
  goal: { title: string; description: string | null; category: GoalCategory; targetDate: string },
  today: string,
  language: TextLanguage = 'en',
): SuggestedTask[] {
  return fallbackGoalTasks(goal, today, goal.targetDate, Math.random, language).map((t) => ({
    title: t.title,
    description: null,
    category: goal.category,
    priority: t.priority,
    estimatedMinutes: t.estimatedMinutes,
    reasoning: null,
    scheduledDate: today,
    dueDate: t.dueDate,
  }));
}
