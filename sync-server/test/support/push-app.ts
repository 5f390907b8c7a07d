import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { as, bodyOf, connectTestDatabase, type SignedIn, testConfig } from './harness';
import { type PushStandIn, startPushStandIn } from './push-stand-in';

/** An app whose pushes go to a stand-in push service, with its VAPID keys, on the test database. */
export interface PushApp {
  app: FastifyInstance;
  standIn: PushStandIn;
  vapid: { publicKey: string; privateKey: string };
  /** runs due jobs until none is left (a reminder queues its deliveries, the next look sends them) */
  drain: () => Promise<void>;
  /** a new device of the person gets the reminder (its zone `timeZone`); answers the device's hash */
  subscribe: (who: SignedIn, timeZone?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Starts the stand-in and the app (on `clock` when given). */
export async function startPushApp(clock?: () => Date): Promise<PushApp> {
  const standIn = await startPushStandIn();
  const vapid = (await import('web-push')).default.generateVAPIDKeys();
  const app = await buildApp({
    config: testConfig({
      PUSH_SERVICE_ORIGINS: standIn.origin,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    }),
    database: await connectTestDatabase(),
    ...(clock ? { clock } : {}),
  });
  return {
    app,
    standIn,
    vapid,
    async drain() {
      while ((await app.jobs.runDue()) > 0) {}
    },
    async subscribe(who, timeZone = 'America/Chicago') {
      const device = await standIn.subscribe(vapid.publicKey);
      const body = { endpoint: device.endpoint, keys: device.keys, timeZone };
      await bodyOf(200, as(app, who).put('/api/push/subscription', body));
      return device.clientHash;
    },
    async close() {
      await app.close();
      await standIn.close();
    },
  };
}
