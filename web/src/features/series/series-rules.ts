import { SERIES_LENGTH, type SeriesProgress, type SeriesTopic } from '@reign/contract';

export { SERIES_LENGTH };
export const SERIES_FEATURE = '7-Day Series';

export const SERIES_TEXTS = {
  enrolledTitle: 'Successfully enrolled!',
  enrollFailedTitle: 'Enrollment failed',
  continueFailedTitle: 'Error continuing series',
  noSeriesTitle: 'No Series Available',
  noSeries: 'New series are being prepared. Check back soon.',
} as const;

/** Progress percent: completed days of the 7, rounded. */
export function progressPercent(progress: Pick<SeriesProgress, 'completedDays' | 'isCompleted'>): number {
  if (progress.isCompleted) return 100;
  const days = new Set(progress.completedDays.filter((d) => d >= 1 && d <= SERIES_LENGTH));
  return Math.round((days.size / SERIES_LENGTH) * 100);
}

/** 'Day N of 7'. */
export function dayLabel(day: number): string {
  return `Day ${Math.min(Math.max(day, 1), SERIES_LENGTH)} of ${SERIES_LENGTH}`;
}

/** The series in progress now: the active one that is not completed. */
export function activeSeries(list: readonly SeriesProgress[]): SeriesProgress | undefined {
  return list.find((p) => p.isActive && !p.isCompleted);
}

export type TopicStatus = 'new' | 'enrolled' | 'completed';

/** A topic's card button: Start Series (new), Continue (enrolled), Restart Series (completed). */
export function topicStatus(topic: Pick<SeriesTopic, 'id'>, list: readonly SeriesProgress[]): TopicStatus {
  const progress = list.find((p) => p.seriesTopicId === topic.id);
  if (!progress) return 'new';
  return progress.isCompleted ? 'completed' : 'enrolled';
}

export const dayPath = (topicId: number, day: number) => `/series/${topicId}/day/${day}`;

/** The series finished at least once: they stay in Completed Series even after a restart. */
export function completedSeries(list: readonly SeriesProgress[]): SeriesProgress[] {
  return list.filter((p) => p.timesCompleted > 0 || p.isCompleted);
}

/** 'Completed once' / 'Completed 3 times'. */
export function timesCompletedLabel(times: number): string {
  return times <= 1 ? 'Completed once' : `Completed ${times} times`;
}
