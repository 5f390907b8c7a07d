import { type LoginBody, type PublicUser, type RegisterBody, routes } from '@reign/contract';
import { callRoute } from '../../sync/api';

/** GET /api/session: the signed-in user, or null when signed out (no failed request either way). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  return (await callRoute(routes.session)).user;
}

export function loginRequest(body: LoginBody): Promise<PublicUser> {
  return callRoute(routes.login, body);
}

export function registerRequest(body: RegisterBody): Promise<PublicUser> {
  return callRoute(routes.register, body);
}

export async function logoutRequest(): Promise<void> {
  await callRoute(routes.logout);
}
