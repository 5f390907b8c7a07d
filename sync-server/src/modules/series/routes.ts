import { routes } from '@reign/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n';
import { defineRoute } from '../../lib/define-route';
import { personTodayOf, profileLanguage } from '../profile';
import { currentUser } from '../users';
import { progressOf } from './progress-repository';
import { completeDay, continueSeries, dayOf, enroll } from './series-service';
import { activeTopics, offeredTopicCount } from './topic-repository';

/**
 * 7-day series: paid members only (the guard answers 403 with 'paid membership'), except how many
 * are offered (public: the upgrade page asks).
 */
export default async function seriesRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // the server's clock in the person's zone decides which series day is open, never the device's
  const today = (userId: number) => personTodayOf(sql, userId, app.now());
  // a member is offered the series of their language: the profile's, else the device's
  const language = async (request: FastifyRequest) => {
    const { userId } = request.session;
    const chosen = typeof userId === 'number' ? await profileLanguage(sql, userId) : null;
    return chosen ?? requestLanguage(request);
  };
  defineRoute(app, routes.seriesTopics, async (_i, request) => activeTopics(sql, await language(request)));
  defineRoute(app, routes.seriesOffered, async (_i, request) => ({
    count: await offeredTopicCount(sql, await language(request)),
  }));
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
