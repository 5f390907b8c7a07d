import { type APIRequestContext, expect } from '@playwright/test';
import { PageObject } from './page-object';

/** /upgrade: the benefits, the card form (Stripe Elements) and Back to Home. */
export class UpgradePage extends PageObject {
  readonly payButton = this.page.getByRole('button', { name: 'Complete Payment - $100' });
  readonly backHome = this.page.getByRole('link', { name: 'Back to Home' });

  async goto() {
    await this.page.goto('/upgrade');
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Upgrade to Lifetime Membership' })).toBeVisible();
  }
}

/**
 * Pays for the signed-in user through the server's own path, as the browser would after Stripe.js
 * confirmed the card: the server's PaymentIntent, the Stripe stand-in's test control marking it
 * succeeded (what Stripe does when a card is charged), then the upgrade call, which the server
 * checks against the stand-in.
 */
export async function payThroughServer(request: APIRequestContext, stripeApiUrl: string) {
  const intentResponse = await request.post('/api/create-payment-intent');
  expect(intentResponse.ok()).toBe(true);
  const { paymentIntentId } = (await intentResponse.json()) as { paymentIntentId: string };

  const before = await request.post('/api/upgrade-to-paid', { data: { paymentIntentId } });
  expect(before.status()).toBe(402);

  const charged = await request.post(`${stripeApiUrl}/__test/payment_intents/${paymentIntentId}/succeed`);
  expect(charged.ok()).toBe(true);

  const upgraded = await request.post('/api/upgrade-to-paid', { data: { paymentIntentId } });
  expect(upgraded.ok()).toBe(true);
  const user = (await upgraded.json()) as { isPaidMember: boolean; paymentDate: string | null };
  expect(user.isPaidMember).toBe(true);
  expect(user.paymentDate).toBeTruthy();
  return paymentIntentId;
}
