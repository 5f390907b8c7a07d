import type { Plugin } from 'vite';

/** Mantine's module that drops the theme's CSS variables equal to its defaults. */
const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION_START = 'function removeDefaultVariables(input) {';

/**
 * Mantine works out its default theme's CSS variables (about 600 of them) when its provider's
 * module is evaluated, for MantineCssVariables to leave those out of its `<style>`. A page the
 * server rendered never renders MantineCssVariables (its head carries the variables:
 * entry-server.tsx), yet it paid for that at every start, in the longest task of hydrating `/`.
 * This makes the defaults a value worked out on the first call instead (docs/performance.md).
 * A Mantine that no longer has that line is left as it is (the test says so).
 */
export function mantineLazyDefaultVariables(): Plugin {
  return {
    name: 'reign:mantine-lazy-default-variables',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      const lazy = lazyDefaultVariables(code);
      return lazy === code ? null : { code: lazy, map: null };
    },
  };
}

/** The module's source with the defaults worked out on the first call; unchanged if not found. */
export function lazyDefaultVariables(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FUNCTION_START)) return code;
  return code
    .replace(EAGER, 'let defaultCssVariables;')
    .replace(
      FUNCTION_START,
      `${FUNCTION_START} defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`,
    );
}
