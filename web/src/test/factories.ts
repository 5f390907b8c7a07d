// Rows as the data API returns them, for tests: each call makes a new id (UUIDv7-shaped).
import type { Entry, Goal, ReflectionItem, SeriesEntry, SeriesProgress, Task } from '@reign/contract';
import type { AdminUser } from '../features/admin/user-sections/section-parts';

/**
 * A maker of test rows: `defaults()` (called afresh each time, so each row gets its own id) with the
 * overrides on top.
 */
export function factory<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** When the goal and task rows were made and last changed. */
const MADE = { createdAt: '2026-01-01T12:00:00.000Z', updatedAt: '2026-01-01T12:00:00.000Z' };

let counter = 0;
function nextId(): string {
  counter += 1;
  return `00000000-0000-7000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export const makeGoal = factory<Goal>(() => ({
  id: nextId(),
  title: 'Read the Bible daily',
  description: 'One chapter every morning',
  category: 'spiritual',
  season: 'year-round',
  priority: 1,
  targetDate: '2099-12-31',
  startDate: null,
  progressPercentage: 0,
  completedAt: null,
  isActive: true,
  ...MADE,
}));

export const makeTask = factory<Task>(() => ({
  id: nextId(),
  goalId: null,
  title: 'Pray for ten minutes',
  description: null,
  category: 'personal',
  priority: 3,
  scheduledDate: '2099-01-01',
  dueDate: null,
  estimatedMinutes: 30,
  aiSuggested: false,
  reasoning: null,
  completedAt: null,
  ...MADE,
}));

export const makeEntry = factory<Entry>(() => ({
  id: nextId(),
  date: '2026-03-05',
  verse: 'For I know the plans I have for you',
  verseReference: 'Jeremiah 29:11',
  verseReflection: null,
  verseTranslation: null,
  priorities: ['Family', 'Work'],
  actionSteps: [
    { priority: 'Family', actions: ['Call Mom', 'Pray together'] },
    { priority: 'Work', actions: ['Finish the report'] },
  ],
  challenges: 'No specific challenges identified.',
  encouragement: null,
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
}));

/** A member's progress in a 7-day series (topic 1 'Peace in a Busy Season' unless overridden). */
export const makeSeriesProgress = factory<SeriesProgress>(() => ({
  id: 10,
  seriesTopicId: 1,
  seriesTopic: { title: 'Peace in a Busy Season', description: 'Seven days of rest.' },
  currentDay: 1,
  isActive: true,
  isCompleted: false,
  startedAt: '2026-03-01T12:00:00.000Z',
  completedAt: null,
  completedDays: [],
  timesCompleted: 0,
  lastCompletedAt: null,
  currentDayOpensOn: null,
}));

/** One day of a series (topic 1, day 1 unless overridden). */
export const makeSeriesEntry = factory<SeriesEntry>(() => ({
  id: 101,
  seriesTopicId: 1,
  dayNumber: 1,
  title: 'Rest Is a Gift',
  verse: 'Come to me, all you who labor and are heavily burdened, and I will give you rest.',
  verseReference: 'Matthew 11:28',
  reflection: 'Rest is a gift before it is a task.\n\nToday, receive it.',
  audioUrl: null,
}));

/** A reflection of the archive (a scheduled one of Psalm 23:1 unless overridden). */
export const makeReflection = factory<ReflectionItem>(() => ({
  id: '1',
  date: '2026-03-10',
  verse: 'The Lord is my shepherd; I shall lack nothing.',
  verseReference: 'Psalm 23:1',
  reflection: 'Rest in His provision today.',
  audioUrl: null,
  type: 'scheduled',
}));

/** GET /api/today-scripture's answer for a date: a made-up verse named by its reference. */
export function scriptureAnswer(date: string, reference: string) {
  return {
    date,
    text: `The verse of ${reference}.`,
    verse: `The verse of ${reference}.`,
    reflection: 'A reflection long enough to be shown as it is, about the verse of the day.',
    reference,
    audioUrl: null,
    source: 'daily' as const,
  };
}

/** A user as the admin's user list answers it (Ruth, free, id 7), with any field changed. */
export const adminUserRow = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 7,
  username: 'ruth',
  displayName: 'Ruth',
  email: null,
  sharingPoints: 40,
  createdAt: '2026-11-01T12:00:00.000Z',
  referralCode: 'RUTH7',
  referredBy: null,
  referredByName: null,
  isPaidMember: false,
  membershipSource: null,
  ...over,
});
