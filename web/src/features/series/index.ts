// features/series: the 7-day series (/series and /series/:topicId/day/:day).
// Its pages load lazily from app/routes.tsx by module (one chunk each); nothing here is used by other
// features yet.
export {};
