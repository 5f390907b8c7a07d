import * as z from 'zod/mini';
import {
  optionalDisplayName,
  optionalEmail,
  passwordField,
  publicUser,
  type RegisterFormValues,
  registerForm,
  usernameField,
} from './auth';
import { checked } from './checked';
import { get, post, routeTable } from './route-builder';

/**
 * The first administrator (user id 1) of a new installation: the server prints a one-time setup
 * link with a random token in its log at start while there is none, and /setup?token=… creates it.
 */
export const setupMessages = {
  title: 'Set up Reign',
  exists: 'This Reign server has an administrator already. Sign in instead.',
  invalidToken:
    'This setup link is not valid. Open the link the server printed in its log when it started (a restart prints a new one).',
  created: 'You are the administrator of this Reign server.',
} as const;

const token = checked(z.string(), z.trim(), z.minLength(1, setupMessages.invalidToken), z.maxLength(200));

export const setupStatusQuery = z.strictObject({
  token: z._default(checked(z.string(), z.maxLength(200)), ''),
});
export const setupStatus = z.object({
  /** user id 1 exists: nothing left to set up */
  administratorExists: z.boolean(),
  /** the token opens the setup (false once an administrator exists) */
  tokenValid: z.boolean(),
});

/** POST /api/setup: the administrator's account, with the token of the link. */
export const setupBody = z.strictObject({
  token,
  username: usernameField,
  password: passwordField,
  email: optionalEmail,
  displayName: optionalDisplayName,
});
export type SetupBody = z.input<typeof setupBody>;

/**
 * The setup form is the Create Account form (its confirmation is removed before sending); the token
 * comes from the link.
 */
export const setupForm = registerForm;
export type SetupFormValues = RegisterFormValues;

/** The first administrator. */
export const setupRoutes = routeTable('auth', 'public', {
  setupStatus: get('/api/setup', {
    summary: 'Whether the server still needs its administrator, and whether this setup token opens it',
    query: setupStatusQuery,
    response: setupStatus,
  }),
  setupAdministrator: post('/api/setup', {
    summary: 'Create the administrator (user id 1) with the one-time token of the setup link, and sign in',
    body: setupBody,
    status: 201,
    response: publicUser,
  }),
});
