import { z } from 'zod';

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
} as const;

export const usernameField = z
  .string()
  .trim()
  .min(3, authMessages.usernameShort)
  .max(50, authMessages.usernameLong)
  .regex(/^[A-Za-z0-9_.-]+$/, authMessages.usernameChars);

/** The upper bound keeps one request from making the password hash expensive. */
export const passwordField = z
  .string()
  .min(6, authMessages.passwordShort)
  .max(200, authMessages.passwordLong);

/** An empty string from a form counts as "not given". */
const optionalEmail = z
  .union([z.literal(''), z.email(authMessages.email).max(254, authMessages.email)])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

const optionalDisplayName = z
  .union([
    z.literal(''),
    z.string().trim().min(2, authMessages.displayName).max(50, authMessages.displayName),
  ])
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalReferralCode = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,32}$/, authMessages.referralCode),
  ])
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

/** POST /api/register body. The form's confirmPassword is removed before sending. */
export const registerBody = z.strictObject({
  username: usernameField,
  password: passwordField,
  email: optionalEmail,
  displayName: optionalDisplayName,
  referralCode: optionalReferralCode,
});
export type RegisterBody = z.input<typeof registerBody>;

/** The Create Account form: the register body plus the confirmation the spec asks for. */
export const registerForm = z
  .object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(),
    email: optionalEmail,
    displayName: optionalDisplayName,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDiffer,
  });
export type RegisterFormValues = z.input<typeof registerForm>;

/** POST /api/login body. Lenient on length so an old account is judged by its password, not by a rule. */
export const loginBody = z.strictObject({
  username: z.string().trim().min(1, authMessages.usernameRequired).max(200, authMessages.usernameLong),
  password: z.string().min(1, authMessages.passwordRequired).max(200, authMessages.passwordLong),
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
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  referralCode: z.string(),
  referredBy: z.number().int().nullable(),
  sharingPoints: z.number().int(),
  isPaidMember: z.boolean(),
  paymentDate: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** Who is signed in: answered to everyone, so a signed-out visit logs no failed request. */
export const sessionResponse = z.object({ user: publicUser.nullable() });

export const logoutResponse = z.object({ message: z.string() });
