import * as z from 'zod/mini';
import type { RouteTable } from './route-spec';

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
export const healthRoutes = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Server and database status',
    tags: ['system'],
    access: 'public',
    response: healthResponse,
  },
} as const satisfies RouteTable;
