import * as z from 'zod/mini';
import { get, routeTable } from './route-builder';

/** 200 only; when the database is unreachable the answer is 503 `{ message }`. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  databaseKind: z.enum(['postgres', 'embedded']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Health of the server and its database. */
export const healthRoutes = routeTable('system', 'public', {
  health: get('/api/health', { summary: 'Server and database status', response: healthResponse }),
});
