import * as z from 'zod/mini';
import { checked } from './checked';
import { mailedCode, requiredText } from './fields';
import { post, routeTable } from './route-builder';
import { spokenFields, spokenResponse } from './spoken';

/** Texts of spec part 2 sections 5 and 8 (toasts are title – description). */
export const resetMessages = {
  requestSent: 'If an account with that username exists, a reset code has been sent to your email.',
  usernameRequiredTitle: 'Username Required',
  usernameRequired: 'Please enter your username to reset your password.',
  codeRequired: 'Please enter the reset code from your email.',
  codeTooLong: 'The reset code has at most 6 characters.',
  passwordTooShortTitle: 'Password Too Short',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: 'Password must be at most 200 characters long.',
  passwordsDifferTitle: "Passwords Don't Match",
  passwordsDiffer: 'Please make sure both password fields match.',
  invalidCode: 'That reset code is not valid or has expired. Please request a new one.',
  resetFailedTitle: 'Reset Failed',
  resetFailed: 'Failed to reset password. Please check your code and try again.',
  resetDoneTitle: 'Password Reset Successful',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  requestSentTitle: 'Reset Request Sent',
  noMail: 'This server cannot send e-mail yet. Ask the administrator for a reset code.',
} as const;

const username = requiredText(resetMessages.usernameRequired, 200, resetMessages.usernameRequired);

export const requestResetBody = z.strictObject({ username });
export type RequestResetBody = z.input<typeof requestResetBody>;

const resetCode = mailedCode(resetMessages.codeRequired, resetMessages.codeTooLong);
const newPassword = checked(
  z.string({ error: resetMessages.passwordTooShort }),
  z.minLength(6, resetMessages.passwordTooShort),
  z.maxLength(200, resetMessages.passwordTooLong),
);

export const resetPasswordBody = z.strictObject({ username, resetCode, newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The reset form: the body plus the confirmation (removed before sending). */
export const resetPasswordForm = checked(
  z.object({ username, resetCode, newPassword, confirmPassword: z.string() }),
  z.refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: resetMessages.passwordsDiffer,
  }),
);
export type ResetPasswordFormValues = z.input<typeof resetPasswordForm>;

export const messageResponse = spokenResponse;

/** Password reset by an e-mailed code. */
export const passwordResetRoutes = routeTable('auth', 'public', {
  requestPasswordReset: post('/api/request-password-reset', {
    summary: 'E-mail a reset code (the same answer whether or not the account exists)',
    body: requestResetBody,
    /** mailConfigured false: no code was mailed (the server has no SMTP); ask the administrator */
    response: z.object({ ...spokenFields, mailConfigured: z.boolean() }),
  }),
  resetPassword: post('/api/reset-password', {
    summary: 'Set a new password with an e-mailed code; ends every session of the account',
    body: resetPasswordBody,
    response: messageResponse,
  }),
});
