// features/home: the daily page (/) around the wizard.
// Its pages load lazily from app/routes.tsx by module (one chunk each); nothing here is used by other
// features yet.
export {};
