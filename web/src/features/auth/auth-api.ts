import { type LoginBody, type PublicUser, type RegisterBody, routes } from '@reign/contract';
import { callRoute, readRouteOrNull } from '../../sync/api';

/** GET /api/user: the signed-in user, or null when signed out (a 401 is not an error here). */
export function fetchCurrentUser(): Promise<PublicUser | null> {
  return readRouteOrNull(routes.currentUser);
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
