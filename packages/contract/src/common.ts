import * as z from 'zod/mini';
import { checked } from './checked';
import { spokenResponse } from './spoken';

/** An instant as an ISO 8601 string with time zone, as the server writes it. */
export const timestamp = z.string();

export const commonMessages = {
  uuid: 'Ids are UUIDs',
  /** a partial update that changes nothing */
  noChange: 'Send at least one field to change',
} as const;

/** Ids of synced rows are UUIDs made by the client (v7) or, for completions, derived (v5). */
export const uuid = z.uuid(commonMessages.uuid);

export const idParams = z.strictObject({ id: uuid });
export type IdParams = z.infer<typeof idParams>;

export const okResponse = spokenResponse;

/** An admin table's integer id in the path (`/api/admin/.../:id`). */
export const numericIdParams = z.strictObject({ id: checked(z.coerce.number(), z.int(), z.positive()) });
