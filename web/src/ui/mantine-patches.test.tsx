import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const seen: string[] = [];

function Field({ id }: { id?: string }) {
  const value = useId(id);
  seen.push(value);
  return <input id={value} aria-label="field" />;
}

// patches/@mantine__hooks@9.7.3.patch (docs/performance.md): without it, Mantine's id changes in a
// layout effect after mount, one more render of every component that has one
describe("Mantine's useId, as patched", () => {
  it('gives one id from the first render on, with no render after mounting; a static id wins', () => {
    const { container } = render(<Field />);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^mantine-/);
    expect(container.querySelector('input')?.id).toBe(seen[0]);
    render(<Field id="chosen" />);
    expect(seen.at(-1)).toBe('chosen');
  });
});

// patches/@mantine__core@9.7.3.patch: the default theme's CSS variables are worked out on the first
// call, not when Mantine's provider module is evaluated at every start
const REMOVE_DEFAULTS = join(
  process.cwd(),
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

describe("Mantine's default CSS variables, as patched", () => {
  it('are worked out on the first call, and still left out of what the provider writes', async () => {
    expect(readFileSync(REMOVE_DEFAULTS, 'utf8')).toMatch(/^let defaultCssVariables;$/m);
    const { removeDefaultVariables } = (await import(/* @vite-ignore */ REMOVE_DEFAULTS)) as {
      removeDefaultVariables: (input: Record<string, Record<string, string>>) => Record<string, object>;
    };
    const cleaned = removeDefaultVariables({ variables: { '--reign-own': 'x' }, light: {}, dark: {} });
    expect(cleaned.variables).toEqual({ '--reign-own': 'x' });
  });
});
