// features/password-reset: /forgot-password and /reset-password. The pages load lazily from
// app/routes.tsx by module; nothing here is used by other features.
export {};
