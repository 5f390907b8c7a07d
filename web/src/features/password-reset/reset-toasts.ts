import { resetMessages } from '@reign/contract';
import type { FieldErrors } from 'react-hook-form';
import { showToast } from '../../ui/toast';

/** The spec shows each field problem as a toast with its own title (part 2 sections 5 and 8). */
const TITLES: Record<string, string> = {
  [resetMessages.usernameRequired]: resetMessages.usernameRequiredTitle,
  [resetMessages.codeRequired]: 'Reset Code Required',
  [resetMessages.codeTooLong]: 'Invalid Reset Code',
  [resetMessages.passwordTooShort]: resetMessages.passwordTooShortTitle,
  [resetMessages.passwordTooLong]: 'Password Too Long',
  [resetMessages.passwordsDiffer]: resetMessages.passwordsDifferTitle,
};

/** Toasts the first field error of a form that failed validation. */
export function toastFirstFieldError(errors: FieldErrors, order: string[]): void {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') {
      showToast({ title: TITLES[message] ?? 'Check the form', message, variant: 'error' });
      return;
    }
  }
}
