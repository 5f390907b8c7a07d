import { authRoutes, type LoginBody, type PublicUser, type RegisterBody } from '@reign/contract/auth';
import { callApi } from '../../api';

/** GET /api/session: the signed-in user, or null when signed out (no failed request either way). */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  return (await callApi(authRoutes.session)).user;
}

export function loginRequest(body: LoginBody): Promise<PublicUser> {
  return callApi(authRoutes.login, { body });
}

export function registerRequest(body: RegisterBody): Promise<PublicUser> {
  return callApi(authRoutes.register, { body });
}

export async function logoutRequest(): Promise<void> {
  await callApi(authRoutes.logout);
}
