import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './pages/axe';

// A new installation of its own (the run's server has its administrator): a second server on a
// fresh embedded database prints the one-time setup link; the operator opens it and becomes the
// administrator. create-admin, run beside that server, refuses without touching its database.

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../sync-server');
const tsx = join(serverDir, 'node_modules/tsx/dist/cli.mjs');

interface FreshServer {
  child: ChildProcess;
  link: string;
  origin: string;
  dataDir: string;
}

/** Starts the server on a free port and a new DATA_DIR; answers once it printed its setup link. */
function startFreshServer(): Promise<FreshServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reign-e2e-setup-'));
  const child = spawn(process.execPath, [tsx, 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: resolve(process.env.E2E_DIST_DIR ?? join(serverDir, '../web/dist')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const link = /(http:\/\/127\.0\.0\.1:\d+)\/setup\?token=[\w-]+/.exec(out);
      if (link?.[1]) resolvePromise({ child, link: link[0], origin: link[1], dataDir });
    });
    child.on('exit', (code) => reject(new Error(`the fresh server exited (${code}):\n${out}`)));
  });
}

test('a new installation: the setup link makes the administrator; create-admin waits for the server to stop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const server = await startFreshServer();
  try {
    // create-admin beside the running server: refused, and the server keeps answering
    const refused = spawnSync(
      process.execPath,
      [tsx, 'src/scripts/create-admin.ts', 'cli_admin', 'cli-password'],
      {
        cwd: serverDir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: server.dataDir, DATABASE_URL: '' },
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Stop the server first');
    expect((await page.request.get(`${server.origin}/api/health`)).status()).toBe(200);

    // whoever signs up before the operator is an ordinary member
    const early = await page.request.post(`${server.origin}/api/register`, {
      data: { username: 'early_bird', password: 'secret123' },
    });
    expect(await early.json()).toMatchObject({ id: 2, isAdmin: false });
    await page.context().clearCookies();

    await page.goto(server.link);
    await expect(page.getByRole('heading', { name: 'Set up Reign' })).toBeVisible();
    await expect(page.getByText('This server has no administrator yet.', { exact: false })).toBeVisible();
    await expectAccessible(page, '/setup');
    await page.getByRole('textbox', { name: 'Username' }).fill('shepherd');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('shepherd-password');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('shepherd-password');
    await page.getByRole('button', { name: 'Become the administrator' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await (await page.request.get(`${server.origin}/api/user`)).json()).toMatchObject({
      id: 1,
      username: 'shepherd',
      isAdmin: true,
    });

    // the link works once
    await page.goto(server.link);
    await expect(page.getByText('This Reign server has an administrator already.')).toBeVisible();
  } finally {
    await new Promise<void>((done) => {
      server.child.once('exit', () => done());
      server.child.kill('SIGTERM');
    });
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});
