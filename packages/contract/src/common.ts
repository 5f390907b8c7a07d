import * as z from 'zod/mini';
import { checked } from './checked';

/** An instant as an ISO 8601 string with time zone, as the server writes it. */
export const timestamp = z.string();

/** Ids of synced rows are UUIDs made by the client (v7) or, for completions, derived (v5). */
export const uuid = z.uuid('Ids are UUIDs');

export const idParams = z.strictObject({ id: uuid });
export type IdParams = z.infer<typeof idParams>;

export const okResponse = z.object({ message: z.string() });

/** An admin table's integer id in the path (`/api/admin/.../:id`). */
export const numericIdParams = z.strictObject({ id: checked(z.coerce.number(), z.int(), z.positive()) });
