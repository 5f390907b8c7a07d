import { type CompleteDayBody, routes, type SeriesEntry } from '@reign/contract';
import { callRoute } from '../../sync/api';
import { apiRequest } from '../../sync/http';

export const fetchTopics = () => callRoute(routes.seriesTopics);
export const fetchProgress = () => callRoute(routes.seriesProgressList);
/** Start a series at day 1, or restart a completed one; it becomes the active series. */
export const enrollInSeries = (topicId: number) => callRoute(routes.seriesEnroll, { topicId });
/** Makes an enrolled series the active one; answers its current day (null once completed). */
export const continueSeries = (topicId: number) => callRoute(routes.seriesContinue, { topicId });
/** Saves a day's plan; the series moves to the next day (day 7 completes it). */
export const completeSeriesDay = (body: CompleteDayBody) => callRoute(routes.seriesCompleteDay, body);

/** One day of a series (`GET /api/series/:topicId/days/:day`). */
export async function fetchSeriesDay(topicId: number, day: number): Promise<SeriesEntry> {
  const path = routes.seriesDay.path
    .replace(':topicId', encodeURIComponent(String(topicId)))
    .replace(':day', encodeURIComponent(String(day)));
  const response = await apiRequest(routes.seriesDay.method, path);
  return routes.seriesDay.response.parse(await response.json());
}
