import { lazyPart } from '../../ui/LazyPart';
import { usePlayerPresent } from './player-present';

const PlayerHost = lazyPart(
  () => import('./panel/PlayerHost'),
  () => null,
);

/**
 * Where the app's player shows outside its pages (app/InstalledAppLayer.tsx): nothing, and no code
 * fetched, until something has played.
 */
export function PlayerHostSlot() {
  const started = usePlayerPresent();
  return started ? <PlayerHost /> : null;
}
