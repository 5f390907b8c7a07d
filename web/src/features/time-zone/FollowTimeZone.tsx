import { useEffect } from 'react';
import { setChosenTimeZone } from '../../api';
import { useProfile } from '../../data';
import { useAuth } from '../../session';

/**
 * Keeps 'today' in the signed-in member's zone (their profile's, from any of their devices): the
 * server clock's date follows it and it is kept on the device for the next start. A guest's and a
 * signed-out device's day is America/Chicago. Renders nothing.
 */
export function FollowTimeZone() {
  const { user, isLoading } = useAuth();
  const profile = useProfile({ openGuest: false });
  const saved = user !== null && profile?.updatedAt ? (profile.timeZone ?? null) : undefined;
  useEffect(() => {
    if (!isLoading && user === null) setChosenTimeZone(null);
    else if (saved !== undefined) setChosenTimeZone(saved);
  }, [isLoading, user, saved]);
  return null;
}
