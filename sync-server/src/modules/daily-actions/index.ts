// The daily-actions module's door: all that code outside it may use (.dependency-cruiser.cjs).
export {
  COMPLETION_COLUMNS,
  completionCountsOf,
  insertCompletions,
  listCompletionsForDate,
  toCompletion,
} from './daily-action-repository';
export { saveDailyActions } from './daily-action-service';
export { default as dailyActionRoutes } from './routes';
