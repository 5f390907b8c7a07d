import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { resetMessages } from '@reign/contract';
import type { FieldErrors } from 'react-hook-form';
import { showToast } from '../../ui/toast';
import { RESET_WORDS } from './reset-words';

/** The spec shows each field problem as a toast with its own title (part 2 sections 5 and 8). */
const TITLES: Record<string, MessageDescriptor> = {
  [resetMessages.usernameRequired]: RESET_WORDS.usernameRequiredTitle,
  [resetMessages.codeRequired]: msg`Reset Code Required`,
  [resetMessages.codeTooLong]: msg`Invalid Reset Code`,
  [resetMessages.passwordTooShort]: RESET_WORDS.passwordTooShortTitle,
  [resetMessages.passwordTooLong]: msg`Password Too Long`,
  [resetMessages.passwordsDiffer]: RESET_WORDS.passwordsDifferTitle,
};

/** The contract's field messages (English, from the form's schema) and their words. */
const MESSAGES: Record<string, MessageDescriptor> = Object.fromEntries(
  (Object.keys(resetMessages) as (keyof typeof resetMessages)[]).map((key) => [
    resetMessages[key],
    RESET_WORDS[key],
  ]),
);

/** Toasts the first field error of a form that failed validation, in `i18n`'s language. */
export function toastFirstFieldError(errors: FieldErrors, order: string[], i18n: I18n): void {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') {
      const title = TITLES[message];
      const shown = MESSAGES[message];
      showToast({
        title: title ? i18n._(title) : i18n._(msg`Check the form`),
        message: shown ? i18n._(shown) : message,
        variant: 'error',
      });
      return;
    }
  }
}
