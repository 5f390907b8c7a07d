/** The one-time lifetime membership: $100.00 USD (spec part 2 section 9). The server's amount, never the browser's. */
export const LIFETIME_PRICE_CENTS = 10_000;
export const LIFETIME_CURRENCY = 'usd';
export const PAID_FEATURES = ['Reflections Archive', 'Multiple Goals', '7-Day Series'] as const;
