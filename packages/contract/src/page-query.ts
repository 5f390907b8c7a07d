import * as z from 'zod/mini';
import { checked } from './checked';
import { PAGE_SIZE, pageMessages } from './limits';

/**
 * The query of a paged list: `cursor` (opaque, from the previous page's header) and `limit`
 * (PAGE_SIZE.default unless given; more than PAGE_SIZE.max is refused with 400, not clamped).
 */
export const pageQuery = z.strictObject({
  cursor: z.optional(checked(z.string(), z.maxLength(200, pageMessages.cursor))),
  limit: z._default(
    checked(
      z.coerce.number({ error: pageMessages.limit }),
      z.int(pageMessages.limit),
      z.minimum(1, pageMessages.limit),
      z.maximum(PAGE_SIZE.max, pageMessages.limit),
    ),
    PAGE_SIZE.default,
  ),
});
export type PageQuery = z.output<typeof pageQuery>;
