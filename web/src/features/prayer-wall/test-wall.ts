import type { MyWallRequest, WallRequest } from '@reign/contract';
import { json, makeUser, stubApi } from '../../test/fetch-stub';

// A small prayer wall server for the wall's screen tests: the signed-in person is user 2 (makeUser).

export const request = (overrides: Partial<WallRequest> = {}): WallRequest => ({
  id: '0190a000-0000-7000-8000-000000000011',
  title: 'Healing for my aunt',
  details: 'Surgery on Friday',
  name: null,
  mine: false,
  approvedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-12-04T12:00:00.000Z',
  prayedCount: 2,
  ...overrides,
});

export const mine: MyWallRequest = {
  id: '0190a000-0000-7000-8000-000000000012',
  title: 'A new job',
  details: null,
  anonymous: false,
  status: 'pending',
  createdAt: '2026-11-21T12:00:00.000Z',
  expiresAt: null,
};

export function stubWall(wall: { open: boolean; requests: WallRequest[] }, own: MyWallRequest[] = []) {
  return stubApi(({ method, path }) => {
    if (path === '/api/user') return json(200, makeUser());
    if (path === '/api/wall') return json(200, wall);
    if (path === '/api/wall/mine') return json(200, own);
    if (method === 'POST' && path.endsWith('/report'))
      return json(200, { message: 'Thank you. The request is hidden until a moderator looks at it.' });
    return json(404, {});
  });
}
