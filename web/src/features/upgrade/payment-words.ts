import { msg } from '@lingui/core/macro';
import { paymentWords } from '../../i18n/shared/words/account';

/** The contract's payment messages the page shows (paymentMessages): their words by code. */
export const PAYMENT_WORDS = paymentWords;

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
