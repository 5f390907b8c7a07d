import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** An entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path or chunk name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The list of modules the app warms for offline use, and where its paths are relative to. */
export const WARM_LIST = 'src/app/warm-offline.ts';

/** The modules a file names in literal `import('…')` calls, as manifest keys (`src/…/X.tsx`). */
export function importedModules(code: string, from: string, manifest: ViteManifest): string[] {
  return [...code.matchAll(/import\('(\.[^']+)'\)/g)].flatMap(([, spec = '']) => {
    const base = posix.join(posix.dirname(from), spec);
    const key = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((k) => k in manifest);
    return key ? [key] : [];
  });
}

/** The files of these modules' chunks: each chunk, its stylesheets and every chunk it imports. */
export function chunkFiles(manifest: ViteManifest, keys: string[]): string[] {
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
  for (const key of keys) visit(key);
  return [...files];
}

/** The precache's entries with `first` at the front (in that order), the rest as they were. */
export function orderEntries<E extends { url: string }>(entries: E[], first: string[]): E[] {
  const rank = new Map(first.map((file, i) => [file, i]));
  const at = (e: E) => rank.get(e.url) ?? first.length;
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => at(a.entry) - at(b.entry) || a.i - b.i)
    .map(({ entry }) => entry);
}

/**
 * The service worker precaches one file after another, in its list's order, and controls no page
 * until every file is in: on a new browser that takes a while. Its fetches fill the browser's
 * cache on the way, so the chunks a signed-in person's first offline edit needs (the modules
 * `src/app/warm-offline.ts` imports) go first. `plugin` learns where the build is written;
 * `transform` is a workbox `manifestTransforms` step.
 */
export function offlineFirstPrecache() {
  let root = process.cwd();
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'reign-offline-first-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
  };
  const transform = <E extends { url: string }>(entries: E[]) => {
    const manifestFile = join(resolve(root, outDir), '.vite/manifest.json');
    if (!existsSync(manifestFile)) return { manifest: entries, warnings: [] };
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const modules = importedModules(readFileSync(join(root, WARM_LIST), 'utf8'), WARM_LIST, manifest);
    return { manifest: orderEntries(entries, chunkFiles(manifest, modules)), warnings: [] };
  };
  return { plugin, transform };
}
