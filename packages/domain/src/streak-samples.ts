// Histories for the tests that give one person's history to every place that shows or counts a
// streak and check that they agree (the domain's, the web's and the server's tests import them from
// `@reign/domain/streak-samples`). Not part of the package's index: no app code carries them.
import { addDays } from './central-time';
import { planEarns } from './fair-points';
import type { StreakHistory } from './streaks';

/** A plan or a day read, `ago` days before the person's today (-1: tomorrow). */
export interface SampleDay {
  ago: number;
  /** days after its date that the server received it (0, the default: on the day itself) */
  late?: number;
}

export interface StreakSample {
  name: string;
  /** the zone the person's day turns in (null: America/Chicago) */
  zone: string | null;
  plans: readonly SampleDay[];
  readingDays: readonly SampleDay[];
  /** what every screen shows: the dashboard's card, the completion moment, the calendar, the admin */
  shown: { current: number; longest: number; graceDaysAgo: readonly number[] };
  /** the streak the achievements count (`reached`, over the days recorded in time only) */
  earning: number;
}

export const STREAK_SAMPLES: readonly StreakSample[] = [
  {
    name: 'plans and reading days on different days, a missed day forgiven between them',
    zone: null,
    plans: [{ ago: 0 }, { ago: 2 }, { ago: 3 }],
    readingDays: [{ ago: 1 }, { ago: 5 }],
    shown: { current: 6, longest: 6, graceDaysAgo: [4] },
    earning: 6,
  },
  {
    name: 'a backdated plan and a day read sent late count on screen, not for the achievements',
    zone: null,
    // 9 and 8 days ago reached the server today: past the week; 7 days ago just within it
    plans: [{ ago: 9, late: 9 }, { ago: 4 }, { ago: 3 }, { ago: 2 }, { ago: 1 }, { ago: 0 }],
    readingDays: [{ ago: 8, late: 8 }, { ago: 7, late: 7 }, { ago: 6 }, { ago: 5 }],
    shown: { current: 10, longest: 10, graceDaysAgo: [] },
    earning: 8,
  },
  {
    name: "another time zone: the person's today, not Central's",
    zone: 'Pacific/Kiritimati',
    plans: [{ ago: 0 }],
    readingDays: [{ ago: 1 }, { ago: 2 }],
    shown: { current: 3, longest: 3, graceDaysAgo: [] },
    earning: 3,
  },
  {
    name: 'two missed days in a row end a run; a missed yesterday is forgiven while today is open',
    zone: null,
    plans: [{ ago: 6 }, { ago: 7 }],
    readingDays: [{ ago: 2 }, { ago: 3 }],
    shown: { current: 3, longest: 3, graceDaysAgo: [1] },
    earning: 2,
  },
  {
    name: 'a plan and a day read on one day count once; a second miss in a week ends the run; tomorrow never counts',
    zone: 'Asia/Manila',
    plans: [{ ago: 0 }, { ago: 1 }, { ago: 3 }],
    readingDays: [{ ago: 0 }, { ago: 4 }, { ago: 6 }, { ago: 7 }, { ago: -1, late: -1 }],
    shown: { current: 2, longest: 5, graceDaysAgo: [5] },
    earning: 5,
  },
  {
    name: 'nothing yet',
    zone: null,
    plans: [],
    readingDays: [],
    shown: { current: 0, longest: 0, graceDaysAgo: [] },
    earning: 0,
  },
];

/** The date of a sample's day, on the person's `today`. */
export const sampleDate = (day: SampleDay, today: string): string => addDays(today, -day.ago);

/** How many days before the person's today the server received it (the order to send them in). */
export const receivedAgo = (day: SampleDay): number => day.ago - (day.late ?? 0);

/** The sample's history on the person's `today` as the server has it (recorded in time by fair-points.ts). */
export function sampleHistory(sample: StreakSample, today: string): StreakHistory {
  const kept = (day: SampleDay) => {
    const date = sampleDate(day, today);
    const recordedInTime = planEarns({ date, receivedOn: addDays(date, day.late ?? 0), accountSince: date });
    return { date, recordedInTime };
  };
  return {
    plans: sample.plans.map(kept),
    readingDays: sample.readingDays.map((d) => {
      const { date, recordedInTime } = kept(d);
      return { readOn: date, recordedInTime };
    }),
  };
}
