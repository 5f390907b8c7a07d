// features/reflections: the reflections archive (/reflections).
// Its pages load lazily from app/routes.tsx by module (one chunk each); nothing here is used by other
// features yet.
export {};
