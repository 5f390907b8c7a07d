import * as z from 'zod/mini';
import { optionalEmail, publicUser } from './auth';
import { mailedCode } from './fields';
import { messageResponse } from './password-reset';
import { get, post, put, routeTable } from './route-builder';
import { spokenFields } from './spoken';

/** Confirming the account's e-mail address: reset codes go only to a confirmed one. */
export const emailMessages = {
  codeRequired: 'Enter the 6-character code from the e-mail.',
  codeTooLong: 'The code has 6 characters.',
  invalidCode: 'That code is not valid or has expired. Send a new one and try again.',
  nothingToConfirm: 'There is no e-mail address to confirm. Add one first.',
  alreadyConfirmed: 'This e-mail address is confirmed already.',
  codeSent: ({ email }: { email: string }) =>
    `We sent a 6-character code to ${email}. Enter it here to confirm the address.`,
  removed: 'Your e-mail address was removed.',
  /** a server without SMTP: the address is kept, but no code could go to it */
  noMail: ({ email }: { email: string }) =>
    `${email} is saved, but no code was sent: this Reign server cannot send e-mail yet. Ask its administrator to set up e-mail, then send a new code. Until then, the administrator can make password reset codes for you.`,
  noMailResend:
    'E-mail is not set up on this Reign server, so no code was sent. Ask its administrator to set it up.',
  unchanged: 'That is the address you have already.',
  tooManyToAddress: ({ minutes }: { minutes: number }) =>
    `Too many e-mails went to this address lately. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  /** POST /api/user/email/resend */
  codeResent: ({ email }: { email: string }) => `A new code is on its way to ${email}.`,
} as const;

/** PUT /api/user/email: a new address (a code goes to it), or '' to remove it. */
export const emailChangeBody = z.strictObject({ email: optionalEmail });
export type EmailChangeBody = z.input<typeof emailChangeBody>;

export const emailVerifyBody = z.strictObject({
  code: mailedCode(emailMessages.codeRequired, emailMessages.codeTooLong),
});
export type EmailVerifyBody = z.input<typeof emailVerifyBody>;

export const emailChangeResponse = z.object({ user: publicUser, ...spokenFields });

/** Whether this server can mail codes at all (without SMTP it cannot: the profile says so). */
export const emailDeliveryResponse = z.object({ mailConfigured: z.boolean() });

/** The account's e-mail address and its confirmation. */
export const emailRoutes = routeTable('auth', 'signed-in', {
  changeEmail: put('/api/user/email', {
    summary: "Set the account's e-mail address (a confirmation code is mailed to it) or remove it",
    body: emailChangeBody,
    response: emailChangeResponse,
  }),
  verifyEmail: post('/api/user/email/verify', {
    summary: 'Confirm the e-mail address with the mailed code',
    body: emailVerifyBody,
    response: publicUser,
  }),
  resendEmailCode: post('/api/user/email/resend', {
    summary:
      'Mail a new confirmation code to the unconfirmed address (503 when the server cannot send e-mail)',
    response: messageResponse,
  }),
  emailDelivery: get('/api/user/email/delivery', {
    summary: 'Whether this server can send the confirmation code by e-mail',
    response: emailDeliveryResponse,
  }),
});
