// The scripture module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { default as scriptureAdminRoutes } from './admin-routes';
export { default as debugRoutes } from './debug-routes';
export { default as scriptureRoutes } from './routes';
export { type ScheduledDay, scheduledDays } from './scheduled-scripture-repository';
export { cachedTodayScripture, todayScriptureNow, verseReferenceOn } from './scripture-service';
export { default as upcomingScriptureRoutes } from './upcoming-routes';
export { usedVersesBetween } from './used-verse-repository';
