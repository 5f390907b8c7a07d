import { Suspense, useState } from 'react';
import { serverNow } from '../../api';
import { useAuth } from '../../session';
import { lazyPart } from '../../ui/LazyPart';

// The watcher and the achievements' schemas are a signed-in person's: a guest's first load goes
// without them.
const RewardWatcher = lazyPart(
  async () => ({ default: (await import('./RewardWatcher')).RewardWatcher }),
  () => null,
);

/** The RewardWatcher, loaded and mounted once someone is signed in (it counts from the app's start). */
export function RewardWatcherWhenSignedIn() {
  const signedIn = useAuth().user !== null;
  const [since] = useState(() => serverNow().toISOString());
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RewardWatcher since={since} />
    </Suspense>
  );
}
