import * as z from 'zod/mini';

// Apart from message-codes.ts (every area's messages): a response schema needs only these.

/** A message's values on the wire ({ book: 'John', chapters: 21 }). */
export const messageValues = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageValueMap = z.infer<typeof messageValues>;

/**
 * A message the server says: `message` its English (for logs and older clients), `messageCode` and
 * `values` what the device words in its language (message-codes.ts). A code is a plain string here:
 * a newer server may send one this build does not know (the device then shows the English).
 */
export const spokenFields = {
  message: z.string(),
  messageCode: z.optional(z.string()),
  values: z.optional(messageValues),
};

/** An answer that is only a message ('Goal deleted.'). */
export const spokenResponse = z.object(spokenFields);
export type SpokenResponse = z.infer<typeof spokenResponse>;
