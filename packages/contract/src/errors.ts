/**
 * Why a request was refused, for code to act on (the web decides by these, never by the wording).
 * The status-wide codes come from `errorCodeForStatus`; the others name one rule.
 */
export const ERROR_CODES = [
  /** 400: the request did not pass its schema or a rule about its values */
  'invalid_request',
  /** 401: no signed-in session */
  'signed_out',
  /** 401 at sign-in: the username or password is wrong */
  'invalid_credentials',
  /** 403: not allowed (another user's data, the admin area, a cross-site write) */
  'forbidden',
  /** 403: the route or change needs a paid membership */
  'paid_membership_required',
  /** 403: a free member already has the one goal the free membership allows */
  'free_goal_limit',
  /** 409: the account has reached a limit of ACCOUNT_LIMITS (limits.ts) for that kind of row */
  'account_limit',
  /** 409: a circle's bound (CIRCLE_LIMITS: circles a person is in, members, open invitations) */
  'circle_limit',
  /**
   * 409: a write would keep one more version to review than its row (ACCOUNT_LIMITS.conflictsPerRow)
   * or the account (ACCOUNT_LIMITS.conflicts) keeps: settle some, then send it again
   */
  'versions_limit',
  /** 400: a task names a goal that does not exist (deleted on another device meanwhile) */
  'goal_not_found',
  /** 404 */
  'not_found',
  /** 409: the id is taken */
  'conflict',
  /** 413 */
  'too_large',
  /** 429: too many attempts; `Retry-After` says how long to wait */
  'rate_limited',
  /** 400: a giveaway entry costs more points than the user has */
  'not_enough_points',
  /** 400: the user already has the lifetime membership */
  'already_paid',
  /** 402: the payment has not gone through yet */
  'payment_incomplete',
  /** 503: a service is not set up or not reachable (payments, uploads, the database) */
  'unavailable',
  /** any other 5xx */
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error answer that names no rule of its own. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'signed_out';
    case 402:
      return 'payment_incomplete';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'server_error' : 'invalid_request';
  }
}
