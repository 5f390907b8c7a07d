import { type RouteSpec, routes, SYNC_SCHEMA_VERSION } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyOptions, app as reignApp } from '../src/app';
import {
  as,
  connectTestDatabase,
  makePaidMember,
  registerUser,
  type SignedIn,
  signInAdmin,
  testConfig,
} from './support/harness';

/**
 * Routes outside the contract's table, each with who may call it and why. The walk below fails
 * when a route is registered that is in neither list, so a new route cannot skip the table.
 */
const OUTSIDE_THE_TABLE: Record<string, string> = {
  'POST /api/stripe/webhook': 'public: Stripe calls it; the signature over the raw body is the check',
  'GET /s/:code': 'public: a shared short link redirects to the app',
  'GET /uploads/*': 'public: scripture audio and giveaway images',
};
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

let app: FastifyInstance;
const registered: RouteOptions[] = [];
let owner: SignedIn;
let other: SignedIn;
let free: SignedIn;
let paid: SignedIn;
let admin: { cookies: Record<string, string> };

beforeAll(async () => {
  const config = testConfig();
  app = Fastify(fastifyOptions(config));
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  await app.register(reignApp, { config, database: await connectTestDatabase() });
  await app.ready();
  owner = await registerUser(app);
  other = await registerUser(app);
  free = await registerUser(app);
  paid = await registerUser(app);
  await makePaidMember(app, paid.user.id);
  admin = await signInAdmin(app);
  // other files make the administrator a paid member too; here it always is one
  await makePaidMember(app, 1);
});
afterAll(() => app.close());

const table = Object.entries(routes) as Array<[string, RouteSpec]>;
const keyOf = (method: string, url: string) => `${method} ${url}`;

describe('the registered routes and the role table agree', () => {
  it('every registered route is in the contract table or listed outside it, and the reverse', () => {
    const inTable = new Set(table.map(([, r]) => keyOf(r.method, r.path)));
    const seen = new Set<string>();
    for (const route of registered) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      for (const method of methods) {
        const key = keyOf(method, route.url);
        if (isDocs(route.url)) continue;
        seen.add(key);
        expect(inTable.has(key) || key in OUTSIDE_THE_TABLE, `${key} has no declared access`).toBe(true);
      }
    }
    for (const key of [...inTable, ...Object.keys(OUTSIDE_THE_TABLE)]) {
      expect(seen.has(key), `${key} is declared but not registered`).toBe(true);
    }
  });
});

/** A URL for the route with ids no row has, so the walk changes nothing. */
const urlOf = (route: RouteSpec) =>
  route.path
    .replace(':id', '999999')
    .replace(':entryId', '999999')
    .replace(':inviteId', '999999')
    .replace(':userId', '999999')
    .replace(':prayerId', '999999')
    .replace(':topicId', '999999')
    .replace(':day', '1')
    .replace(':date', '2026-11-21')
    .replace(':name', 'John%203:16')
    .replace(':book', 'John')
    .replace(':chapter', '3') + (route.path === '/api/bible/lookup' ? '?reference=John%203:16' : '');

