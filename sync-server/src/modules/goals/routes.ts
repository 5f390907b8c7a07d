import { goalMessages, routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../auth/current-user';
import { runUserWrite } from '../user-data/user-write';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goal-service';

export default async function goalRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.listGoals, async (_input, request) => listGoals(sql, currentUser(request).id));

  defineRoute(app, routes.createGoal, async ({ body }, request) => {
    const goal = await runUserWrite(sql, currentUser(request), (ctx) => createGoal(ctx, body));
    return { goal, tasks: [] };
  });

  defineRoute(app, routes.updateGoal, async ({ params, body }, request) => {
    // the 404 is thrown inside the write, so its version bump is rolled back
    return runUserWrite(sql, currentUser(request), async (ctx) => {
      const goal = await updateGoal(ctx, params.id, body);
      if (!goal) throw notFound(goalMessages.notFound);
      return goal;
    });
  });

  defineRoute(app, routes.deleteGoal, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteGoal(ctx, params.id));
    return { message: 'Goal deleted.' };
  });
}
