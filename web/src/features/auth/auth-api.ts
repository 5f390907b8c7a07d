import type { LoginBody, PublicUser, RegisterBody } from '@reign/contract';
import { callRoute } from '../../sync/api';
import { apiRequest } from '../../sync/http';

// The contract (zod and every schema, about 35 KB gzip) is not on the first load: the session read
// below is checked by hand, and sign-in, registration and sign-out load the route table on demand.
const loadRoutes = async () => (await import('@reign/contract/routes')).routes;

const PUBLIC_USER_FIELDS: Record<keyof PublicUser, (v: unknown) => boolean> = {
  id: Number.isInteger,
  username: (v) => typeof v === 'string',
  displayName: (v) => v === null || typeof v === 'string',
  email: (v) => v === null || typeof v === 'string',
  referralCode: (v) => typeof v === 'string',
  referredBy: (v) => v === null || Number.isInteger(v),
  sharingPoints: Number.isInteger,
  isPaidMember: (v) => typeof v === 'boolean',
  paymentDate: (v) => v === null || typeof v === 'string',
  createdAt: (v) => typeof v === 'string',
  isAdmin: (v) => typeof v === 'boolean',
};

/**
 * The contract's `sessionResponse` (`{ user: PublicUser | null }`) checked without zod: an answer
 * of another shape is an error, as the schema's parse would make it. Only the user's known fields
 * are kept (zod's object strips the others).
 */
export function parseSessionAnswer(json: unknown): PublicUser | null {
  const user = json && typeof json === 'object' ? (json as { user?: unknown }).user : undefined;
  if (user === null) return null;
  if (!user || typeof user !== 'object') throw new TypeError('GET /api/session: unexpected answer');
  const record = user as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(PUBLIC_USER_FIELDS)) {
    if (!check(record[key])) throw new TypeError(`GET /api/session: bad field ${key}`);
    out[key] = record[key];
  }
  return out as PublicUser;
}

/** GET /api/session: the signed-in user, or null when signed out (no failed request either way). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  const response = await apiRequest('GET', '/api/session');
  return parseSessionAnswer(await response.json());
}

export async function loginRequest(body: LoginBody): Promise<PublicUser> {
  return callRoute((await loadRoutes()).login, body);
}

export async function registerRequest(body: RegisterBody): Promise<PublicUser> {
  return callRoute((await loadRoutes()).register, body);
}

export async function logoutRequest(): Promise<void> {
  await callRoute((await loadRoutes()).logout);
}
