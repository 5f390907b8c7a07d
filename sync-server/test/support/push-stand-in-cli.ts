// Runs the Web Push stand-in for the browser tests (web/e2e/run.mjs) and prints its origin.
import { serveUntilStopped } from './loopback';
import { startPushStandIn } from './push-stand-in';

const standIn = await startPushStandIn();
serveUntilStopped(standIn.origin, standIn.close);
