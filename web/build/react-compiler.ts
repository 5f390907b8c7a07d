import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Libraries whose objects change without React knowing (React Compiler's incompatible list). */
const MUTABLE_LIBRARIES = /from '(react-hook-form|@tanstack\/react-virtual)'/;
const SOURCE = /\.[jt]sx?$/;
const SKIPPED = /\.test\.[jt]sx?$|\/src\/sw\.ts$|\/src\/test\//;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !SKIPPED.test(path) ? [path] : [];
  });

/** The files a module imports by a relative path, as the candidates they may resolve to. */
const relativeImports = (file: string, code: string): string[] =>
  [...code.matchAll(/from '(\.[^']+)'/g)].flatMap(([, spec = '']) => {
    const base = resolve(dirname(file), spec);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  });

/**
 * The modules left as written: those using react-hook-form or the virtualizer, and those that
 * import one of them (a dialog that calls a form helper with the form during render). The
 * compiler would memoize what they read from the form once and keep it: a field's error, set
 * later on the same form object, would never show.
 */
function unmemoizable(srcDir: string): Set<string> {
  const files = sourceFiles(srcDir).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
  const direct = new Set(files.filter((f) => MUTABLE_LIBRARIES.test(f.code)).map((f) => f.file));
  const left = new Set(direct);
  for (const { file, code } of files) {
    if (relativeImports(file, code).some((target) => direct.has(target))) left.add(file);
  }
  return left;
}

/**
 * React Compiler (babel-plugin-react-compiler) over the app's own components and hooks, in the
 * production builds (client and server rendering). It memoizes each component's JSX and values,
 * so a state change re-renders the component that owns it, not every Mantine element below it:
 * the first seconds of a page are a dozen such changes (account, data session, live queries,
 * media queries), each of which re-rendered the whole screen (docs/performance.md).
 *
 * Vite 8's `@rolldown/plugin-babel` needs Node 22; this is the same step for Node 20: Babel 7
 * with the compiler alone, before Vite's own TypeScript and JSX transform (which keeps JSX
 * untouched here, so the compiler sees components as written).
 */
export function reactCompiler(): Plugin {
  let left = new Set<string>();
  return {
    name: 'reign-react-compiler',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      left = unmemoizable(join(config.root, 'src'));
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\/src\//.test(file) || !SOURCE.test(file) || SKIPPED.test(file)) return null;
      if (file.includes('/node_modules/') || left.has(file)) return null;
      // only modules that can hold a component or a hook
      if (!file.endsWith('x') && !/\buse[A-Z]/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [['babel-plugin-react-compiler', { target: '19' }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
