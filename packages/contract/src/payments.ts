import { z } from 'zod';

export const paymentMessages = {
  notConfigured: 'Payments are not set up on this server.',
  alreadyPaid: 'You already have lifetime access.',
  notSucceeded: 'This payment has not gone through yet.',
  notYours: 'This payment cannot be used for your account.',
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
  publishableKey: z.string().nullable(),
  amount: z.int(),
  currency: z.string(),
});

export const paymentIntentResponse = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

export const upgradeBody = z.strictObject({
  paymentIntentId: z
    .string({ error: paymentMessages.paymentIntentId })
    .trim()
    .regex(/^pi_[A-Za-z0-9_]+$/, paymentMessages.paymentIntentId)
    .max(255),
});
