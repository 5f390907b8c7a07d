import { flushSync } from 'react-dom';
import type { Priorities } from './rules';
import { useWizardStore } from './wizard-store';

/**
 * The early step 2 (EarlyStep.tsx) becomes the real one, once the later steps' code is in: in one
 * synchronous commit (nothing suspends, so no keystroke falls between), what was typed, the field
 * with the focus and its caret carry over, and a tap on its Continue submits the real form. Its own
 * chunk, loaded only when the early step was shown.
 */
export function takeOverEarlyStep(panel: HTMLElement, submit: boolean): void {
  const wizard = useWizardStore.getState();
  const root = panel.closest('section');
  if (wizard.step !== 0 || !root) return; // a plan kept on this device was further on: it stands
  const inputs = [...panel.querySelectorAll('input')];
  const index = inputs.indexOf(document.activeElement as HTMLInputElement);
  const focused = inputs[index];
  const focusWasHere = panel.contains(document.activeElement);
  // the wizard's layout effect takes the early step off the screen in this same commit
  flushSync(() => {
    wizard.setPriorities([0, 1, 2].map((i) => inputs[i]?.value ?? '') as Priorities);
    wizard.goTo(1);
  });
  const field = focused ? root.querySelector<HTMLInputElement>(`input[name="priority${index + 1}"]`) : null;
  if (field && focused) {
    field.focus({ preventScroll: true });
    field.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  } else if (focusWasHere) {
    root.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }
  if (submit) root.querySelector<HTMLFormElement>('#priorities-form')?.requestSubmit();
}
