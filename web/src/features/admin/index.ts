// features/admin: /admin (scriptures, series, giveaways, SendFox) and /admin/users, behind AdminRoute.
// The pages load lazily from app/routes.tsx by module (one chunk each); this door holds what other
// features use.
export {};
