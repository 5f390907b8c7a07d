import type { CompleteDayBody } from '@reign/contract/series';
import { seriesRoutes } from '@reign/contract/series';
import { callApi } from '../../api';

export const fetchTopics = () => callApi(seriesRoutes.seriesTopics);
export const fetchProgress = () => callApi(seriesRoutes.seriesProgressList);
/** Start a series at day 1, or restart a completed one; it becomes the active series. */
export const enrollInSeries = (topicId: number) => callApi(seriesRoutes.seriesEnroll, { body: { topicId } });
/** Makes an enrolled series the active one; answers its current day (null once completed). */
export const continueSeries = (topicId: number) =>
  callApi(seriesRoutes.seriesContinue, { body: { topicId } });
/** Saves a day's plan; the series moves to the next day (day 7 completes it). */
export const completeSeriesDay = (body: CompleteDayBody) => callApi(seriesRoutes.seriesCompleteDay, { body });
/** One day of a series (`GET /api/series/:topicId/days/:day`). */
export const fetchSeriesDay = (topicId: number, day: number) =>
  callApi(seriesRoutes.seriesDay, { params: { topicId, day } });
