import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a signed-in person's first offline edit needs (issue 35): the writes, the toasts'
 * host, the goals', tasks' and prayers' screens (their dialogs, the goal and task dialogs and the
 * confirmation, are chunks these import), the wizard's later steps and what their save uses. Each
 * is a module some lazy import names alone, so it is a chunk of its own (the build checks it).
 */
export const OFFLINE_FIRST_MODULES = [
  // the device's writes (packages/sync: the manifest names a file outside web/ from web/)
  '../packages/sync/src/client/mutations.ts',
  'src/app/NotificationsHost.tsx',
  'src/features/goals/GoalsTab.tsx',
  'src/features/tasks/TasksTab.tsx',
  'src/features/dashboard/DashboardPage.tsx',
  'src/features/prayers/PrayersPage.tsx',
  'src/features/wizard/steps/LaterStep.tsx',
  'src/features/wizard/priorities-form.ts',
  'src/data/ai.ts',
];

/** Where the build lists their files for the page (`app/warm-offline.ts` fetches it). */
export const OFFLINE_FIRST_FILE = 'offline-first.json';

/** An entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of these modules' chunks: each chunk, its stylesheets and every chunk it imports. */
export function chunkFiles(manifest: ViteManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) files.add(css);
    files.add(chunk.file);
  };
  for (const key of keys) {
    if (!(key in manifest)) throw new Error(`${key} (OFFLINE_FIRST_MODULES) is no chunk of its own`);
    visit(key);
  }
  return [...files];
}

/** The precache's entries with `first` at the front (in that order), the rest as they were. */
export function orderEntries<E extends { url: string }>(entries: E[], first: readonly string[]): E[] {
  const rank = new Map(first.map((file, i) => [file, i]));
  const at = (e: E) => rank.get(e.url) ?? first.length;
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => at(a.entry) - at(b.entry) || a.i - b.i)
    .map(({ entry }) => entry);
}

/**
 * On a new browser the service worker precaches one file after another and controls no page until
 * every file is in, so a part the page never loaded cannot load offline meanwhile. The build
 * therefore lists the files of `OFFLINE_FIRST_MODULES` in `offline-first.json`, which a signed-in
 * page preloads while idle (app/warm-offline.ts), and the service worker precaches them first.
 * `plugin` writes the list; `transform` is a workbox `manifestTransforms` step.
 */
export function offlineFirst() {
  let outDir = 'dist';
  const files = () => {
    const manifestFile = join(outDir, '.vite/manifest.json');
    if (!existsSync(manifestFile)) return null;
    return chunkFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, OFFLINE_FIRST_MODULES);
  };
  const plugin: Plugin = {
    name: 'reign-offline-first',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // after the client's files are written (the manifest among them); the server build has none
    writeBundle: {
      sequential: true,
      handler() {
        const list = files();
        if (list) writeFileSync(join(outDir, OFFLINE_FIRST_FILE), JSON.stringify(list));
      },
    },
  };
  const transform = <E extends { url: string }>(entries: E[]) => ({
    manifest: orderEntries(entries, files() ?? []),
    warnings: [],
  });
  return { plugin, transform };
}
