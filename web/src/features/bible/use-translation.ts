import { useLingui } from '@lingui/react/macro';
import type { TranslationId } from '@reign/contract/translation-list';
import { useCallback, useEffect } from 'react';
import { useMutations, useProfile, useSyncStatus } from '../../data';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import {
  chosenTranslation,
  forgetTranslation,
  storeTranslation,
  useStoredTranslation,
} from './translation-choice';

export { TRANSLATION_KEY } from './translation-choice';

/**
 * The translation this person reads (until they choose, the language's own: the RV1909 in Spanish,
 * the WEB in English) and the way to change it.
 *
 * A guest's choice is kept on this device only (local storage, and a cookie for the server's
 * first paint). A member's is the profile's `bibleTranslation`, synced to their other devices: a
 * change goes out as a profile change of that field alone, and is kept on the device too (so it
 * shows before the first sync, and in the server's first paint); a change from another device
 * comes with the profile and replaces the device's copy; a saved profile that never chose one
 * (null) clears the device's copy, so the language decides (issue 51). When the member's profile was never
 * saved (a guest who just signed up: nothing came with the first sync), the device's choice
 * becomes the profile's.
 */
export function useBibleTranslation(): [TranslationId, (next: TranslationId) => void] {
  const { t } = useLingui();
  const stored = useStoredTranslation();
  const member = useAuth().user !== null;
  const profile = useProfile({ openGuest: false });
  const { lastSyncedAt } = useSyncStatus();
  const { updateProfile } = useMutations();
  // undefined: nothing saved to follow; null: saved, no translation chosen
  const saved = member && profile?.updatedAt ? (profile.bibleTranslation ?? null) : undefined;
  const unsaved = member && profile !== undefined && !profile.updatedAt && lastSyncedAt !== null;

  // the profile's choice (this device's change, or another device's after a sync) kept on the device
  useEffect(() => {
    if (saved) storeTranslation(saved);
    else if (saved === null) forgetTranslation();
  }, [saved]);

  // a profile the server never had: the guest's choice on this device becomes the member's (a
  // translation chosen here, not the one a language shows by default); `stored` re-runs it
  const chosenHere = stored === chosenTranslation() ? stored : null;
  useEffect(() => {
    const chosen = chosenHere;
    if (unsaved && chosen !== null) {
      updateProfile({ bibleTranslation: chosen }).catch(() => {});
    }
  }, [unsaved, chosenHere, updateProfile]);

  const choose = useCallback(
    (next: TranslationId) => {
      storeTranslation(next);
      if (!member) return;
      updateProfile({ bibleTranslation: next }).catch(() =>
        showToast({
          title: t`Could not save your translation`,
          message: t`It is kept on this device. Please try again to keep it on your other devices too.`,
          variant: 'error',
        }),
      );
    },
    [member, updateProfile, t],
  );
  return [stored, choose];
}
