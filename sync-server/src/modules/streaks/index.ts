// The streaks module's door: all that code outside it may use (.dependency-cruiser.cjs).
export { personStreak } from './streak-service';
