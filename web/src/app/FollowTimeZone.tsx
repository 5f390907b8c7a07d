import { TIME_ZONE_COOKIE } from '@reign/contract/time-zone-cookie';
import { APP_TIME_ZONE } from '@reign/domain';
import { Suspense, useEffect } from 'react';
import { chosenTimeZone, notifyServerClock, TIME_ZONE_KEY } from '../api';
import { useProfile } from '../data';
import { deviceTimeZone } from '../ui/device-zone';
import { lazyPart } from '../ui/LazyPart';

/** The member's zone (null: not chosen, or signed out), kept on the device: 'today' follows it at once. */
export function setChosenTimeZone(next: string | null): void {
  if (next === chosenTimeZone()) return;
  try {
    if (next) localStorage.setItem(TIME_ZONE_KEY, next);
    else localStorage.removeItem(TIME_ZONE_KEY);
  } catch {
    // storage refused: the day stays where it was
  }
  // the server renders the next first paint with this zone's day (cleared: America/Chicago's)
  const value = next ? encodeURIComponent(next) : '';
  const age = next ? 365 * 24 * 3600 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads for the first paint
  document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${age}; samesite=lax`;
  notifyServerClock();
}

// the offer of the device's zone to a member whose day turns elsewhere, on whichever page they are
// (it floats, once per device zone, until taken or turned down): its own chunk, and when it cannot
// load (offline) nothing stands in its place, and it is fetched again once online (React's own lazy
// threw the failed import at the app's root: a new browser offline went blank)
const TimeZoneOffer = lazyPart(
  async () => ({ default: (await import('../features/time-zone')).TimeZoneOffer }),
  () => null,
);

/**
 * Keeps 'today' in the signed-in member's zone (issue 39: their profile's, from any of their
 * devices): the server clock's date follows it and it is kept on the device for the next start;
 * the device's zone is offered when it differs.
 */
function FollowMemberTimeZone() {
  const profile = useProfile({ openGuest: false });
  const saved = profile?.updatedAt ? (profile.timeZone ?? null) : undefined;
  useEffect(() => {
    if (saved !== undefined) setChosenTimeZone(saved);
  }, [saved]);
  useEffect(() => () => setChosenTimeZone(null), []);
  return (
    <Suspense fallback={null}>
      <TimeZoneOffer />
    </Suspense>
  );
}

/**
 * A guest's day (no one signed in) turns in the device's own zone: there is no profile to choose
 * one in. America/Chicago's is kept as 'not chosen' (the home page says 'Central Time').
 */
function FollowDeviceTimeZone() {
  useEffect(() => {
    const device = deviceTimeZone();
    setChosenTimeZone(device && device !== APP_TIME_ZONE ? device : null);
    // signed in: the member's own zone, America/Chicago until their profile says
    return () => setChosenTimeZone(null);
  }, []);
  return null;
}

/**
 * 'today' in the person's zone: a member's profile's (FollowMemberTimeZone), a guest's device's.
 * Its own chunk, loaded once it is known who is here (InstalledAppLayer).
 */
export default function FollowTimeZone({ member }: { member: boolean }) {
  return member ? <FollowMemberTimeZone /> : <FollowDeviceTimeZone />;
}
