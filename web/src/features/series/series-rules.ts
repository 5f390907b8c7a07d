import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SERIES_LENGTH, type SeriesProgress, type SeriesTopic } from '@reign/contract';
import { i18n as appI18n } from '../../i18n';
import { dayLabel as calendarDayLabel } from '../../ui/day-label';

export { SERIES_LENGTH };
/** The premium feature's name for the upgrade prompt (shown with i18n._). */
export const SERIES_FEATURE = msg`7-Day Series`;

/** The page's toasts and empty state (shown with i18n._). */
export const SERIES_TEXTS = {
  enrolledTitle: msg`Successfully enrolled!`,
  enrollFailedTitle: msg`Enrollment failed`,
  continueFailedTitle: msg`Error continuing series`,
  noSeriesTitle: msg`No Series Available`,
  noSeries: msg`New series are being prepared. Check back soon.`,
} as const;

/** Progress percent: completed days of the 7, rounded. */
export function progressPercent(progress: Pick<SeriesProgress, 'completedDays' | 'isCompleted'>): number {
  if (progress.isCompleted) return 100;
  const days = new Set(progress.completedDays.filter((d) => d >= 1 && d <= SERIES_LENGTH));
  return Math.round((days.size / SERIES_LENGTH) * 100);
}

/** 'Day N of 7' (in the active language unless `i18n` is given). */
export function dayLabel(day: number, i18n: I18n = appI18n): string {
  const shown = Math.min(Math.max(day, 1), SERIES_LENGTH);
  const length = SERIES_LENGTH;
  return i18n._(msg`Day ${shown} of ${length}`);
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
  i18n: I18n = appI18n,
): string | null {
  if (progress.isCompleted || !progress.currentDayOpensOn) return null;
  return dayOpensLabel(progress.currentDay, i18n);
}

/** 'Day 3 opens tomorrow' (the English is the contract's dayOpensTomorrow, word for word). */
export function dayOpensLabel(day: number, i18n: I18n = appI18n): string {
  return i18n._(msg`Day ${day} opens tomorrow`);
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
  i18n: I18n = appI18n,
): string {
  // the titles in quotes as values: an apostrophe before a placeholder would escape it (ICU)
  const current = `'${active.seriesTopic.title}'`;
  const next = `'${title}'`;
  const day = Math.min(Math.max(active.currentDay, 1), SERIES_LENGTH);
  return i18n._(
    msg`You're on day ${day} of ${current}. Start ${next} instead? Your place in ${current} is kept.`,
  );
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
export function timesCompletedLabel(times: number, i18n: I18n = appI18n): string {
  const count = Math.max(times, 1);
  return i18n._(msg`Completed ${plural(count, { one: 'once', other: '# times' })}`);
}

/**
 * A YYYY-MM-DD date in full: English as packages/domain's formatDayLabel writes it ('Thursday,
 * November 26, 2026'); another language through Intl ('jueves, 26 de noviembre de 2026').
 */
export function longDayLabel(iso: string, locale: string = appI18n.locale): string {
  return calendarDayLabel(iso, 'long', locale);
}
