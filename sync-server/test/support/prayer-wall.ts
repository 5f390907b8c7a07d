import type { MyWallRequest, PrayerWall, WallQueue, WallSettings } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type SignedIn } from './harness';

// The prayer wall as its tests use it: through the routes, the moderator being the administrator.

type Caller = { cookies: Record<string, string> };

export async function setWall(app: FastifyInstance, admin: Caller, settings: WallSettings): Promise<void> {
  const res = await as(app, admin).put('/api/admin/wall/settings', settings);
  expect(res.statusCode, res.body).toBe(200);
}

/** A request the member posted, with a title no other test uses. */
export async function posted(
  app: FastifyInstance,
  who: SignedIn,
  body: { anonymous?: boolean; details?: string } = {},
): Promise<MyWallRequest> {
  const res = await as(app, who).post('/api/wall/requests', {
    title: `Pray for ${uuidv7().slice(-12)}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function wallOf(app: FastifyInstance, who: Caller): Promise<PrayerWall> {
  const res = await as(app, who).get('/api/wall');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The ids on the wall as this person sees it. */
export const wallIds = async (app: FastifyInstance, who: Caller) =>
  (await wallOf(app, who)).requests.map((r) => r.id);

export async function queueOf(app: FastifyInstance, admin: Caller): Promise<WallQueue> {
  const res = await as(app, admin).get('/api/admin/wall/queue');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The moderator's word on a request: approve, reject, keep or remove. */
export async function moderate(
  app: FastifyInstance,
  admin: Caller,
  id: string,
  action: 'approve' | 'reject' | 'keep' | 'remove',
  status = 200,
) {
  const res = await as(app, admin).post(`/api/admin/wall/requests/${id}/${action}`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
