import { msg, plural } from '@lingui/core/macro';
import type { AreaWords } from './types';

// The server's own: access, the framework's and the database's refusals, the rate limit. Each area apart, so a screen that shows one at once carries only it.

export const serverWords: AreaWords<'server'> = {
  signIn: msg`Please sign in to continue.`,
  noAccess: msg`You do not have access to this.`,
  paidOnly: msg`This feature needs a paid membership. Upgrade to unlock it.`,
  adminOnly: msg`Only the administrator can do this.`,
  crossSite: msg`Requests from other sites are not allowed.`,
  notFound: msg`Not found.`,
  pageNotFound: msg`Page not found.`,
  noRoute: ({ method, path }) => msg`No API route matches ${method} ${path}.`,
  idTaken: msg`That id is already in use. Please try again.`,
  internal: msg`Something went wrong on our side. Please try again in a moment.`,
  databaseUnavailable: msg`The database is not reachable right now. Please try again in a moment.`,
  databaseDown: msg`The database is not reachable.`,
  uploadsUnavailable: msg`Uploads are not available right now. Please try again in a moment.`,
  partMissing: msg`That part of the file does not exist.`,
  waitSeconds: ({ seconds }) =>
    msg`Too many attempts. Please wait ${plural(seconds, { one: '# second', other: '# seconds' })} and try again.`,
  waitMinutes: ({ minutes }) =>
    msg`Too many attempts. Please wait ${plural(minutes, { one: '# minute', other: '# minutes' })} and try again.`,
  notValid: msg`The request is not valid.`,
  notAnObject: msg`The request body must be a JSON object.`,
  jsonOnly: msg`Send the request body as JSON (Content-Type: application/json).`,
  emptyBody: msg`The request body is empty; send a JSON object.`,
  invalidJson: msg`The request body is not valid JSON.`,
  tooLarge: msg`The request is too large.`,
  tooLargeFor: ({ size }) => msg`The request is too large: at most ${size} can be sent here.`,
  lengthMismatch: msg`The request length does not match its body.`,
  outOfRange: msg`A value in the request is out of range.`,
  badAddress: msg`The address is not valid.`,
  addressPartTooLong: msg`A part of the address is too long.`,
  invalidValue: ({ field }) => msg`The value of ${field} is not valid.`,
  unknownKey: ({ key }) => msg`Unrecognized key: "${key}"`,
};
