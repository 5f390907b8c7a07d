import { useEffect } from 'react';
import { setChosenTimeZone } from '../api';
import { useProfile } from '../data';
import { useAuth } from '../session';

/**
 * Keeps 'today' in the signed-in member's zone (issue 39: their profile's, from any of their
 * devices): the server clock's date follows it and it is kept on the device for the next start. A
 * guest's day, and a signed-out device's, is America/Chicago. Renders nothing. (Here, not lazy in
 * the time-zone feature: a part loaded apart costs the first load more than these lines.)
 */
export function FollowTimeZone() {
  const { user, isLoading } = useAuth();
  const profile = useProfile({ openGuest: false });
  const saved = user && profile?.updatedAt ? (profile.timeZone ?? null) : undefined;
  useEffect(() => {
    if (saved !== undefined) setChosenTimeZone(saved);
    else if (!user && !isLoading) setChosenTimeZone(null);
  }, [saved, user, isLoading]);
  return null;
}
