import * as z from 'zod/mini';
import { checked } from './checked';

// The fields of the forms, each with the message a person sees when it is refused. They are marked
// free of side effects (see checked.ts), so an unused field is dropped from a web chunk.

/** The messages several forms share (one English, one code: message-codes.ts). */
export const fieldMessages = {
  dateRequired: 'Date is required',
  date: 'Use a date like 2026-12-31',
  title: 'Title is required',
  description: 'Description is required',
  tooLong: 'Keep it under 2,000 characters',
  priority: 'Priority must be a whole number from 1 to 5',
} as const;

/** A calendar date as YYYY-MM-DD (the app's days are Central-time dates). */
/* @__NO_SIDE_EFFECTS__ */
export const isoDate = (requiredMessage: string = fieldMessages.dateRequired) =>
  z.pipe(
    checked(z.string({ error: requiredMessage }), z.trim(), z.minLength(1, requiredMessage)),
    z.iso.date(fieldMessages.date),
  );

/** Optional free text: trimmed; empty means "none". */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(checked(z.string(), z.trim(), z.maxLength(max, message)))),
    z.transform((v) => (v ? v : null)),
  );

/** Optional free text in a partial update: absent keeps the stored value; empty or null clears it. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalTextUpdate = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(checked(z.string(), z.trim(), z.maxLength(max, message)))),
    z.transform((v) => (v === undefined ? undefined : v || null)),
  );

/** A required text: trimmed, not empty (`message`), at most `max` characters (`tooLong`). */
/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (message: string, max: number, tooLong?: string) =>
  checked(z.string({ error: message }), z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** A whole number from `min` to `max`; anything else is refused with `message`. */
/* @__NO_SIDE_EFFECTS__ */
export const intBetween = (min: number, max: number, message: string) =>
  checked(z.int({ error: message }), z.minimum(min, message), z.maximum(max, message));

/** A code mailed to the person (e-mail confirmation, password reset): at most 6 characters, upper-cased. */
/* @__NO_SIDE_EFFECTS__ */
export const mailedCode = (requiredMessage: string, tooLongMessage: string) =>
  z.pipe(
    requiredText(requiredMessage, 6, tooLongMessage),
    z.transform((v) => v.toUpperCase()),
  );

/** An admin row's change (PUT): its whole form, or only isActive (the list's show/hide toggle). */
/* @__NO_SIDE_EFFECTS__ */
export const formOrActiveToggle = <T extends z.core.$ZodType>(form: T) =>
  z.union([z.strictObject({ isActive: z.boolean() }), form]);
