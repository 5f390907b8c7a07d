import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { personTodayOf } from '../profile';
import { currentUser } from '../users';
import { progressOf } from './progress-repository';
import { completeDay, continueSeries, dayOf, enroll } from './series-service';
import { activeTopics } from './topic-repository';

/** 7-day series: paid members only (the guard answers 403 with 'paid membership'). */
export default async function seriesRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // the server's clock in the person's zone decides which series day is open, never the device's
  const today = (userId: number) => personTodayOf(sql, userId, app.now());
  defineRoute(app, routes.seriesTopics, async () => activeTopics(sql));
  defineRoute(app, routes.seriesProgressList, async (_i, request) =>
    progressOf(sql, currentUser(request).id, await today(currentUser(request).id)),
  );
  defineRoute(app, routes.seriesEnroll, async ({ body }, request) =>
    enroll(sql, currentUser(request).id, body.topicId, await today(currentUser(request).id)),
  );
  defineRoute(app, routes.seriesContinue, async ({ body }, request) =>
    continueSeries(sql, currentUser(request).id, body.topicId, await today(currentUser(request).id)),
  );
  defineRoute(app, routes.seriesDay, async ({ params }, request) =>
    dayOf(sql, currentUser(request).id, params.topicId, params.day, await today(currentUser(request).id)),
  );
  defineRoute(app, routes.seriesCompleteDay, async ({ body }, request) =>
    completeDay(sql, currentUser(request).id, body, await today(currentUser(request).id)),
  );
}
