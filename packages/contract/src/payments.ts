import * as z from 'zod/mini';
import { publicUser } from './auth';
import { checked } from './checked';
import { get, post, routeTable } from './route-builder';

export const paymentMessages = {
  notConfigured: 'Payments are not set up on this server.',
  alreadyPaid: 'You already have lifetime access.',
  notSucceeded: 'This payment has not gone through yet.',
  notYours: 'This payment cannot be used for your account.',
  webhookOff: 'Stripe webhooks are not set up on this server.',
  noSignature: 'Missing Stripe signature.',
  badSignature: 'Invalid Stripe signature.',
  paymentIntentId: 'A payment id is required',
  paymentFailedTitle: 'Payment Failed',
  upgradePendingTitle: 'Payment processed, account upgrade pending',
  upgradePending: "Please contact support if your account isn't upgraded shortly.",
  initFailed: 'Failed to initialize payment. Please try again.',
  successTitle: 'Payment Successful!',
  success: 'Welcome to lifetime membership! Every premium feature is now yours.',
} as const;

export const paymentsConfig = z.object({
  enabled: z.boolean(),
  publishableKey: z.nullable(z.string()),
  amount: z.int(),
  currency: z.string(),
});

export const paymentIntentResponse = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

export const upgradeBody = z.strictObject({
  paymentIntentId: checked(
    z.string({ error: paymentMessages.paymentIntentId }),
    z.trim(),
    z.regex(/^pi_[A-Za-z0-9_]+$/, paymentMessages.paymentIntentId),
    z.maxLength(255),
  ),
});

/** The lifetime membership payment (Stripe). */
export const paymentRoutes = routeTable('payments', 'signed-in', {
  paymentsConfig: get('/api/payments/config', {
    summary: 'Whether card payments are set up, the publishable key, and the price',
    access: 'public',
    response: paymentsConfig,
  }),
  createPaymentIntent: post('/api/create-payment-intent', {
    summary: 'A Stripe PaymentIntent for the $100 lifetime membership (an open one is reused)',
    response: paymentIntentResponse,
  }),
  upgradeToPaid: post('/api/upgrade-to-paid', {
    summary: 'Mark the user paid after checking the PaymentIntent with Stripe',
    body: upgradeBody,
    response: publicUser,
  }),
});
