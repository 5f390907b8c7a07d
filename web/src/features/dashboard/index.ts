// features/dashboard: /dashboard, its stat cards and the overview tab (the other tabs come from goals, tasks,
// profile and history).
// Its pages load lazily from app/routes.tsx by module (one chunk each); nothing here is used by other
// features yet.
export {};
