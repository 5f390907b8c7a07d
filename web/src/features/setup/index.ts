// features/setup: /setup, where the operator of a new installation becomes its administrator with
// the one-time link the server printed. The page loads lazily from app/routes.tsx by module;
// nothing here is used by other features.
export {};
