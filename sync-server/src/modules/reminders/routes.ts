import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../i18n';
import { defineRoute } from '../../lib/define-route';
import { currentUser } from '../users';
import {
  getReminderSettings,
  type ReminderDeps,
  saveCirclePush,
  saveReminderSettings,
  subscribeDevice,
  unsubscribeDevice,
} from './reminder-service';

export default async function reminderRoutes(app: FastifyInstance) {
  const deps = (): ReminderDeps => ({ sql: app.db.sql, push: app.push, now: app.now() });
  defineRoute(app, routes.getReminderSettings, async (_input, request) =>
    getReminderSettings(deps(), currentUser(request).id),
  );
  defineRoute(app, routes.saveReminderSettings, async ({ body }, request) =>
    saveReminderSettings(deps(), currentUser(request).id, body, requestLanguage(request)),
  );
  defineRoute(app, routes.savePrayedPush, async ({ body }, request) =>
    saveCirclePush(deps(), currentUser(request).id, 'prayed_push', body.on),
  );
  defineRoute(app, routes.saveAnsweredPush, async ({ body }, request) =>
    saveCirclePush(deps(), currentUser(request).id, 'answered_push', body.on),
  );
  defineRoute(app, routes.saveReadingPush, async ({ body }, request) =>
    saveCirclePush(deps(), currentUser(request).id, 'reading_push', body.on),
  );
  defineRoute(app, routes.subscribePush, async ({ body }, request) =>
    subscribeDevice(deps(), currentUser(request).id, body, requestLanguage(request)),
  );
  defineRoute(app, routes.unsubscribePush, async ({ body }, request) => {
    await unsubscribeDevice(deps(), currentUser(request).id, body.endpoint);
    return spoken({ code: 'reminder.off' });
  });
}
