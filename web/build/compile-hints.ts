import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file eagerly (Chrome 136 and later). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
}

/**
 * Below this size a file is left alone: its eager compile saves little, and the hint is about 40
 * bytes of gzip on every first load (the first load of / is held to 150 KB).
 */
export const MIN_HINTED_BYTES = 10_000;

/** Puts the hint on a written file's first line, and moves its source map's lines down by one. */
function markFile(file: string, minBytes: number): void {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT) || code.length < minBytes) return;
  writeFileSync(file, `${COMPILE_HINT}\n${code}`);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * Marks the files every start runs with V8's compile hint (`//# allFunctionsCalledOnLoad`): the
 * entry and what it imports, and the given modules' chunks (the pages the server renders, the
 * installed-app layer) with theirs. Chrome then compiles all their functions while the file
 * streams in, on a background thread, instead of each one on the main thread at its first call,
 * inside the task that evaluates the modules (the longest task of a start: docs/performance.md).
 * Other browsers read a comment. Lazily loaded pages are left to lazy compilation, and files under
 * `minBytes` unmarked.
 */
export function compileHints(modules: readonly string[], minBytes = MIN_HINTED_BYTES): Plugin {
  let root = process.cwd();
  return {
    name: 'reign:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // on the written files: Vite's own last steps still change a chunk's first line before that
    writeBundle(options, bundle) {
      const dir = options.dir ?? resolve(root, 'dist');
      const chunks = Object.values(bundle) as unknown as ChunkLike[];
      for (const chunk of startChunks(
        chunks,
        modules.map((m) => resolve(root, m)),
      )) {
        markFile(join(dir, chunk.fileName), minBytes);
      }
    },
  };
}

/** The entry chunks, the chunks holding `moduleIds`, and every chunk they import, once each. */
export function startChunks(bundle: ChunkLike[], moduleIds: string[]): ChunkLike[] {
  const byFile = new Map(bundle.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const found = new Set<ChunkLike>();
  const visit = (chunk: ChunkLike | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const imported of chunk.imports ?? []) visit(byFile.get(imported));
  };
  for (const chunk of byFile.values()) if (chunk.isEntry) visit(chunk);
  for (const id of moduleIds) {
    const holder = [...byFile.values()].find(
      (c) => c.facadeModuleId === id || (c.moduleIds ?? []).includes(id),
    );
    if (!holder) throw new Error(`compile-hints: no chunk holds ${id}`);
    visit(holder);
  }
  return [...found];
}
