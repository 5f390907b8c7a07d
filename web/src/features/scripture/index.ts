export {
  type DayScripture,
  defaultScripture,
  fetchTodayScripture,
  loadDailyVerse,
  resolveTodayScripture,
  type ScriptureOrigin,
  TODAY_SCRIPTURE_PATH,
} from './resolve';
export { resetTodayScripture, useTodayScripture } from './use-today-scripture';
