import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the server rendering lands inside the client's build (the sync server never serves it). */
export const SSR_DIR = 'ssr';

/**
 * After the client build, builds `src/entry-server.tsx` into `<outDir>/ssr/entry-server.js`: one
 * file with every dependency bundled (the server loads it from any directory, with no
 * node_modules beside it). So `vite build` (with or without --outDir) makes both, and the sync
 * server's web-app plugin renders `/` from the same components the browser hydrates.
 */
export function serverRendering(): Plugin {
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
          plugins: [react()],
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
