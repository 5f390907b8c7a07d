import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { userPointsLedger } from './points-service';

/** The admin's view of one user's points (access 'admin'): the ledger, newest first. */
export default async function pointsAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.adminUserPoints, async ({ params }) => userPointsLedger(sql, params.id));
}
