import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutations, useProfile } from '../../data';
import { useAuth } from '../../session';
import { showToast } from '../../ui/toast';

export interface TimeZoneState {
  /** a member whose profile has loaded (a guest's day is always America/Chicago) */
  ready: boolean;
  /** the zone the member chose, null: not chosen (America/Chicago) */
  zone: string | null;
  choose: (next: string | null) => void;
}

/**
 * The member's time zone (issue 39): the profile's `timeZone`, synced to their other devices. A
 * change goes out as a profile change of that field alone; 'today' follows it once the profile
 * (in the device's database) has it (FollowTimeZone).
 */
export function useTimeZone(): TimeZoneState {
  const member = useAuth().user !== null;
  const profile = useProfile({ openGuest: false });
  const { updateProfile } = useMutations();
  const { t } = useLingui();
  const choose = useCallback(
    (next: string | null) => {
      updateProfile({ timeZone: next }).catch(() =>
        showToast({
          title: t`Could not save your time zone`,
          message: t`Please try again.`,
          variant: 'error',
        }),
      );
    },
    [updateProfile, t],
  );
  return { ready: member && profile !== undefined, zone: profile?.timeZone ?? null, choose };
}
