import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { Config } from '../config';

/** Stripe, when configured; payments are off (and say so) otherwise. */
export interface Payments {
  enabled: boolean;
  publishableKey: string | null;
  webhookSecret: string | null;
  stripe: Stripe | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function createPayments(config: Config['stripe']): Payments {
  if (!config.secretKey || !config.publishableKey) {
    return { enabled: false, publishableKey: null, webhookSecret: null, stripe: null };
  }
  // STRIPE_API_URL points the real SDK at another host (a proxy, or the test stand-in)
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    enabled: true,
    publishableKey: config.publishableKey,
    webhookSecret: config.webhookSecret ?? null,
    stripe,
  };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const payments = createPayments(config.stripe);
    app.decorate('payments', payments);
    app.log.info(
      { payments: payments.enabled ? 'on' : 'off' },
      `Stripe payments: ${payments.enabled ? 'on' : 'off'}`,
    );
  },
  { name: 'payments' },
);
