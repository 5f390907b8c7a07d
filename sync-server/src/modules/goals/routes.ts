import { goalMessages, routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../auth/current-user';
import { runUserChange, runUserWrite } from '../user-data/user-write';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goal-service';

export default async function goalRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.listGoals, async (_input, request) => listGoals(sql, currentUser(request).id));

  defineRoute(app, routes.createGoal, async ({ body }, request) => {
    const goal = await runUserWrite(sql, currentUser(request), (ctx) => createGoal(ctx, body));
    return { goal, tasks: [] };
  });

  defineRoute(app, routes.updateGoal, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), goalMessages.notFound, (ctx) =>
      updateGoal(ctx, params.id, body),
    ),
  );

  defineRoute(app, routes.deleteGoal, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteGoal(ctx, params.id));
    return { message: 'Goal deleted.' };
  });
}
