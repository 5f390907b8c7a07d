import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { runUserChange, runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { createGoal, deleteGoal, type GoalTasks, listGoals, updateGoal } from './goal-service';

/** `goalTasks`: what a goal's delete needs of its tasks (the tasks module's, handed in by app.ts). */
export default async function goalRoutes(app: FastifyInstance, opts: { goalTasks: GoalTasks }) {
  const { sql } = app.db;

  defineRoute(app, routes.listGoals, async ({ query }, request, reply) =>
    sendPage(request, reply, await listGoals(sql, currentUser(request).id, query)),
  );

  defineRoute(app, routes.createGoal, async ({ body }, request) => {
    const goal = await runUserWrite(sql, currentUser(request), (ctx) => createGoal(ctx, body));
    return { goal, tasks: [] };
  });

  defineRoute(app, routes.updateGoal, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), { code: 'goal.notFound' }, (ctx) =>
      updateGoal(ctx, params.id, body),
    ),
  );

  defineRoute(app, routes.deleteGoal, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteGoal(ctx, params.id, opts.goalTasks));
    return spoken({ code: 'goal.deleted' });
  });
}
