// features/not-found: the 404 page. It loads lazily from app/routes.tsx by module; nothing here is used
// by other features.
export {};
