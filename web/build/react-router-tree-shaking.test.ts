import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure, reactRouterTreeShaking } from './react-router-tree-shaking';

const webDir = resolve(import.meta.dirname, '..');

/** The installed React Router module the app is built from. */
function installedReactRouter(): string {
  const fromDom = createRequire(createRequire(join(webDir, 'package.json')).resolve('react-router-dom'));
  const main = fromDom.resolve('react-router');
  const index = readFileSync(main, 'utf8');
  const chunks = [...index.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1] ?? '');
  const sources = chunks.map((chunk) => readFileSync(join(dirname(main), chunk), 'utf8'));
  const library = sources.find((source) => source.includes('var Link = '));
  if (!library) throw new Error(`no chunk of ${main} defines Link`);
  return library;
}

/** One module importing `names` from react-router-dom, bundled and minified as the app is. */
async function bundle(names: string, plugins: Plugin[]): Promise<string> {
  const dir = mkdtempSync(join(webDir, 'node_modules', '.rr-shake-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, `export { ${names} } from 'react-router-dom';\n`);
    const out = await build({
      configFile: false,
      root: webDir,
      logLevel: 'silent',
      plugins,
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'out' },
        rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
      },
    });
    const output = (Array.isArray(out) ? out[0] : out) as { output: Array<{ code?: string }> };
    return output.output.map((chunk) => chunk.code ?? '').join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// strings only the components the app never renders carry (Form's default encoding, the
// framework mode's prefetch links)
const FORM_ENCODING = 'application/x-www-form-urlencoded';
const PREFETCH = 'modulepreload';

describe('reactRouterTreeShaking', () => {
  it('marks every component and context of the installed React Router pure and drops their display names', () => {
    const source = installedReactRouter();
    const marked = markReactRouterPure(source);
    expect(source).toMatch(/^var Link = React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).toMatch(/^var RouteContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
    expect(marked).not.toMatch(/^\w+\.displayName = "/m);
    // nothing moves: the source map stays true
    expect(marked.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('only touches React Router', () => {
    const plugin = reactRouterTreeShaking();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = 'var Link = React.forwardRef(() => null);\nLink.displayName = "Link";\n';
    expect(transform(code, '/x/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
    expect(transform(code, '/x/node_modules/react-router/dist/production/chunk-A.mjs')?.code).toBe(
      'var Link = /* @__PURE__ */ React.forwardRef(() => null);\n\n',
    );
  });

  it('leaves the components the app does not import out of the bundle', async () => {
    const used = 'BrowserRouter, useRoutes, useNavigate, useHref, useLinkClickHandler';
    const before = await bundle(used, []);
    const after = await bundle(used, [reactRouterTreeShaking()]);
    expect(before).toContain(FORM_ENCODING);
    expect(before).toContain(PREFETCH);
    expect(after).not.toContain(FORM_ENCODING);
    expect(after).not.toContain(PREFETCH);
    expect(after.length).toBeLessThan(before.length * 0.75);
    // and what it imports is still there
    expect(await bundle(`${used}, Form`, [reactRouterTreeShaking()])).toContain(FORM_ENCODING);
  }, 60_000);
});
