// Runs the Web Push stand-in for the browser tests (web/e2e/run.mjs) and prints its origin.
import { startPushStandIn } from './push-stand-in';

const standIn = await startPushStandIn();
process.stdout.write(`${standIn.origin}\n`);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
