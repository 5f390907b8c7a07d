import { type CodedMessage, routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { sendPage } from '../../lib/paging';
import { runUserChange, runUserWrite } from '../user-data';
import { currentUser } from '../users';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-service';

export default async function taskRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  const notFoundMessage: CodedMessage = { code: 'task.notFound' };

  defineRoute(app, routes.listTasks, async ({ query }, request, reply) =>
    sendPage(request, reply, await listTasks(sql, currentUser(request).id, query)),
  );

  defineRoute(app, routes.createTask, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => createTask(ctx, body)),
  );

  defineRoute(app, routes.updateTask, async ({ params, body }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => updateTask(ctx, params.id, body)),
  );

  defineRoute(app, routes.deleteTask, async ({ params }, request) => {
    await runUserWrite(sql, currentUser(request), (ctx) => deleteTask(ctx, params.id));
    return spoken({ code: 'task.deleted' });
  });

  defineRoute(app, routes.completeTask, async ({ params }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => setTaskDone(ctx, params.id, true)),
  );

  defineRoute(app, routes.uncompleteTask, async ({ params }, request) =>
    runUserChange(sql, currentUser(request), notFoundMessage, (ctx) => setTaskDone(ctx, params.id, false)),
  );
}
