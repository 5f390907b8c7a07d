import { routes } from '@reign/contract';
import { centralDate } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import { progressOf } from './progress-repository';
import { completeDay, continueSeries, dayOf, enroll } from './series-service';
import { activeTopics } from './topic-repository';

/** 7-day series: paid members only (the guard answers 403 with 'paid membership'). */
export default async function seriesRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // the server's Central date decides which series day is open, never the device's
  const today = () => centralDate(app.now());
  defineRoute(app, routes.seriesTopics, async () => activeTopics(sql));
  defineRoute(app, routes.seriesProgressList, async (_i, request) =>
    progressOf(sql, currentUser(request).id, today()),
  );
  defineRoute(app, routes.seriesEnroll, async ({ body }, request) =>
    enroll(sql, currentUser(request).id, body.topicId, today()),
  );
  defineRoute(app, routes.seriesContinue, async ({ body }, request) =>
    continueSeries(sql, currentUser(request).id, body.topicId, today()),
  );
  defineRoute(app, routes.seriesDay, async ({ params }, request) =>
    dayOf(sql, currentUser(request).id, params.topicId, params.day, today()),
  );
  defineRoute(app, routes.seriesCompleteDay, async ({ body }, request) =>
    completeDay(sql, currentUser(request).id, body, today()),
  );
}