async function statusFor(route: RouteSpec, who?: { cookies: Record<string, string> }): Promise<number> {
  const res = await app.inject({
    method: route.method,
    url: urlOf(route),
    ...(who ? { cookies: who.cookies } : {}),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

const ROLES = ['signed out', 'free user', 'paid member', 'admin'] as const;
// the administrator here is also a paid member
/** Whether each role gets past the route's guard, by its declared access. */
const allowed: Record<RouteSpec['access'], Record<(typeof ROLES)[number], boolean>> = {
  public: { 'signed out': true, 'free user': true, 'paid member': true, admin: true },
  'signed-in': { 'signed out': false, 'free user': true, 'paid member': true, admin: true },
  paid: { 'signed out': false, 'free user': false, 'paid member': true, admin: true },
  admin: { 'signed out': false, 'free user': false, 'paid member': false, admin: true },
};

// logout ends the callers' sessions, so it is walked last
const walkOrder = [...table].sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));

describe('each route answers each role as its access says', () => {
  it.each(walkOrder)('%s', async (_name, route) => {
    const callers = {
      'signed out': undefined,
      'free user': free,
      'paid member': paid,
      admin,
    } as const;
    const row: Record<string, string> = {};
    for (const role of ROLES) {
      const status = await statusFor(route, callers[role]);
      const refused = role === 'signed out' ? status === 401 : status === 403 || status === 401;
      row[role] = allowed[route.access][role]
        ? refused
          ? `refused (${status})`
          : 'allowed'
        : refused
          ? 'allowed'
          : `not refused (${status})`;
    }
    expect(row, `${route.method} ${route.path} (${route.access})`).toEqual({
      'signed out': 'allowed',
      'free user': 'allowed',
      'paid member': 'allowed',
      admin: 'allowed',
    });
  });
});

describe("another user's rows cannot be read or changed, by any path", () => {
  let goalId: string;
  let taskId: string;
  let prayerId: string;
  let before: { goals: unknown; tasks: unknown; actions: unknown; prayers: unknown };

  const snapshot = async () => {
    const me = as(app, owner);
    return {
      goals: (await me.get('/api/goals')).json(),
      tasks: (await me.get('/api/tasks')).json(),
      actions: (await me.get('/api/daily-actions/date/2026-11-21')).json(),
      prayers: (await me.get('/api/prayers')).json(),
    };
  };

  beforeAll(async () => {
    const me = as(app, owner);
    const goal = await me.post('/api/goals', {
      title: 'Mine',
      description: 'owner only',
      targetDate: '2026-12-31',
    });
    expect(goal.statusCode).toBe(201);
    goalId = goal.json().goal.id;
    const task = await me.post('/api/tasks', { title: 'My task', scheduledDate: '2026-11-21' });
    expect(task.statusCode).toBe(201);
    taskId = task.json().id;
    const prayer = await me.post('/api/prayers', { title: 'My request' });
    expect(prayer.statusCode).toBe(201);
    prayerId = prayer.json().id;
    before = await snapshot();
  });

  it('REST: the other user gets 404 for every owned row, and the rows stay as they were', async () => {
    const them = as(app, other);
    const attempts = [
      await them.put(`/api/goals/${goalId}`, { title: 'Stolen' }),
      await them.delete(`/api/goals/${goalId}`),
      await them.put(`/api/tasks/${taskId}`, { title: 'Stolen' }),
      await them.post(`/api/tasks/${taskId}/complete`),
      await them.post(`/api/tasks/${taskId}/uncomplete`),
      await them.delete(`/api/tasks/${taskId}`),
      await them.put(`/api/prayers/${prayerId}`, { title: 'Stolen' }),
      await them.post(`/api/prayers/${prayerId}/answer`, { answeredAt: '2026-11-21' }),
      await them.delete(`/api/prayers/${prayerId}`),
      await them.put(`/api/prayers/${prayerId}/share`, { circleId: null }),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    expect((await them.get('/api/goals')).json()).toEqual([]);
    expect((await them.get('/api/tasks')).json()).toEqual([]);
    expect((await them.get('/api/prayers')).json()).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("sync push: the other user's mutations on those ids are rejected and change nothing", async () => {
    const mutations = [
      { name: 'goal.update', args: { id: goalId, changes: { title: 'Stolen' } } },
      { name: 'goal.delete', args: { id: goalId } },
      { name: 'task.update', args: { id: taskId, changes: { title: 'Stolen' } } },
      { name: 'task.complete', args: { id: taskId } },
      { name: 'task.delete', args: { id: taskId } },
      { name: 'prayer.update', args: { id: prayerId, changes: { title: 'Stolen' } } },
      { name: 'prayer.delete', args: { id: prayerId } },
      { name: 'prayer.share', args: { id: prayerId, circleId: null } },
      { name: 'prayer.create', args: { id: prayerId, title: 'Mine now' } },
      // a create with the owner's id must not take the row over
      { name: 'goal.create', args: { id: goalId, title: 'Mine now', targetDate: '2026-12-31' } },
      { name: 'task.create', args: { id: taskId, title: 'Mine now', scheduledDate: '2026-11-21' } },
    ].map((m, i) => ({ seq: i + 1, id: uuidv7(), ...m }));
    const res = await as(app, other).post('/api/sync/push', {
      clientId: `intruder-${uuidv7()}`,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations,
    });
    expect(res.statusCode).toBe(200);
    for (const result of res.json().results) expect(result.status).toBe('rejected');
    expect(await snapshot()).toEqual(before);
    const pulled = await app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0',
      cookies: other.cookies,
    });
    expect(JSON.stringify(pulled.json().changes)).not.toContain(goalId);
    expect(JSON.stringify(pulled.json().changes)).not.toContain(prayerId);
  });

  it("account import: an export naming the owner's ids is refused for those rows", async () => {
    const res = await as(app, other).post('/api/account/import', {
      format: 'reign-export',
      version: 1,
      goals: [{ id: goalId, title: 'Stolen', description: '', targetDate: '2026-12-31' }],
      tasks: [{ id: taskId, title: 'Stolen', scheduledDate: '2026-11-21' }],
      prayers: [
        {
          ...{ id: prayerId, title: 'Stolen', details: null, forWhom: null, category: 'spiritual' },
          ...{ status: 'answered', answeredAt: '2026-11-21', testimony: 'Taken over' },
          ...{ createdAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z' },
        },
      ],
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
    expect((await as(app, other).get('/api/goals')).json()).toEqual([]);
  });

  it("admin-only user views refuse the owner's neighbours", async () => {
    for (const path of ['analytics', 'referrals', 'shares', 'entries']) {
      const res = await as(app, other).get(`/api/admin/users/${owner.user.id}/${path}`);
      expect(res.statusCode).toBe(403);
    }
  });
});
