import { z } from 'zod';

/** Every 4xx and 5xx answer carries this body; `message` is written for the person using the app. */
export const errorBody = z.object({
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
