import { routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { runUserWrite } from '../user-data';
import { currentUser, emailConsentOf, setEmailConsent } from '../users';
import { getProfile, saveProfile } from './profile-service';

export default async function profileRoutes(app: FastifyInstance) {
  const { sql } = app.db;
  defineRoute(app, routes.getProfile, async (_input, request) => getProfile(sql, currentUser(request).id));
  defineRoute(app, routes.updateProfile, async ({ body }, request) =>
    runUserWrite(sql, currentUser(request), (ctx) => saveProfile(ctx, body)),
  );
  defineRoute(app, routes.getEmailConsent, async (_input, request) => ({
    emailConsent: await emailConsentOf(sql, currentUser(request).id),
  }));
  defineRoute(app, routes.setEmailConsent, async ({ body }, request) => {
    const emailConsent = await setEmailConsent(sql, currentUser(request).id, body.emailConsent);
    request.log.info({ userId: currentUser(request).id, emailConsent }, 'e-mail consent changed');
    return { emailConsent };
  });
}
