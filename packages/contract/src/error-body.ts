import * as z from 'zod/mini';
import { ERROR_CODES } from './errors';
import { spokenFields } from './spoken';

// Apart from errors.ts: the web app reads ERROR_CODES on every page, and this schema (and zod)
// only where the server describes its answers.

/**
 * Every 4xx and 5xx answer carries this body: `message` is the English written for the person using
 * the app, `messageCode` and `values` what the device words in its language (spoken.ts), `code` what
 * the app acts on (all optional but `message`: an answer from something in front of the server may
 * lack them).
 */
export const errorBody = z.object({
  ...spokenFields,
  code: z.optional(z.enum(ERROR_CODES)),
});
export type ErrorBody = z.infer<typeof errorBody>;
