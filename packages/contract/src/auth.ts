import * as z from 'zod/mini';
import { checked } from './checked';
import { del, get, post, routeTable } from './route-builder';
import { spokenFields, spokenResponse } from './spoken';

/** Messages the spec fixes (part 2, section 5); the UI shows them as they are. */
export const authMessages = {
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 50 characters',
  usernameChars: 'Username may use only letters, numbers, dots, hyphens and underscores',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 200 characters',
  email: 'Please enter a valid email address',
  displayName: 'Display name must be between 2 and 50 characters',
  passwordsDiffer: 'Passwords do not match',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTaken: 'Username is already taken. Please choose another one.',
  invalidCredentials: 'Invalid username or password',
  referralCode: 'Referral codes are at most 32 letters and numbers',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not right. Nothing was changed.',
  newPasswordSame: 'Choose a new password that differs from the current one',
  passwordChanged: 'Your password was changed. Every other device was signed out.',
  signedOutElsewhere: 'You were signed out on every other device.',
  loggedOut: "You've been successfully logged out",
  deletePasswordWrong: 'That password is not right. Your account was not deleted.',
  administratorKept: "The administrator's account cannot be deleted: it runs this Reign server.",
  accountDeleted: 'Your account and everything in it were deleted.',
} as const;

export const usernameField = checked(
  z.string(),
  z.trim(),
  z.minLength(3, authMessages.usernameShort),
  z.maxLength(50, authMessages.usernameLong),
  z.regex(/^[A-Za-z0-9_.-]+$/, authMessages.usernameChars),
);

/** The upper bound keeps one request from making the password hash expensive. */
export const passwordField = checked(
  z.string(),
  z.minLength(6, authMessages.passwordShort),
  z.maxLength(200, authMessages.passwordLong),
);

/** An empty string from a form counts as "not given". */
export const optionalEmail = z.pipe(
  z.optional(
    z.union([z.literal(''), checked(z.email(authMessages.email), z.maxLength(254, authMessages.email))]),
  ),
  z.transform((v) => (v ? v.toLowerCase() : undefined)),
);

export const optionalDisplayName = z.pipe(
  z.optional(
    z.union([
      z.literal(''),
      checked(
        z.string(),
        z.trim(),
        z.minLength(2, authMessages.displayName),
        z.maxLength(50, authMessages.displayName),
      ),
    ]),
  ),
  z.transform((v) => (v ? v : undefined)),
);

const optionalReferralCode = z.pipe(
  z.optional(
    z.union([
      z.literal(''),
      checked(z.string(), z.trim(), z.regex(/^[A-Za-z0-9]{1,32}$/, authMessages.referralCode)),
    ]),
  ),
  z.transform((v) => (v ? v.toUpperCase() : undefined)),
);

/** POST /api/register body. The form's confirmPassword is removed before sending. */
export const registerBody = z.strictObject({
  username: usernameField,
  password: passwordField,
  email: optionalEmail,
  displayName: optionalDisplayName,
  referralCode: optionalReferralCode,
  /** 'Send me occasional news by e-mail': off unless chosen */
  emailConsent: z.optional(z.boolean()),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The Create Account form: the register body plus the confirmation the spec asks for. */
export const registerForm = checked(
  z.object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(),
    email: optionalEmail,
    displayName: optionalDisplayName,
    emailConsent: z.optional(z.boolean()),
  }),
  z.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDiffer,
  }),
);
export type RegisterFormValues = z.input<typeof registerForm>;

/** POST /api/login body. Lenient on length so an old account is judged by its password, not by a rule. */
export const loginBody = z.strictObject({
  username: checked(
    z.string(),
    z.trim(),
    z.minLength(1, authMessages.usernameRequired),
    z.maxLength(200, authMessages.usernameLong),
  ),
  password: checked(
    z.string(),
    z.minLength(1, authMessages.passwordRequired),
    z.maxLength(200, authMessages.passwordLong),
  ),
});
export type LoginBody = z.input<typeof loginBody>;

/** The Sign In form applies the spec's sign-in rules before calling the server. */
export const loginForm = z.object({
  username: usernameField,
  password: passwordField,
});
export type LoginFormValues = z.input<typeof loginForm>;

/** The signed-in user as the API returns it (never the password hash or reset code). */
export const publicUser = z.object({
  id: checked(z.number(), z.int()),
  username: z.string(),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** the address is confirmed with a mailed code (reset codes go only to a confirmed address) */
  emailVerified: z.boolean(),
  referralCode: z.string(),
  referredBy: z.nullable(checked(z.number(), z.int())),
  sharingPoints: checked(z.number(), z.int()),
  isPaidMember: z.boolean(),
  paymentDate: z.nullable(z.string()),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** Who is signed in: answered to everyone, so a signed-out visit logs no failed request. */
export const sessionResponse = z.object({ user: z.nullable(publicUser) });

export const logoutResponse = spokenResponse;

/** POST /api/user/password: the current password proves it is the owner; the new one follows the sign-up rules. */
export const changePasswordBody = z.strictObject({
  currentPassword: checked(
    z.string(),
    z.minLength(1, authMessages.currentPasswordRequired),
    z.maxLength(200, authMessages.passwordLong),
  ),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The Change password form: the body plus the confirmation (removed before sending). */
export const changePasswordForm = checked(
  z.object({ ...changePasswordBody.shape, confirmPassword: z.string() }),
  z.refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDiffer,
  }),
  z.refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: authMessages.newPasswordSame,
  }),
);
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;

/** What changing the password and signing out everywhere answer: how many other sessions ended. */
export const otherSessionsEndedResponse = z.object({
  ...spokenFields,
  endedSessions: checked(z.number(), z.int()),
});

/** DELETE /api/user: the password proves it is the owner (a session left open is not enough). */
export const deleteAccountBody = z.strictObject({
  password: checked(
    z.string(),
    z.minLength(1, authMessages.passwordRequired),
    z.maxLength(200, authMessages.passwordLong),
  ),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** Accounts and sessions. */
export const authRoutes = routeTable('auth', 'public', {
  register: post('/api/register', {
    summary: 'Create an account and sign in',
    body: registerBody,
    status: 201,
    response: publicUser,
  }),
  login: post('/api/login', {
    summary: 'Sign in with username and password',
    body: loginBody,
    response: publicUser,
  }),
  logout: post('/api/logout', { summary: 'End the current session', response: logoutResponse }),
  session: get('/api/session', {
    summary: 'Who is signed in: the user, or null when signed out (the app asks this at start)',
    response: sessionResponse,
  }),
  changePassword: post('/api/user/password', {
    summary: 'Change the password (the current one is required); every other session ends',
    access: 'signed-in',
    body: changePasswordBody,
    response: otherSessionsEndedResponse,
  }),
  signOutEverywhere: post('/api/user/sessions/end-others', {
    summary: 'End every session of the account except this one (sign out on every other device)',
    access: 'signed-in',
    response: otherSessionsEndedResponse,
  }),
  deleteAccount: del('/api/user', {
    summary:
      'Delete the account and everything in it (the password is required); its shared requests and prayers leave every circle, and every session ends',
    access: 'signed-in',
    body: deleteAccountBody,
    response: spokenResponse,
  }),
  currentUser: get('/api/user', {
    summary: 'The signed-in user (401 when signed out)',
    access: 'signed-in',
    response: publicUser,
  }),
});
