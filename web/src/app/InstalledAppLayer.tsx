import { Suspense } from 'react';
import { chosenTimeZone } from '../api';
import { PlayerHostSlot } from '../features/audio';
import { DailyRefresh } from '../features/daily-refresh';
import { InstallBanner } from '../features/install';
import { RewardWatcherWhenSignedIn } from '../features/rewards';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useAuth } from '../session';
import { lazyPart } from '../ui/LazyPart';

// 'today' in the signed-in member's own zone (issue 39), a guest's in the device's
const FollowTimeZone = lazyPart(
  () => import('./FollowTimeZone'),
  () => null,
);

/**
 * The installed-app layer: the install banner, the update prompt, the 1 AM refresh, 'today' in the
 * member's own time zone (FollowTimeZone), the toasts
 * of newly earned rewards and the mini player (once something plays) (its code loaded once someone is signed in). None of it is on the first screen, so it is its own chunk, loaded after
 * the first effect (AppFrame): evaluating its modules (their schemas and stores) was part of every
 * page's longest start-up task (docs/performance.md).
 */
export default function InstalledAppLayer() {
  const auth = useAuth();
  const signedIn = auth.user !== null;
  // a guest's day moves only when the device is not in America/Chicago or a zone is still kept
  // (read as the layer renders again, when someone signs in or out): otherwise nothing to load.
  // Asked only once the account is known: the device's first Intl call loads its zone data (tens
  // of ms on a phone), not needed at all for a member
  const zoneToFollow =
    !auth.isLoading &&
    (signedIn ||
      chosenTimeZone() !== null ||
      Intl.DateTimeFormat().resolvedOptions().timeZone !== 'America/Chicago');
  return (
    <>
      <InstallBanner />
      <UpdatePrompt />
      <DailyRefresh />
      {zoneToFollow && (
        <Suspense fallback={null}>
          <FollowTimeZone member={signedIn} />
        </Suspense>
      )}
      <RewardWatcherWhenSignedIn />
      <PlayerHostSlot />
    </>
  );
}
