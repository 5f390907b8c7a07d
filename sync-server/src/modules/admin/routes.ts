import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import debugRoutes from './debug-routes';
import giveawayAdminRoutes from './giveaway-admin';
import scriptureAdminRoutes from './scripture-admin-routes';
import sendfoxAdminRoutes from './sendfox-admin';
import seriesAdminRoutes from './series-admin';
import uploadRoutes from './upload-routes';
import usersAdminRoutes from './users-admin';

/** The admin area's API (every route's access is 'admin': user id 1) and the public debug route. */
export default async function adminRoutes(app: FastifyInstance, opts: { config: Config }) {
  const { uploadsPerHour } = opts.config;
  await app.register(scriptureAdminRoutes);
  await app.register(uploadRoutes, { uploadsPerHour });
  await app.register(debugRoutes);
  await app.register(giveawayAdminRoutes, { uploadsPerHour });
  await app.register(seriesAdminRoutes);
  await app.register(usersAdminRoutes);
  await app.register(sendfoxAdminRoutes);
}
