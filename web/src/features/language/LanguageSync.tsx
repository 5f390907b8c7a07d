import type { Language } from '@reign/contract/language-list';
import { useEffect } from 'react';
import { useMutations, useProfile } from '../../data';
import { activeLanguage, chooseLanguage, clearUnkeptLanguage, i18n, unkeptLanguage } from '../../i18n';

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
    if (saved && saved !== activeLanguage()) chooseLanguage(saved, { byPerson: false }).catch(() => {});
  }, [saved]);

  // this device's choice kept with the profile: one made before the profile loaded (or before this
  // mounted) waits on the device (unkeptLanguage) and goes out once it has
  useEffect(() => {
    if (!loaded) return;
    const keep = () => {
      const chosen = unkeptLanguage();
      if (!chosen) return;
      clearUnkeptLanguage();
      if (chosen !== saved) updateProfile({ language: chosen }).catch(() => {});
    };
    keep();
    // 'change' fires once the chosen language's catalogue is active
    return i18n.on('change', keep);
  }, [loaded, saved, updateProfile]);

  return null;
}
