import { addDays } from './central-time';

/** A grace day forgives one missed day; the next may come a full week later (issue 15). */
export const GRACE_WINDOW_DAYS = 7;

/**
 * A person's history as the side that asks has it: the device's rows (an `Entry` has `date`, a
 * `ReadingProgress` has `readOn`) or the server's. Every screen and server rule passes this to
 * `streakOf`, never a list of days of its own.
 */
export interface StreakHistory {
  /** their live plans, by the date each was saved for */
  plans: readonly KeptDay<'date'>[];
  /** the days of reading plans they read (live ticks), by the date each was read on */
  readingDays: readonly KeptDay<'readOn'>[];
}

/** A plan or a day read: its date, and what only the server knows of it. */
export type KeptDay<K extends string> = { readonly [key in K]: string } & {
  /**
   * The server recorded it in time (fair-points.ts `planEarns`: received within PLAN_GRACE_DAYS of
   * its date, not dated before the account, not imported). Only the server knows; a device leaves it out.
   */
  readonly recordedInTime?: boolean;
};

export interface StreakOptions {
  /**
   * Count only the days recorded in time: the streak achievements, which award points, so a day
   * counts there only when the server received it within the week (never a date a device claimed later).
   */
  recordedInTime?: boolean;
}

export interface Streak {
  /** days in the run that reaches today (or yesterday: today is still open), grace days included */
  current: number;
  /** days in the longest run, grace days included */
  longest: number;
  /**
   * the longest run counting only missed days already forgiven between two counted days (never a
   * missed yesterday forgiven only while today is open): a streak reached this way stays reached,
   * which the streak achievements count
   */
  reached: number;
  /** the missed days forgiven, in every run (YYYY-MM-DD, ascending) */
  graceDays: string[];
  /** the days that count, up to today (YYYY-MM-DD, ascending) */
  days: string[];
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The runs of counted days (distinct, ascending), a missed day between two of them forgiven by the rule. */
function walkRuns(days: readonly string[]) {
  const graceDays: string[] = [];
  let longest = 0;
  let run = 0;
  let lastGrace: number | null = null;
  let previous: number | null = null;
  const graceAllowed = (missed: number) => lastGrace === null || missed - lastGrace >= GRACE_WINDOW_DAYS;

  for (const date of days) {
    const n = dayNumber(date);
    if (previous !== null && n - previous === 1) {
      run += 1;
    } else if (previous !== null && n - previous === 2 && graceAllowed(n - 1)) {
      lastGrace = n - 1;
      graceDays.push(addDays(date, -1));
      run += 2;
    } else {
      run = 1;
      lastGrace = null;
    }
    previous = n;
    longest = Math.max(longest, run);
  }
  return { graceDays, longest, run, previous, graceAllowed };
}

/**
 * Which days count: a day with a saved plan, and a day on which a day of a reading plan was read
 * (each in the person's own day, as it was dated when made), once each, none after today. With
 * `recordedInTime`, only the days the server recorded in time.
 */
function countedDays(history: StreakHistory, today: string, options: StreakOptions): string[] {
  const counts = (day: { recordedInTime?: boolean }) =>
    !options.recordedInTime || day.recordedInTime === true;
  const dates = [
    ...history.plans.filter(counts).map((p) => p.date),
    ...history.readingDays.filter(counts).map((r) => r.readOn),
  ];
  return [...new Set(dates)].filter((d) => d <= today).sort();
}

/**
 * The one streak (docs/decisions.md 'Streaks'): every screen (the dashboard's card, the completion
 * moment, the History calendar, the admin's view of a person) and every server rule (the streak
 * achievements, with `recordedInTime`) asks it, giving the person's history. One missed day between
 * two counted days is forgiven as a grace day, at most one in any seven days; a second miss within
 * the week, or two missed days in a row, ends the run. Today without a counted day yet does not end
 * the current run (the day is still open), and neither does a missed yesterday that can be a grace day.
 */
export function streakOf(history: StreakHistory, today: string, options: StreakOptions = {}): Streak {
  const days = countedDays(history, today, options);
  const { graceDays, longest, run, previous, graceAllowed } = walkRuns(days);
  let current = 0;
  let longestNow = longest;
  if (previous !== null) {
    const sinceLast = dayNumber(today) - previous;
    if (sinceLast <= 1) current = run;
    else if (sinceLast === 2 && graceAllowed(previous + 1)) {
      // yesterday was missed and today is still open: yesterday is forgiven for now
      current = run + 1;
      graceDays.push(addDays(today, -1));
      longestNow = Math.max(longest, current);
    }
  }
  return { current, longest: longestNow, reached: longest, graceDays, days };
}
