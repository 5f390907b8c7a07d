import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

/**
 * The two classic scripts every rendered document runs before the app's modules (the CSP allows no
 * inline script): `early.js` (the saved colour scheme before the first paint, zod without eval)
 * and `after-paint.js` (starts the app's scripts once the first paint is on the screen, and holds
 * a tap made before the app could answer it). They are written with comments for people in
 * `web/boot/`; the build minifies them (900 bytes of gzip of every first load) and puts them at
 * the site's root under the same names; the development server sends them as written.
 */
export const BOOT_SCRIPTS = ['early.js', 'after-paint.js'] as const;

export function bootScripts(): Plugin {
  let root = process.cwd();
  const source = (name: string) => readFileSync(resolve(root, 'boot', name), 'utf8');
  return {
    name: 'reign:boot-scripts',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = BOOT_SCRIPTS.find((file) => req.url === `/${file}`);
        if (!name) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(source(name));
      });
    },
    async generateBundle() {
      for (const name of BOOT_SCRIPTS) {
        const result = await minify(name, source(name), { compress: true, mangle: true });
        if (result.errors.length > 0) this.error(`boot/${name}: ${result.errors[0]?.message}`);
        this.emitFile({ type: 'asset', fileName: name, source: result.code });
      }
    },
  };
}
