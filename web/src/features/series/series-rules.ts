import { dayOpensTomorrow, SERIES_LENGTH, type SeriesProgress, type SeriesTopic } from '@reign/contract';

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

/**
 * 'Day 3 opens tomorrow' while the server says the current day is not open yet (it decides the
 * date); null when the day can be opened (or the series is completed).
 */
export function opensLabel(
  progress: Pick<SeriesProgress, 'currentDay' | 'currentDayOpensOn' | 'isCompleted'>,
): string | null {
  if (progress.isCompleted || !progress.currentDayOpensOn) return null;
  return dayOpensTomorrow(progress.currentDay);
}

/** Starting `topicId` would replace this series as the active one (its place is kept): ask first. */
export function seriesToReplace(
  list: readonly SeriesProgress[],
  topicId: number,
): SeriesProgress | undefined {
  const active = activeSeries(list);
  return active && active.seriesTopicId !== topicId ? active : undefined;
}

/** The confirm's question before replacing the active series. */
export function replaceQuestion(
  active: Pick<SeriesProgress, 'currentDay' | 'seriesTopic'>,
  title: string,
): string {
  const current = active.seriesTopic.title;
  return `You're on day ${Math.min(Math.max(active.currentDay, 1), SERIES_LENGTH)} of '${current}'. Start '${title}' instead? Your place in '${current}' is kept.`;
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
