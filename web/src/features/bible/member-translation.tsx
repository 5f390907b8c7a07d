import { Suspense } from 'react';
import { lazyPart } from '../../ui/LazyPart';
import { useAuth } from '../auth';

// The profile's part of the choice (its live query, the profile write) is a member's: its code is
// fetched once someone is signed in, and a guest's first load of `/` goes without it. Nothing shows,
// so a chunk that cannot load (offline, not kept yet) leaves the device's copy as it is until online.
const Sync = lazyPart(
  () => import('./MemberTranslationSync'),
  () => null,
);

/**
 * Where a screen shows a verse in the chosen translation (it reads the device's copy,
 * `useShownTranslation`): for a member, the profile's choice (another device's) is brought into
 * that copy, and a guest's choice made before signing up becomes the profile's.
 */
export function MemberTranslation() {
  return useAuth().user !== null ? (
    <Suspense fallback={null}>
      <Sync />
    </Suspense>
  ) : null;
}
