import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyDefaultVariables, mantineLazyDefaultVariables } from './mantine-lazy-default-variables';

const webDir = resolve(import.meta.dirname, '..');
const FILE = 'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';

function installedModule(): { id: string; code: string } {
  // the package's main file is <package>/cjs/index.cjs
  const main = createRequire(join(webDir, 'package.json')).resolve('@mantine/core');
  const id = join(dirname(dirname(main)), FILE);
  return { id, code: readFileSync(id, 'utf8') };
}

describe('mantineLazyDefaultVariables', () => {
  it("works out the installed Mantine's default variables on the first call, not when the module loads", () => {
    const { id, code } = installedModule();
    const transform = mantineLazyDefaultVariables().transform as (
      c: string,
      i: string,
    ) => { code: string } | null;
    const lazy = transform(code, id)?.code ?? '';
    expect(lazy).toContain('let defaultCssVariables;');
    expect(lazy).not.toMatch(/^const defaultCssVariables = /m);
    expect(lazy).toMatch(
      /function removeDefaultVariables\(input\) \{ defaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/,
    );
    expect(lazy.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('gives the same answers as before', () => {
    const source = [
      'const calls = [];',
      'const DEFAULT_THEME = { name: "default" };',
      'const defaultCssVariablesResolver = (theme) => { calls.push(theme.name); return { variables: { a: 1 } }; };',
      'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);',
      'function removeDefaultVariables(input) {',
      '  return input.a === defaultCssVariables.variables.a ? "same" : "other";',
      '}',
      'return [calls, removeDefaultVariables];',
    ].join('\n');
    const run = (code: string) => new Function(code)() as [string[], (input: { a: number }) => string];
    const [eagerCalls] = run(source);
    const [lazyCalls, lazyRemove] = run(lazyDefaultVariables(source));
    expect(eagerCalls).toEqual(['default']);
    expect(lazyCalls).toEqual([]);
    expect(lazyRemove({ a: 1 })).toBe('same');
    expect(lazyRemove({ a: 2 })).toBe('other');
    expect(lazyCalls).toEqual(['default']);
  });

  it('leaves other modules alone', () => {
    const transform = mantineLazyDefaultVariables().transform as (c: string, i: string) => unknown;
    expect(
      transform('const defaultCssVariables = 1;', '/x/node_modules/@mantine/core/esm/index.mjs'),
    ).toBeNull();
  });
});
