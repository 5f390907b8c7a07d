// Runs the Stripe stand-in for the browser tests (web/e2e/run.mjs) and prints its URL.
import { startStripeStandIn } from './stripe-stand-in';

const standIn = await startStripeStandIn();
process.stdout.write(`${standIn.url}\n`);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
