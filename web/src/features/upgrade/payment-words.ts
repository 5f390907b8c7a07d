import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { paymentMessages } from '@reign/contract';

/**
 * The contract's payment messages the page shows (paymentMessages), through the catalogue: the
 * English is the contract's word for word (spanish-screens.account.test.tsx checks it).
 */
export const PAYMENT_WORDS = {
  notConfigured: msg`Payments are not set up on this server.`,
  paymentFailedTitle: msg`Payment Failed`,
  upgradePendingTitle: msg`Payment processed, account upgrade pending`,
  upgradePending: msg`Please contact support if your account isn't upgraded shortly.`,
  initFailed: msg`Failed to initialize payment. Please try again.`,
  successTitle: msg`Payment Successful!`,
  success: msg`Welcome to lifetime membership! Every premium feature is now yours.`,
} satisfies Partial<Record<keyof typeof paymentMessages, MessageDescriptor>>;

/** The checkout's own words. */
export const CHECKOUT_TEXTS = {
  disabled: PAYMENT_WORDS.notConfigured,
  offline: msg`You're offline. Connect to the internet to upgrade.`,
  unreachable: msg`We couldn't reach the server. Please try again.`,
  stripeFailed: msg`The secure card form (Stripe.js) could not be loaded. Check your internet connection and try again.`,
  paymentFailed: msg`The payment was not completed. Please try again.`,
  processingTitle: msg`Payment processing`,
  processing: msg`Your payment is being processed. Your account will be upgraded as soon as it completes.`,
} as const;
