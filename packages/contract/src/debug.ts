import * as z from 'zod/mini';
import { checked } from './checked';
import { get, routeTable } from './route-builder';

export const debugParams = z.strictObject({ name: checked(z.string(), z.maxLength(100)) });
export const debugResponse = z.object({ verse: z.string(), reference: z.string(), reflection: z.string() });

/** A public page for checking one verse and its reflection. */
export const debugRoutes = routeTable('debug', 'public', {
  debugVerse: get('/api/debug/:name', {
    summary: 'One verse and its reflection, by date (YYYY-MM-DD) or reference (public, nothing private)',
    params: debugParams,
    response: debugResponse,
  }),
});
