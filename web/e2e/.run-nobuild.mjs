#!/usr/bin/env node
// Browser tests: find Chromium, build the web app, run Playwright against the real server.
// Never downloads a browser. Extra arguments go to `playwright test` (for example a file or --grep).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../../sync-server/test/support/throwaway.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const chromium = candidates.find((path) => existsSync(path));

if (!chromium) {
  const bar = '='.repeat(78);
  console.error(
    [
      bar,
      'BROWSER TESTS NOT RUN: no Chromium found.',
      `Looked at: ${candidates.join(', ') || '(none)'}`,
      'Install one (Debian: apt-get install -y --no-install-recommends chromium) or set CHROME_PATH',
      'to a Chromium or Chrome binary. Playwright browsers are never downloaded by this project.',
      bar,
    ].join('\n'),
  );
  if (process.env.CI) {
    console.error('CI is set, so a missing browser is a failure.');
    process.exit(1);
  }
  console.error('The browser tests were skipped (set CI=1 to make this an error).');
  process.exit(0);
}

/** Like run(), but keeps this process's event loop free (the SMTP catcher below lives here). */
function runAsync(label, args, env) {
  console.log(`\n> ${label}`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: webDir, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
}

/**
 * A real SMTP server on loopback for the run: the server under test sends its mail here (the
 * password-reset spec reads the code), and every message is written to E2E_MAIL_DIR as a file.
 */
async function startSmtpCatcher(mailDir) {
  const { SMTPServer } = await import('smtp-server');
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(mailDir, `${Date.now()}-${count}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

function run(label, args, env = process.env) {
  console.log(`\n> ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: webDir, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// E2E_DIST_DIR lets two runs on one checkout (a helper's and CI's, say) build apart; default web/dist.
const distDir = resolve(process.env.E2E_DIST_DIR ?? join(webDir, 'dist'));
process.env.E2E_DIST_DIR = distDir;


// One fresh data directory for the server of this run; removed afterwards.
const dataDir = mkdtempSync(join(tmpdir(), 'reign-e2e-'));
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  REIGN_E2E_DATA_DIR: dataDir,
};
// The server must use a throwaway database or its embedded one, never a developer's DATABASE_URL.
delete env.DATABASE_URL;

// With TEST_DATABASE_URL, the run gets its own new database on that server (dropped afterwards),
// so the first account of the run is user id 1 and nothing is left behind.
const serverDir = resolve(webDir, '../sync-server');
const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');
const database = process.env.TEST_DATABASE_URL
  ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'reign_e2e')
  : undefined;
if (database) {
  env.E2E_DATABASE_URL = database.url;
  console.log(`browser tests on PostgreSQL database ${database.name}`);
} else {
  console.log('browser tests on the embedded database');
}

/** The Stripe stand-in (sync-server/test/support) on loopback: the real stripe SDK in the server talks to it. */
const startStripeStandIn = () => startStandIn('test/support/stripe-stand-in-cli.ts');
/** The Web Push stand-in (web-push-testing's service) on loopback: the server's reminders go to it. */
const startPushStandIn = () => startStandIn('test/support/push-stand-in-cli.ts');
/** The SendFox stand-in on loopback: the admin's lists and export talk to it. */
const startSendfoxStandIn = () => startStandIn('test/support/sendfox-stand-in-cli.ts');

/** A stand-in from sync-server/test/support that prints its address once it listens. */
function startStandIn(script) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [tsx, script], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.stdout.once('data', (chunk) =>
      resolvePromise({ url: chunk.toString().trim(), stop: () => child.kill('SIGTERM') }),
    );
  });
}
// The run's administrator (user id 1) exists before any spec registers anyone: the admin specs
// sign in as it. It is made with create-admin while no server runs (the operator's other way; the
// first way, the setup link a new server prints, has its own spec: e2e/setup.spec.ts, with a server
// of its own). Ordinary sign-ups start at user id 2 either way.
{
  const result = spawnSync(
    process.execPath,
    [tsx, 'src/scripts/create-admin.ts', 'e2e_admin', 'e2e-admin-password', 'admin@reign.test'],
    {
      cwd: serverDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...(env.E2E_DATABASE_URL ? { DATABASE_URL: env.E2E_DATABASE_URL } : { DATABASE_URL: '' }),
      },
    },
  );
  if (result.status !== 0) throw new Error(`create-admin failed: ${result.stderr}${result.stdout}`);
  console.log(result.stdout.trim());
}

const stripe = await startStripeStandIn();
env.E2E_STRIPE_API_URL = stripe.url;
const push = await startPushStandIn();
env.E2E_PUSH_ORIGIN = push.url;
const sendfox = await startSendfoxStandIn();
env.E2E_SENDFOX_API_URL = sendfox.url;

const mailDir = mkdtempSync(join(tmpdir(), 'reign-e2e-mail-'));
const smtp = await startSmtpCatcher(mailDir);
env.E2E_SMTP_URL = smtp.url;
env.E2E_MAIL_DIR = mailDir;

let status = 1;
try {
  status = await runAsync(
    'playwright test',
    [
      join(webDir, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'e2e/playwright.config.ts',
      // `pnpm e2e -- --grep x` hands the separator through; Playwright wants only what follows it.
      ...process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
    ],
    env,
  );
} finally {
  stripe.stop();
  push.stop();
  sendfox.stop();
  await smtp.close();
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}
process.exit(status);
