// What `npm start` has already done, as hashes: the installed dependencies (lockfile, workspace and
// package manifests, patches) and the built web app (its sources and the shared packages). A start
// whose hashes match the stamp skips that step.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.vite', 'test-results', 'playwright-report']);

/** Every file under `path` (a file or a folder), sorted, skipping build output and dependencies. */
export function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

/** One hash of the files' names (relative to `root`) and contents. */
export function hashFiles(root, paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => filesUnder(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The workspace's package folders: web, sync-server and each of packages/. */
function workspaces(root) {
  const packages = existsSync(join(root, 'packages')) ? readdirSync(join(root, 'packages')) : [];
  return ['web', 'sync-server', ...packages.map((p) => `packages/${p}`)];
}

/** The install's inputs: what `pnpm install` reads. */
export function installHash(root) {
  return hashFiles(root, [
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'package.json',
    'patches',
    ...workspaces(root).map((w) => `${w}/package.json`),
  ]);
}

/** The web build's inputs: its sources and config, and the shared packages' sources. */
export function buildHash(root) {
  const packages = workspaces(root).filter((w) => w.startsWith('packages/'));
  return hashFiles(root, [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/build',
    'web/tsconfig.json',
    'web/package.json',
    ...packages.flatMap((p) => [`${p}/src`, `${p}/data`, `${p}/package.json`]),
  ]);
}

/** Which steps a start must run, given the stamp it left last time (or null) and what exists now. */
export function stepsToRun({ stamp, install, build, hasModules, hasBuild }) {
  const needInstall = !hasModules || stamp?.install !== install;
  const needBuild = needInstall || !hasBuild || stamp?.build !== build;
  return { install: needInstall, build: needBuild };
}
