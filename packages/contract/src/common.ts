import { z } from 'zod';

/** A calendar date as YYYY-MM-DD (the app's days are Central-time dates). */
export const isoDate = (requiredMessage = 'Date is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.iso.date('Use a date like 2026-12-31'));

/** An instant as an ISO 8601 string with time zone, as the server writes it. */
export const timestamp = z.string();

/** Ids of synced rows are UUIDs made by the client (v7) or, for completions, derived (v5). */
export const uuid = z.uuid('Ids are UUIDs');

export const idParams = z.strictObject({ id: uuid });
export type IdParams = z.infer<typeof idParams>;

/** Optional free text: trimmed; empty means "none". */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const okResponse = z.object({ message: z.string() });

/** Optional free text in a partial update: absent keeps the stored value; empty or null clears it. */
export const optionalTextUpdate = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
