// features/rewards: Share The Word (/referral): referral program, giveaways and achievements.
// Its pages load lazily from app/routes.tsx by module (one chunk each). The app mounts the
// RewardWatcher, which announces achievements and refreshes the points after writes reach the server.
export { RewardWatcher } from './RewardWatcher';
