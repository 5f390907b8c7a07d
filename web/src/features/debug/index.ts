// features/debug: the public /debug/images and /debug/:name pages. They load lazily from
// app/routes.tsx by module; nothing here is used by other features.
export {};
