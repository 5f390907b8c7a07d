import { paymentRoutes } from '@reign/contract/payments';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { callApi } from '../../api';

/** Whether card payments are set up on this server, its publishable key and the price. */
export const fetchPaymentsConfig = () => callApi(paymentRoutes.paymentsConfig);
/** The server's PaymentIntent for the lifetime membership (an open one is reused). */
export const createPaymentIntent = () => callApi(paymentRoutes.createPaymentIntent);
/** Marks the signed-in user paid once the server has checked the PaymentIntent with Stripe. */
export const upgradeToPaid = (paymentIntentId: string) =>
  callApi(paymentRoutes.upgradeToPaid, { body: { paymentIntentId } });

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for a publishable key, loaded from js.stripe.com only when the payment form is shown
 * (the `pure` entry adds no script on import). A failed load is forgotten, so a retry loads again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const existing = loaded.get(publishableKey);
  if (existing) return existing;
  const promise = loadStripe(publishableKey).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js is not available in this browser.');
    return stripe;
  });
  loaded.set(publishableKey, promise);
  promise.catch(() => loaded.delete(publishableKey));
  return promise;
}
