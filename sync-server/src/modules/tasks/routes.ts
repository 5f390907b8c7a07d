import { routes, taskMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../auth/current-user';
import { runUserWrite } from '../user-data/user-write';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-service';

export default async function taskRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  // inside the write's transaction: a missing task rolls the version bump back with the 404
  const found = <T>(task: T | null): T => {
    if (!task) throw notFound(taskMessages.notFound);
    return task;
  };

  defineRoute(app, routes.listTasks, async (_input, request) => listTasks(sql, currentUser(request).id));

  defineRoute(app, routes.createTask, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => createTask(ctx, body)),
  );

  defineRoute(app, routes.updateTask, async ({ params, body }, request) =>
    runUserWrite(sql, currentUser(request), async (ctx) => found(await updateTask(ctx, params.id, body))),
  );

  defineRoute(app, routes.deleteTask, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteTask(ctx, params.id));
    return { message: 'Task deleted.' };
  });

  defineRoute(app, routes.completeTask, async ({ params }, request) =>
    runUserWrite(sql, currentUser(request), async (ctx) => found(await setTaskDone(ctx, params.id, true))),
  );

  defineRoute(app, routes.uncompleteTask, async ({ params }, request) =>
    runUserWrite(sql, currentUser(request), async (ctx) => found(await setTaskDone(ctx, params.id, false))),
  );
}
