import type { Language } from '@reign/contract/language-list';
import { useEffect } from 'react';
import { useMutations, useProfile } from '../../data';
import { activeLanguage, chooseLanguage, i18n } from '../../i18n';

/**
 * A member's language is the profile's `language`, synced to their other devices: a choice made on
 * this device (the header's switch, the profile's select) goes out as a profile change of that
 * field alone; a choice that comes with the profile (another device's) is shown here and kept on
 * the device (local storage and the cookie, so the server's first paint is in it too). Rendered
 * with the signed-in controls only: a guest's choice stays on the device.
 */
export function LanguageSync() {
  const profile = useProfile({ openGuest: false });
  const { updateProfile } = useMutations();
  const saved: Language | null = profile?.updatedAt ? (profile.language ?? null) : null;
  const loaded = profile !== undefined;

  // the profile's choice (another device's, after a sync) shown on this one
  useEffect(() => {
    if (saved && saved !== activeLanguage()) chooseLanguage(saved).catch(() => {});
  }, [saved]);

  // this device's choice kept with the profile
  useEffect(() => {
    if (!loaded) return;
    // 'change' also fires when a catalogue loads: only a new language is a choice
    let last = activeLanguage();
    return i18n.on('change', () => {
      const now = activeLanguage();
      if (now === last) return;
      last = now;
      if (now !== saved) updateProfile({ language: now }).catch(() => {});
    });
  }, [loaded, saved, updateProfile]);

  return null;
}
