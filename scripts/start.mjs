#!/usr/bin/env node
// `npm start`: install the dependencies and build the web app only when their inputs changed since
// the last start (a stamp of hashes in node_modules/), then serve Reign on one port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHash, installHash, stepsToRun } from './start-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.reign-start.json');
const PNPM = ['-y', 'pnpm@12.21.0'];

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs one pnpm step with its output kept, not shown: a build prints notices that are harmless
 * (Vite's, the React Compiler's) and would read as trouble. A line every 20 s says it is still at
 * work; on failure the whole output is printed.
 */
function run(label, args) {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log(`› ${label}…`);
  return new Promise((resolve) => {
    const child = spawn('npx', [...PNPM, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const ticker = setInterval(() => console.log(`  still ${label} (${seconds()} s)`), 20_000);
    child.on('close', (code, signal) => {
      clearInterval(ticker);
      if (code === 0) {
        console.log(`  done in ${seconds()} s`);
        resolve();
        return;
      }
      process.stdout.write(Buffer.concat(output));
      console.error(`Reign could not start: ${label} failed (exit ${code ?? signal}).`);
      process.exit(code || 1);
    });
  });
}

const stamp = readStamp();
const install = installHash(root);
const steps = stepsToRun({
  stamp,
  install,
  build: buildHash(root),
  hasModules: existsSync(join(root, 'sync-server', 'node_modules', '.bin', 'tsx')),
  hasBuild: existsSync(join(root, 'web', 'dist', 'index.html')),
});
if (steps.install || steps.build) {
  console.log(
    '› the first start installs and builds Reign: a few minutes; later starts redo only what changed',
  );
}
if (steps.install) await run('installing dependencies', ['install', '--frozen-lockfile']);
if (steps.build) await run('building the web app', ['--filter', '@reign/web', 'build']);
if (steps.install || steps.build) {
  // the build hash again: an install may have changed nothing it reads, but it is read after it
  writeFileSync(stampFile, JSON.stringify({ install, build: buildHash(root) }));
} else {
  console.log('› dependencies and web app are up to date');
}

// the server itself, without pnpm in between: its output stays a terminal when ours is one
const server = spawn(join(root, 'sync-server', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
  cwd: join(root, 'sync-server'),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
