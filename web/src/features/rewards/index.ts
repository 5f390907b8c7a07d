// features/rewards: Share The Word (/referral): referral program, giveaways and achievements.
// Its pages load lazily from app/routes.tsx by module (one chunk each); nothing here is used by other
// features yet.
export {};
