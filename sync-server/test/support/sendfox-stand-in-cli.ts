// Runs the SendFox stand-in for the browser tests (web/e2e/run.mjs) and prints its URL.
import { serveUntilStopped } from './loopback';
import { startSendfoxStandIn } from './sendfox-stand-in';

/** The token the browser tests' server is given (web/e2e/playwright.config.ts). */
const standIn = await startSendfoxStandIn('sendfox-e2e-token');
serveUntilStopped(standIn.url, standIn.close);
