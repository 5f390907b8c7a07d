import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** A Mantine component's class, as its CSS module names it (m_ and eight hex digits). */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Where the server finds the copies it inlines, inside the server-only directory. */
export const INLINE_CSS_DIR = 'inline-css';

/**
 * `css` without the rules that only style Mantine components no script of the build renders: a
 * selector naming a Mantine class that appears in no chunk can match nothing, and a rule none of
 * whose selectors can match goes. Everything else (variables, globals, our own classes, a rule
 * with one selector that can still match) is kept as it is.
 */
export function pruneUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'inline.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const canMatch = rule.value.selectors.some((selector) =>
            [...JSON.stringify(selector).matchAll(MANTINE_CLASS)].every(([name]) => used.has(name)),
          );
          return canMatch ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/**
 * Writes, for every stylesheet of the client build, the copy the server inlines in rendered pages
 * (sync-server's web-app-template): without the rules of Mantine components the app never
 * renders, 40% of Mantine's stylesheet. The files themselves stay whole (a stylesheet loaded by
 * address is cached by its name, which pruning would not change). The copies go in the
 * server-only directory (`serverDir`, never precached or sent), after the server build has
 * written it.
 */
export function inlineCssForServer(serverDir: string): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  const sheets = new Map<string, string>();
  return {
    name: 'reign:inline-css',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      const used = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const [name] of file.code.matchAll(MANTINE_CLASS)) used.add(name);
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          sheets.set(file.fileName, pruneUnusedMantineRules(String(file.source), used));
        }
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const [fileName, css] of sheets) {
          const target = join(outDir, serverDir, INLINE_CSS_DIR, fileName);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, css);
        }
      },
    },
  };
}
