// features/rewards: Share The Word (/referral): referral program, giveaways and achievements.
// Its pages load lazily from app/routes.tsx by module (one chunk each). The app mounts the
// RewardWatcher (loaded once someone is signed in), which announces achievements and refreshes the
// points after writes reach the server.
export { RewardWatcherWhenSignedIn } from './RewardWatcherWhenSignedIn';
