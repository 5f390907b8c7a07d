import { usePlayerStore } from '../player-store';
import { MiniPlayer } from './MiniPlayer';

/**
 * Above the routes (loaded once something plays): the mini player, shown while a track plays or is
 * paused and no control of it is on screen.
 */
export default function PlayerHost() {
  const shown = usePlayerStore(
    (s) => s.track !== null && s.state !== 'idle' && s.inlineShown <= s.inlineHidden,
  );
  return shown ? <MiniPlayer /> : null;
}
