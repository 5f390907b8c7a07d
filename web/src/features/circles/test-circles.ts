import type { CircleDetail, CircleInvite, CircleMember, CircleSummary } from '@reign/contract';
import { json, makeUser, stubApi } from '../../test/fetch-stub';

// A small in-memory circles server for the circles' screen tests: the signed-in person is user 2
// (makeUser), in the circles given; its routes answer as the real ones do (members only: 404).

export const ME = 2;
export const CIRCLE_ID = '0190a000-0000-7000-8000-000000000001';
export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

export function member(userId: number, name: string, role: CircleMember['role'] = 'member'): CircleMember {
  return { userId, name, role, joinedAt: `2026-01-0${userId}T12:00:00.000Z` };
}

export function makeCircle(overrides: Partial<CircleDetail> = {}): CircleDetail {
  const members = overrides.members ?? [member(ME, 'ruth', 'leader'), member(3, 'Ben'), member(4, 'Carla')];
  return {
    id: CIRCLE_ID,
    name: 'Home group',
    role: members.find((m) => m.userId === ME)?.role ?? 'member',
    memberCount: members.length,
    version: 1,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    ...overrides,
    members,
  };
}

const summary = ({ id, name, role, memberCount, version }: CircleDetail): CircleSummary => ({
  id,
  name,
  role,
  memberCount,
  version,
});

export interface CirclesServer {
  circles: CircleDetail[];
  invites: CircleInvite[];
  /** how the next join answers: a circle, or a refusal (status and body) */
  join?: { status: number; body: unknown };
}

/** Stubs fetch with the server; returns the mock and the state the test may change. */
export function stubCircles(state: CirclesServer) {
  const fetchMock = stubApi(({ method, path, body }) => {
    if (path === '/api/user') return json(200, makeUser({ id: ME }));
    if (path === '/api/circles' && method === 'GET') return json(200, state.circles.map(summary));
    if (path === '/api/circles' && method === 'POST') {
      const made = makeCircle({
        name: (body as { name: string }).name,
        members: [member(ME, 'ruth', 'leader')],
      });
      state.circles.push(made);
      return json(201, made);
    }
    if (path === '/api/circles/join' && method === 'POST') {
      if (state.join) return json(state.join.status, state.join.body);
      const joined = makeCircle({
        role: 'member',
        members: [member(1, 'Ana', 'leader'), member(ME, 'ruth')],
      });
      state.circles.push(joined);
      return json(200, joined);
    }
    const [, , , id, part, partId] = path.split('/');
    const circle = state.circles.find((c) => c.id === id);
    if (!circle) return json(404, { message: 'Circle not found.', messageCode: 'circle.notFound' });
    if (!part && method === 'GET') return json(200, circle);
    if (part === 'invites' && method === 'GET') return json(200, state.invites);
    if (part === 'invites' && method === 'POST') {
      const days = (body as { days: number }).days;
      const made = {
        id: `0190a000-0000-7000-8000-00000000010${state.invites.length}`,
        createdAt: '2026-03-01T12:00:00.000Z',
        expiresAt: new Date(Date.parse('2026-03-01T12:00:00.000Z') + days * 86_400_000).toISOString(),
        uses: 0,
      };
      state.invites.push(made);
      return json(201, { ...made, code: 'ABCDE-FGHJK', token: TOKEN });
    }
    if (part === 'invites' && method === 'DELETE') {
      state.invites = state.invites.filter((i) => i.id !== partId);
      return json(200, { message: 'Invitation revoked.', messageCode: 'circle.revoked' });
    }
    if (part === 'leave' && method === 'POST') {
      state.circles = state.circles.filter((c) => c !== circle);
      return json(200, { message: 'You left the circle.', messageCode: 'circle.left' });
    }
    if (part === 'members' && method === 'DELETE') {
      circle.members = circle.members.filter((m) => m.userId !== Number(partId));
      circle.memberCount = circle.members.length;
      return json(200, { message: 'Removed from the circle.', messageCode: 'circle.removed' });
    }
    if (part === 'members' && method === 'PUT') {
      const { role } = body as { role: CircleMember['role'] };
      circle.members = circle.members.map((m) => (m.userId === Number(partId) ? { ...m, role } : m));
      return json(200, circle);
    }
    return json(404, { message: 'Not found' });
  });
  return fetchMock;
}
