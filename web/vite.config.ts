/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { bootScripts } from './build/boot-scripts';
import { catalogues } from './build/catalogues';
import { compileHints } from './build/compile-hints';
import { inlineCssForServer } from './build/inline-css';
import { linguiMacro } from './build/lingui-macro';
import { offlineFirst } from './build/offline-first';
import { reactCompiler } from './build/react-compiler';
import { ROUTE_MODULES } from './src/ssr/rendered-pages';

const apiTarget = process.env.REIGN_API_URL ?? 'http://localhost:3000';

/**
 * The web app manifest (manifest.webmanifest). Theme colour: the plum of index.html's
 * theme-color meta; icons are rendered by src/pwa/icons/render-icons.sh.
 */
const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Reign',
  short_name: 'Reign',
  description: 'A faith-based daily plan: scripture, reflection and five steps to order your day.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#5c3a86',
  background_color: '#ffffff',
  categories: ['lifestyle', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Where the server rendering lands inside the client's build (the sync server never serves it). */
const SSR_DIR = 'ssr';

/**
 * After the client build, builds `src/entry-server.tsx` into `<outDir>/ssr/entry-server.js`: one
 * file with every dependency bundled (the server loads it from any directory, with no
 * node_modules beside it). So `vite build` (with or without --outDir) makes both, and the sync
 * server's web-app plugin renders `/` from the same components the browser hydrates.
 */
function serverRendering(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let skip = false;
  return {
    name: 'reign-server-rendering',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      skip = Boolean(config.build.ssr) || config.mode === 'test';
    },
    // before the precompress plugin (order 'post') and after the service worker's manifest, which
    // never lists these files (globIgnores)
    closeBundle: {
      sequential: true,
      async handler() {
        if (skip) return;
        await build({
          configFile: false,
          mode: 'production',
          root,
          logLevel: 'warn',
          publicDir: false,
          plugins: [linguiMacro(), catalogues(), reactCompiler(), react()],
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: join(outDir, SSR_DIR),
            emptyOutDir: true,
            sourcemap: false,
            minify: true,
            rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
          },
        });
      },
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, the
 * service worker included (so this runs last). A server can send them as they are: the sync
 * server's static plugin does with `preCompressed: true`. Nothing loads them by name, and the
 * precache globs (js, css, ...) do not match them.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'reign-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // the server rendering's bundle is read from disk by the server, never sent
        const serverOnly = join(outDir, SSR_DIR);
        for (const file of walk(outDir)) {
          if (file.startsWith(serverOnly)) continue;
          if (!compressible.test(file) || statSync(file).size < 1024) continue;
          const body = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
        }
      },
    },
  };
}

// the chunks of a signed-in person's first offline edit: listed for the page, precached first
const offlineFirstChunks = offlineFirst();

export default defineConfig({
  // Our own plugins (web/build/), one line each on what a person gets from it:
  plugins: [
    // the saved colour scheme before the first paint, and a tap made before the app started kept
    bootScripts(),
    // the first edit made offline works on a device that never opened those screens online
    offlineFirstChunks.plugin,
    // English words with no catalogue to load; Spanish from one file, fetched only when chosen
    linguiMacro(),
    catalogues(),
    // screens that re-render less (the React Compiler)
    reactCompiler(),
    react(),
    // Our own service worker (src/sw.ts): precache, runtime caches, Background Sync, notifications.
    // The page registers it itself (src/pwa/register.ts) so an update can wait for the outbox.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}', 'locales/*.json'],
        globIgnores: ['**/*.map', `${SSR_DIR}/**`],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [offlineFirstChunks.transform],
      },
      devOptions: { enabled: false },
    }),
    // a faster start in Chrome: the files every start runs are compiled while they stream in
    compileHints([...Object.values(ROUTE_MODULES), 'src/app/InstalledAppLayer.tsx']),
    // the first screen drawn by the server, with its styles inline: something to read before any script
    serverRendering(),
    inlineCssForServer(SSR_DIR),
    // smaller downloads: every file compressed once at build time, at the highest levels
    precompress(),
  ],
  server: {
    port: 5173,
    // The API refuses unsafe requests from another origin, so the browser must see one origin:
    // the dev server forwards /api to the sync server and keeps the Host header, so the
    // server compares the page's Origin with the host the browser used.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    sourcemap: true,
    // .vite/manifest.json: which scripts and styles each page module needs (the server's rendering
    // inlines and preloads those of the page it renders)
    manifest: true,
    // Fewer, larger files for the first load (docs/performance.md, 'Chunks'). Every module the entry
    // imports statically (rolldown's `$initial` tag: React, React DOM, React Router, the shell, the
    // shared Mantine parts, the message runtime) is one plain chunk. Left to the bundler they were
    // many small common chunks, each copied into the chunks that use it inside a wrapper that
    // registers it once: 2 to 3 KB gzip of wrappers on the first load of `/`; one chunk needs none.
    // React apart from it cost 0.7 KB more. The lazy pages' small shared chunks are still copied into
    // the chunks that use them when under 24 KB (fewer requests; the precache holds some code twice):
    // 16 KB cost the first load of `/` 2.9 KB (the wizard's first step became chunks of their own),
    // 32 KB saved 0.6 KB for about 10 % more precache.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'first', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['fake-indexeddb/auto', 'src/test/setup.ts'],
          restoreMocks: true,
          // a test that renders a whole page loads its lazy parts on first use, each compiled then
          // (React Compiler and the message macros run Babel): on a loaded two-core machine the
          // first such test in a file took over the default 5 s
          testTimeout: 20_000,
        },
      },
    ],
  },
});
