import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { setupMessages } from '@reign/contract/setup';

/** The contract's setup messages (setupMessages) through the catalogue: the English is the contract's word for word. */
export const SETUP_WORDS: Record<keyof typeof setupMessages, MessageDescriptor> = {
  title: msg`Set up Reign`,
  exists: msg`This Reign server has an administrator already. Sign in instead.`,
  invalidToken: msg`This setup link is not valid. Open the link the server printed in its log when it started (a restart prints a new one).`,
  created: msg`You are the administrator of this Reign server.`,
};
