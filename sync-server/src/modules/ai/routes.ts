import { routes } from '@reign/contract';
import { centralDate } from '@reign/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { requestLanguage } from '../../i18n';
import { defineRoute } from '../../lib/define-route';
import { createRateLimiter } from '../../lib/rate-limiter';
import { personTodayOf, profileLanguage } from '../profile';
import { type AiDeps, actionStepsFor, encouragementFor } from './ai-service';
import { goalTasksFor } from './goal-tasks-service';
import { reflectionForCaller } from './reflection-service';

const HOUR = 3600;

/** The AI helpers; open to guests (the wizard works signed out), limited per user or per address. */
export default async function aiRoutes(app: FastifyInstance, opts: { config: Config }) {
  const limiter = createRateLimiter(app.db.sql);

  async function deps(request: FastifyRequest): Promise<AiDeps> {
    let allowed = true;
    if (app.ai.enabled) {
      const who =
        typeof request.session.userId === 'number' ? `user:${request.session.userId}` : `ip:${request.ip}`;
      allowed = (await limiter.hit({ key: `ai:${who}`, limit: opts.config.ai.perHour, windowSeconds: HOUR }))
        .allowed;
      if (!allowed) request.log.info({ who }, 'AI allowance used up; answering with built-in texts');
    }
    const { userId } = request.session;
    const chosen = typeof userId === 'number' ? await profileLanguage(app.db.sql, userId) : null;
    return {
      ai: app.ai,
      db: app.db.sql,
      log: request.log,
      allowed,
      language: chosen ?? requestLanguage(request),
    };
  }

  /** The caller's today: a member's in their zone (issue 39), a guest's in Central time (the spec's). */
  const today = (request: FastifyRequest): Promise<string> => {
    const { userId } = request.session;
    return typeof userId === 'number'
      ? personTodayOf(app.db.sql, userId, app.now())
      : Promise.resolve(centralDate(app.now()));
  };

  // the caller's verse text never writes the shared reflection (reflectionForCaller)
  defineRoute(app, routes.aiReflection, async ({ body }, request) =>
    reflectionForCaller(await deps(request), body.verse, body.reference),
  );
  defineRoute(app, routes.aiActionSteps, async ({ body }, request) =>
    actionStepsFor(await deps(request), body.priority, await today(request)),
  );
  defineRoute(app, routes.aiEncouragement, async ({ body }, request) =>
    encouragementFor(await deps(request), body, await today(request)),
  );
  defineRoute(app, routes.aiGoalTasks, async ({ body }, request) =>
    goalTasksFor(await deps(request), body, await today(request)),
  );
}
