import { addDays } from './central-time';

/** A grace day forgives one missed day; the next may come a full week later (issue 15). */
export const GRACE_WINDOW_DAYS = 7;

export interface PlanStreaks {
  /** days in the run that reaches today (or yesterday: today is still open), grace days included */
  current: number;
  /** days in the longest run, grace days included */
  longest: number;
  /** the missed days forgiven, in every run (YYYY-MM-DD, ascending) */
  graceDays: string[];
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The runs of planned days (distinct, ascending), a missed day between two of them forgiven by the rule. */
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

const distinctSorted = (dates: readonly string[]) => [...new Set(dates)].sort();

/**
 * The streaks of days with a saved plan (Central dates; a plan made offline counts by its own
 * date). One missed day between two planned days is forgiven as a grace day, at most one in any
 * seven days; a second miss within the week, or two missed days in a row, ends the run. Today
 * without a plan yet does not end the current run (the day is still open), and neither does a
 * missed yesterday that can be a grace day. The one streak rule: the dashboard shows it, and the
 * streak achievements count it (`longestPlanStreak`, over the days that earn).
 */
export function planStreaks(planDates: readonly string[], today: string): PlanStreaks {
  const { graceDays, longest, run, previous, graceAllowed } = walkRuns(
    distinctSorted(planDates).filter((d) => d <= today),
  );
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
  return { current, longest: longestNow, graceDays };
}

/**
 * The longest streak by the same rule, counting only the missed days already forgiven between two
 * planned days (never a missed yesterday that is forgiven only while today is open): a streak
 * reached this way stays reached. The streak achievements count it over the days that earn.
 */
export function longestPlanStreak(planDates: readonly string[]): number {
  return walkRuns(distinctSorted(planDates)).longest;
}

/**
 * The days that count toward the streak (issue 38): a day with a saved plan, and a day a day of a
 * reading plan was read (its Central date). The same grace rule (planStreaks) runs over them.
 */
export function streakDays(planDates: readonly string[], readingDates: readonly string[]): string[] {
  return [...planDates, ...readingDates];
}
