import { authRoutes, type LoginBody, type PublicUser, type RegisterBody } from '@reign/contract/auth';
import { callApi, errorCode } from '../../api';

/**
 * A logout made offline: the person is signed out on this device at once, and the server is told
 * (POST /api/logout, which ends the session its cookie names) when the connection returns, or at
 * the next start before the session is read. A later sign-in ends that session itself, so it
 * clears the mark.
 */
const PENDING_LOGOUT_KEY = 'reign:pending-logout';

function pendingLogout(): boolean {
  try {
    return window.localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

function setPendingLogout(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(PENDING_LOGOUT_KEY, '1');
    else window.localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // storage refused: an offline logout is then only this page's
  }
}

/** Tells the server of the logout; false when it could not be reached (then it is tried again once online). */
async function sendLogout(): Promise<boolean> {
  try {
    await callApi(authRoutes.logout);
  } catch (err) {
    if (errorCode(err) === 'network') {
      addEventListener('online', finishPendingLogout, { once: true });
      return false;
    }
    // any answer means the server has heard it (an ended session answers 401)
  }
  return true;
}

async function finishPendingLogout(): Promise<void> {
  if (pendingLogout() && (await sendLogout())) setPendingLogout(false);
}

/**
 * GET /api/session: the signed-in user, or null when signed out (no failed request either way).
 * After an offline logout the server hears of it first, and until it has, nobody is signed in here.
 */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  if (pendingLogout()) {
    await finishPendingLogout();
    if (pendingLogout()) return null;
  }
  return (await callApi(authRoutes.session)).user;
}

export async function loginRequest(body: LoginBody): Promise<PublicUser> {
  const user = await callApi(authRoutes.login, { body });
  setPendingLogout(false);
  return user;
}

export async function registerRequest(body: RegisterBody): Promise<PublicUser> {
  const user = await callApi(authRoutes.register, { body });
  setPendingLogout(false);
  return user;
}

/**
 * POST /api/logout. Offline (no answer) the logout still counts on this device and is sent when
 * the connection returns; an answer that refuses it (a server error) rejects.
 */
export async function logoutRequest(): Promise<void> {
  try {
    await callApi(authRoutes.logout);
  } catch (err) {
    if (errorCode(err) !== 'network') throw err;
    setPendingLogout(true);
    addEventListener('online', finishPendingLogout, { once: true });
  }
}
