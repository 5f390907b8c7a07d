import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(e2eDir, '..');
const serverDir = resolve(webDir, '../sync-server');

const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// e2e/run.mjs makes (and later removes) the data directory. When Playwright is started directly,
// make one here; the env var keeps worker processes, which load this file again, on the same one.
if (!process.env.REIGN_E2E_DATA_DIR) {
  process.env.REIGN_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'reign-e2e-'));
}
const dataDir = process.env.REIGN_E2E_DATA_DIR;

export default defineConfig({
  testDir: e2eDir,
  testMatch: '**/*.spec.ts',
  outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? join(webDir, 'test-results')),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // a person in the app's default zone: a guest's day is the device's, a member's America/Chicago
    // until chosen, so the specs' dates (centralToday) hold at any hour of the run; time-zone.spec.ts
    // moves its browser elsewhere
    timezoneId: 'America/Chicago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real server in production mode, serving the freshly built web/dist on one origin.
    // tsx is started with node directly: a fresh clone may run this without pnpm on the PATH.
    command: `"${process.execPath}" node_modules/tsx/dist/cli.mjs src/server.ts`,
    cwd: serverDir,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Let the server close its database cleanly before the temp directory goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // The server logs every request; E2E_SERVER_LOGS=1 shows them.
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: resolve(process.env.E2E_DIST_DIR ?? join(webDir, 'dist')),
      // run.mjs makes a throwaway database when TEST_DATABASE_URL is set; unset means the
      // embedded database under DATA_DIR.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
      // run.mjs runs a real SMTP server for the run; without it the server logs reset codes
      SMTP_URL: process.env.E2E_SMTP_URL,
      MAIL_FROM: 'Reign <no-reply@reign.test>',
      // the sample 7-day series, for the series specs
      SEED_DEMO: 'true',
      // as behind one proxy on this machine: a spec's second browser may stand for another person by
      // sending the X-Forwarded-For a proxy would add (a referred friend is not the referrer)
      TRUST_PROXY: '1',
      // every spec signs people up from 127.0.0.1: the default 30 sign-ups per address in 15 minutes
      // ran out near the end of a full run (the limit itself is tested by the server suite)
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // the Web Push stand-in run.mjs starts: subscriptions may point at it, and due reminders are
      // looked for every second
      ...(process.env.E2E_PUSH_ORIGIN
        ? { PUSH_SERVICE_ORIGINS: process.env.E2E_PUSH_ORIGIN, JOBS_POLL_SECONDS: '1' }
        : {}),
      // the Stripe stand-in run.mjs starts (the browser tests pay through the server's checks)
      ...(process.env.E2E_STRIPE_API_URL
        ? {
            STRIPE_SECRET_KEY: 'sk_test_reign_stand_in',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_reign_stand_in',
            STRIPE_WEBHOOK_SECRET: 'whsec_reign_e2e',
            STRIPE_API_URL: process.env.E2E_STRIPE_API_URL,
          }
        : {}),
      // the SendFox stand-in run.mjs starts (sync-server/test/support/sendfox-stand-in-cli.ts)
      ...(process.env.E2E_SENDFOX_API_URL
        ? { SENDFOX_API_TOKEN: 'sendfox-e2e-token', SENDFOX_API_URL: process.env.E2E_SENDFOX_API_URL }
        : {}),
    } as Record<string, string>,
  },
});
