import type { PublicUser } from '@reign/contract';
import { vi } from 'vitest';

export type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The app asks GET /api/session at start; tests describe the signed-in user as GET /api/user
 * answers it (the user, or 401 signed out), so a session question is answered from that.
 */
async function sessionFrom(handler: Handler): Promise<Response> {
  const user = await handler({ method: 'GET', path: '/api/user', body: undefined });
  if (user.status === 401) return json(200, { user: null });
  if (!user.ok) return user;
  return json(200, { user: await user.json() });
}

/** Stubs global fetch with one handler; returns the mock so tests can read the calls. */
export function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === '/api/session') return sessionFrom(handler);
    return handler({ method, path, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one method and path. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => input === path && (init?.method ?? 'GET') === method);
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 2,
    username: 'ruth',
    displayName: null,
    email: null,
    emailVerified: false,
    referralCode: 'RUTH2024',
    referredBy: null,
    sharingPoints: 40,
    isPaidMember: false,
    paymentDate: null,
    createdAt: '2026-01-05T12:00:00.000Z',
    isAdmin: false,
    ...overrides,
  };
}

export const signedOut = () => json(401, { message: 'Not signed in' });
