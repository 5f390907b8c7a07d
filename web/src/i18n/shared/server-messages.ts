import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The server's own messages that are not the contract's (sync-server/src: http-error.ts's
// defaults, guards.ts, database-unavailable.ts, the routes' 'deleted' answers), word for word, so
// that the catalogue has them: the web shows them by their English (translateShared). The server's
// rate limit ('Too many attempts. Please wait 3 minutes and try again.') is a pattern
// (patterned.ts).

export const SERVER_MESSAGES: readonly MessageDescriptor[] = [
  msg`Please sign in to continue.`,
  msg`You do not have access to this.`,
  msg`This feature needs a paid membership. Upgrade to unlock it.`,
  msg`The database is not reachable right now. Please try again in a moment.`,
  msg`That id is already in use. Please try again.`,
  msg`Requests from other sites are not allowed.`,
  msg`Only the administrator can do this.`,
  msg`Page not found.`,
  msg`No verse by that name. Use a date (2026-11-21) or a reference (John 3:16).`,
  msg`This row is not valid.`,
  msg`Entry deleted.`,
  msg`Goal deleted.`,
  msg`Task deleted.`,
  msg`Prayer request deleted.`,
  msg`Reading plan deleted.`,
  msg`Giveaway deleted.`,
  msg`Scripture deleted.`,
  msg`Series deleted.`,
  msg`The morning reminder is off on this device.`,
  // the sync's own, when the server refused a change without a message (sync/push.ts)
  msg`The server refused this change.`,
];
