export { type ShownVerse, verseInTranslation } from './chosen-verse';
export {
  type DayScripture,
  defaultScripture,
  resolveTodayScripture,
  type ScriptureOrigin,
} from './resolve';

/** Keeps the next 7 days' verses on the device (upcoming.ts, its own chunk); answers how many. */
export const prefetchUpcoming: typeof import('./upcoming').prefetchUpcoming = async (cache, doFetch) =>
  (await import('./upcoming')).prefetchUpcoming(cache, doFetch);
export { resetTodayScripture, seedTodayScripture, useTodayScripture } from './use-today-scripture';
