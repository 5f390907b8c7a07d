// Runs the Stripe stand-in for the browser tests (web/e2e/run.mjs) and prints its URL.
import { serveUntilStopped } from './loopback';
import { startStripeStandIn } from './stripe-stand-in';

const standIn = await startStripeStandIn();
serveUntilStopped(standIn.url, standIn.close);
