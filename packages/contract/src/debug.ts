import * as z from 'zod/mini';
import { checked } from './checked';
import type { RouteTable } from './route-spec';

export const debugParams = z.strictObject({ name: checked(z.string(), z.maxLength(100)) });
export const debugResponse = z.object({ verse: z.string(), reference: z.string(), reflection: z.string() });

/** A public page for checking one verse and its reflection. */
export const debugRoutes = {
  debugVerse: {
    method: 'GET',
    path: '/api/debug/:name',
    summary: 'One verse and its reflection, by date (YYYY-MM-DD) or reference (public, nothing private)',
    tags: ['debug'],
    access: 'public',
    params: debugParams,
    response: debugResponse,
  },
} as const satisfies RouteTable;
