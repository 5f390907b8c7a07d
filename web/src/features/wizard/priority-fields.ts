import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Step 2's field for priority `n` (1 to 3): its label and placeholder, with goal cards above or not. */
export function priorityFieldText(
  i18n: I18n,
  n: number,
  mode: 'goals' | 'custom',
): { label: string; placeholder: string } {
  return {
    label: i18n._(msg`Priority ${n}`),
    placeholder:
      mode === 'goals'
        ? i18n._(msg`Choose a goal above or type a priority`)
        : i18n._(msg`What matters most today? (${n} of 3)`),
  };
}
