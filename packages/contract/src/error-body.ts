import * as z from 'zod/mini';
import { ERROR_CODES } from './errors';

// Apart from errors.ts: the web app reads ERROR_CODES on every page, and this schema (and zod)
// only where the server describes its answers.

/**
 * Every 4xx and 5xx answer carries this body: `message` is written for the person using the app,
 * `code` for the app (optional: an answer from something in front of the server may lack it).
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.optional(z.enum(ERROR_CODES)),
});
export type ErrorBody = z.infer<typeof errorBody>;
