import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { resetMessages } from '@reign/contract/password-reset';

/**
 * The contract's reset messages (resetMessages) as the screens show them, through the catalogue: the
 * English is the contract's word for word (spanish-screens.account.test.tsx checks it).
 */
export const RESET_WORDS: Record<keyof typeof resetMessages, MessageDescriptor> = {
  requestSent: msg`If an account with that username exists, a reset code has been sent to your email.`,
  usernameRequiredTitle: msg`Username Required`,
  usernameRequired: msg`Please enter your username to reset your password.`,
  codeRequired: msg`Please enter the reset code from your email.`,
  codeTooLong: msg`The reset code has at most 6 characters.`,
  passwordTooShortTitle: msg`Password Too Short`,
  passwordTooShort: msg`Password must be at least 6 characters long.`,
  passwordTooLong: msg`Password must be at most 200 characters long.`,
  passwordsDifferTitle: msg`Passwords Don't Match`,
  passwordsDiffer: msg`Please make sure both password fields match.`,
  invalidCode: msg`That reset code is not valid or has expired. Please request a new one.`,
  resetFailedTitle: msg`Reset Failed`,
  resetFailed: msg`Failed to reset password. Please check your code and try again.`,
  resetDoneTitle: msg`Password Reset Successful`,
  resetDone: msg`Your password has been changed. Please log in with your new password.`,
  requestSentTitle: msg`Reset Request Sent`,
  noMail: msg`This server cannot send e-mail yet. Ask the administrator for a reset code.`,
};
