// features/dashboard: /dashboard, its stat cards and the overview tab (the other tabs come from goals, tasks,
// profile and history). Its pages load lazily from app/routes.tsx by module (one chunk each); the
// home page shows today's plan with the same card.
export { entryForDate } from './dashboard-stats';
export { StreakCard } from './StreakCard';
export { TodayPlanCard } from './TodayPlanCard';
