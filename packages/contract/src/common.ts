import * as z from 'zod/mini';
import { checked } from './checked';

/** A calendar date as YYYY-MM-DD (the app's days are Central-time dates). */
export const isoDate = (requiredMessage = 'Date is required') =>
  z.pipe(
    checked(z.string({ error: requiredMessage }), z.trim(), z.minLength(1, requiredMessage)),
    z.iso.date('Use a date like 2026-12-31'),
  );

/** An instant as an ISO 8601 string with time zone, as the server writes it. */
export const timestamp = z.string();

/** Ids of synced rows are UUIDs made by the client (v7) or, for completions, derived (v5). */
export const uuid = z.uuid('Ids are UUIDs');

export const idParams = z.strictObject({ id: uuid });
export type IdParams = z.infer<typeof idParams>;

/** Optional free text: trimmed; empty means "none". */
export const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(checked(z.string(), z.trim(), z.maxLength(max, message)))),
    z.transform((v) => (v ? v : null)),
  );

export const okResponse = z.object({ message: z.string() });

/** Optional free text in a partial update: absent keeps the stored value; empty or null clears it. */
export const optionalTextUpdate = (max: number, message: string) =>
  z.pipe(
    z.optional(z.nullable(checked(z.string(), z.trim(), z.maxLength(max, message)))),
    z.transform((v) => (v === undefined ? undefined : v || null)),
  );

/** An admin table's integer id in the path (`/api/admin/.../:id`). */
export const numericIdParams = z.strictObject({ id: checked(z.coerce.number(), z.int(), z.positive()) });

/** A required text of a form: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  checked(z.string({ error: message }), z.trim(), z.minLength(1, message), z.maxLength(max));
