/**
 * Where signing in returns to: `/auth?next=/circles/join/…` sends the person back to the page that
 * asked them to sign in (an invitation link, issue 52). Only a path of this app is followed (one
 * slash, never `//host` or `/\host`), anything else goes to /.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}

/** The sign-in page that returns to `path` afterwards. */
export const signInPath = (path: string): string => `/auth?next=${encodeURIComponent(path)}`;
