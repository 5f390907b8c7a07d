/**
 * The server's own messages that belong to no area: access, the framework's and the database's
 * refusals, the rate limit, and the fallbacks for a schema failure with no message of its own.
 */
export const serverMessages = {
  signIn: 'Please sign in to continue.',
  noAccess: 'You do not have access to this.',
  paidOnly: 'This feature needs a paid membership. Upgrade to unlock it.',
  adminOnly: 'Only the administrator can do this.',
  crossSite: 'Requests from other sites are not allowed.',
  notFound: 'Not found.',
  pageNotFound: 'Page not found.',
  noRoute: ({ method, path }: { method: string; path: string }) => `No API route matches ${method} ${path}.`,
  idTaken: 'That id is already in use. Please try again.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  /** GET /api/health */
  databaseDown: 'The database is not reachable.',
  uploadsUnavailable: 'Uploads are not available right now. Please try again in a moment.',
  partMissing: 'That part of the file does not exist.',
  waitSeconds: ({ seconds }: { seconds: number }) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  waitMinutes: ({ minutes }: { minutes: number }) =>
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  // the request itself
  notValid: 'The request is not valid.',
  notAnObject: 'The request body must be a JSON object.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  emptyBody: 'The request body is empty; send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  /** `size` as '1 MiB' or '64 KiB' */
  tooLargeFor: ({ size }: { size: string }) => `The request is too large: at most ${size} can be sent here.`,
  lengthMismatch: 'The request length does not match its body.',
  outOfRange: 'A value in the request is out of range.',
  badAddress: 'The address is not valid.',
  addressPartTooLong: 'A part of the address is too long.',
  /** a schema failure whose field has no message of its own (`field` as 'goal.title', or the key) */
  invalidValue: ({ field }: { field: string }) => `The value of ${field} is not valid.`,
  unknownKey: ({ key }: { key: string }) => `Unrecognized key: "${key}"`,
} as const;
