import { msg, plural } from '@lingui/core/macro';
import { IMPORT_ROWS, LIMIT_ROWS } from './row-kinds';
import type { AreaWords } from './types';

// The account: sign-up and sign-in, e-mail, password reset, payments, the account limits and import. Each area apart, so a screen that shows one at once carries only it.

export const accountImportWords: AreaWords<'accountImport'> = {
  busy: msg`An import of your data is already running. Please wait until it finishes, then try again.`,
  rowNotValid: msg`This row is not valid.`,
  tooMany: ({ count, rows, limit }, i18n) => {
    const found = i18n.number(count);
    const what = i18n._(IMPORT_ROWS[rows]);
    const most = i18n.number(limit);
    return msg`This file holds ${found} ${what}; an import takes at most ${most}.`;
  },
  format: msg`This is not a Reign export file.`,
  version: msg`This export file is from another version of Reign.`,
};

export const authWords: AreaWords<'auth'> = {
  usernameShort: msg`Username must be at least 3 characters`,
  usernameLong: msg`Username must be at most 50 characters`,
  usernameChars: msg`Username may use only letters, numbers, dots, hyphens and underscores`,
  passwordShort: msg`Password must be at least 6 characters`,
  passwordLong: msg`Password must be at most 200 characters`,
  email: msg`Please enter a valid email address`,
  displayName: msg`Display name must be between 2 and 50 characters`,
  passwordsDiffer: msg`Passwords do not match`,
  usernameRequired: msg`Username is required`,
  passwordRequired: msg`Password is required`,
  usernameTaken: msg`Username is already taken. Please choose another one.`,
  invalidCredentials: msg`Invalid username or password`,
  referralCode: msg`Referral codes are at most 32 letters and numbers`,
  currentPasswordRequired: msg`Enter your current password`,
  currentPasswordWrong: msg`Your current password is not right. Nothing was changed.`,
  newPasswordSame: msg`Choose a new password that differs from the current one`,
  passwordChanged: msg`Your password was changed. Every other device was signed out.`,
  signedOutElsewhere: msg`You were signed out on every other device.`,
  loggedOut: msg`You've been successfully logged out`,
  deletePasswordWrong: msg`That password is not right. Your account was not deleted.`,
  administratorKept: msg`The administrator's account cannot be deleted: it runs this Reign server.`,
  accountDeleted: msg`Your account and everything in it were deleted.`,
};

export const emailWords: AreaWords<'email'> = {
  codeRequired: msg`Enter the 6-character code from the e-mail.`,
  codeTooLong: msg`The code has 6 characters.`,
  invalidCode: msg`That code is not valid or has expired. Send a new one and try again.`,
  nothingToConfirm: msg`There is no e-mail address to confirm. Add one first.`,
  alreadyConfirmed: msg`This e-mail address is confirmed already.`,
  codeSent: ({ email }) => msg`We sent a 6-character code to ${email}. Enter it here to confirm the address.`,
  removed: msg`Your e-mail address was removed.`,
  noMail: ({ email }) =>
    msg`${email} is saved, but no code was sent: this Reign server cannot send e-mail yet. Ask its administrator to set up e-mail, then send a new code. Until then, the administrator can make password reset codes for you.`,
  noMailResend: msg`E-mail is not set up on this Reign server, so no code was sent. Ask its administrator to set it up.`,
  unchanged: msg`That is the address you have already.`,
  tooManyToAddress: ({ minutes }) =>
    msg`Too many e-mails went to this address lately. Please wait ${plural(minutes, { one: '# minute', other: '# minutes' })} and try again.`,
  codeResent: ({ email }) => msg`A new code is on its way to ${email}.`,
};

export const languageWords: AreaWords<'language'> = {
  id: msg`Choose one of: en, es`,
};

export const limitWords: AreaWords<'limit'> = {
  reached: ({ kind, limit }, i18n) => {
    const most = i18n.number(limit);
    const rows = i18n._(LIMIT_ROWS[kind]);
    return msg`You have reached the limit of ${most} ${rows}. Delete some to add more.`;
  },
  importPast: ({ kind, adding, have, limit }, i18n) => {
    const added = i18n.number(adding);
    const rows = i18n._(LIMIT_ROWS[kind]);
    const kept = i18n.number(have);
    const most = i18n.number(limit);
    return msg`This import would add ${added} ${rows} to the ${kept} you have, past the limit of ${most}. Nothing was imported; delete some first.`;
  },
};

export const paymentWords: AreaWords<'payment'> = {
  notConfigured: msg`Payments are not set up on this server.`,
  alreadyPaid: msg`You already have lifetime access.`,
  notSucceeded: msg`This payment has not gone through yet.`,
  notYours: msg`This payment cannot be used for your account.`,
  webhookOff: msg`Stripe webhooks are not set up on this server.`,
  noSignature: msg`Missing Stripe signature.`,
  badSignature: msg`Invalid Stripe signature.`,
  paymentIntentId: msg`A payment id is required`,
  paymentFailedTitle: msg`Payment Failed`,
  upgradePendingTitle: msg`Payment processed, account upgrade pending`,
  upgradePending: msg`Please contact support if your account isn't upgraded shortly.`,
  initFailed: msg`Failed to initialize payment. Please try again.`,
  successTitle: msg`Payment Successful!`,
  success: msg`Welcome to lifetime membership! Every premium feature is now yours.`,
};

export const resetWords: AreaWords<'reset'> = {
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

export const setupWords: AreaWords<'setup'> = {
  title: msg`Set up Reign`,
  exists: msg`This Reign server has an administrator already. Sign in instead.`,
  invalidToken: msg`This setup link is not valid. Open the link the server printed in its log when it started (a restart prints a new one).`,
  created: msg`You are the administrator of this Reign server.`,
};

export const supportWords: AreaWords<'support'> = {
  reasonRequired: msg`Please give a reason (for example: gift, refund, support).`,
  reasonTooLong: msg`The reason has at most 300 characters.`,
  alreadyMember: msg`This user is already a member.`,
  notMember: msg`This user is not a member.`,
  granted: msg`Lifetime membership granted.`,
  revoked: msg`Lifetime membership revoked.`,
};
