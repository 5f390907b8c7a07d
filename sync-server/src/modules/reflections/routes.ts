import { routes } from '@reign/contract';
import { centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { dailyArchive } from './daily-archive';
import { personalReflections } from './reflection-repository';

export default async function reflectionRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.personalReflections, async (_input, request) =>
    personalReflections(sql, currentUser(request).id),
  );
  defineRoute(app, routes.scheduledReflections, async () => dailyArchive(sql, centralDate(app.now())));
}
