import { SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyOptions, app as reignApp } from '../src/app';
import { connectTestDatabase, registerUser, testConfig } from './support/harness';

// An account deleted (on another device) while one of its requests is on its way: the session was
// read, then the account went, then the request writes a row that names it. The person is signed
// out (401 with words the app shows), never a 500, and nothing is written.

let app: FastifyInstance;
const DELETE_NOW = 'x-test-delete-account-now';

beforeAll(async () => {
  const config = testConfig();
  app = Fastify(fastifyOptions(config));
  // after the route's guard has read the session (preValidation), before its handler writes
  app.addHook('preHandler', async (request) => {
    const id = request.headers[DELETE_NOW];
    if (typeof id === 'string') await app.db.sql`delete from users where id = ${Number(id)}`;
  });
  await app.register(reignApp, { config, database: await connectTestDatabase() });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function deletedOnTheWay(method: 'POST', url: string, payload: object) {
  const person = await registerUser(app);
  const res = await app.inject({
    method,
    url,
    payload,
    cookies: person.cookies,
    headers: { [DELETE_NOW]: String(person.user.id) },
  });
  const [left] = await app.db.sql<{ n: number }[]>`
    select count(*)::int as n from user_goals where user_id = ${person.user.id}`;
  return { res, written: left?.n ?? 0 };
}

describe('an account deleted while its request is on the way', () => {
  it('a push is answered 401 Please sign in, and writes nothing', async () => {
    const { res, written } = await deletedOnTheWay('POST', '/api/sync/push', {
      clientId: `device-${uuidv7().slice(-8)}`,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          seq: 1,
          id: uuidv7(),
          name: 'goal.create',
          args: { id: uuidv7(), title: 'Pray daily', description: '', targetDate: '2099-06-30' },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please sign in to continue.' });
    expect(written).toBe(0);
  });

  it('a goal made through the API is answered 401 too', async () => {
    const { res, written } = await deletedOnTheWay('POST', '/api/goals', {
      title: 'Pray daily',
      description: 'Ten minutes',
      targetDate: '2099-06-30',
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(written).toBe(0);
  });
});
