import type { Entry } from '@reign/contract';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useServerToday } from '../../api';
import { useEntries } from '../../data';
import { entryForDate } from '../dashboard';
import { useWizardStore } from '../wizard';

export type HomeView = { kind: 'loading' } | { kind: 'wizard' } | { kind: 'plan'; entry: Entry };

/**
 * What the home page shows (issue 15): a signed-in person who has saved today's plan sees it;
 * everyone else the wizard. The choice is made when the page opens and changes only by 'Edit
 * today's plan' or when today's plan arrives (another device) while the wizard is untouched, so a
 * save in the wizard keeps it on screen for its 'Plan Saved' dialog and the move to the overview.
 * A reload in the middle of editing continues the edit.
 */
export function useHomeView(signedIn: boolean, authLoading: boolean): [HomeView, () => void] {
  // a guest's plans are not looked up here (the wizard shows): their database and its code wait
  const entries = useEntries({ openGuest: signedIn });
  const today = useServerToday();
  const todayEntry = signedIn && entries ? entryForDate(entries, today) : undefined;
  const [choice, setChoice] = useState<'plan' | 'wizard' | null>(null);

  useEffect(() => {
    if (authLoading) return;
    if (!signedIn) {
      // the wizard is on screen already ('loading' draws its first step): no hurry
      startTransition(() => setChoice('wizard'));
      return;
    }
    if (entries === undefined) return;
    const wizard = useWizardStore.getState();
    if (choice === null) {
      const midEdit = todayEntry !== undefined && wizard.editing === todayEntry.id && !wizard.saved;
      setChoice(todayEntry && !midEdit ? 'plan' : 'wizard');
    } else if (choice === 'wizard' && todayEntry && wizard.step === 0 && wizard.editing === null) {
      setChoice('plan');
    }
  }, [authLoading, signedIn, entries, todayEntry, choice]);

  const edit = useCallback(() => setChoice('wizard'), []);
  if (choice === 'plan' && todayEntry) return [{ kind: 'plan', entry: todayEntry }, edit];
  if (choice === null) return [{ kind: 'loading' }, edit];
  return [{ kind: 'wizard' }, edit];
}
