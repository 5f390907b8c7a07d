import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, luminance, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from '../ui/ListSkeleton';
import { night, PAPER, reign, SCRIPTURE_FONT, THEME_COLOR } from './palette';
import { cssVariablesResolver, theme } from './theme';

describe('theme', () => {
  it('keeps loading skeletons still, each list announced by its label', () => {
    render(
      <MantineProvider theme={theme}>
        <ListSkeleton label="Loading goals" rows={2} height={48} />
      </MantineProvider>,
    );
    const list = screen.getByRole('status', { name: 'Loading goals' });
    const rows = list.querySelectorAll('.mantine-Skeleton-root');
    expect(rows).toHaveLength(2);
    // a shimmer restyles and repaints every frame while the data loads (issue 19)
    for (const row of rows) expect(row.hasAttribute('data-animate')).toBe(false);
  });
});

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the palette', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const { light, dark, variables } = cssVariablesResolver(merged);
  const lightSurfaces = [merged.white, PAPER, merged.colors.gray[0]];
  const darkSurfaces = [night[8], night[7], night[6], night[5]];

  it('is its own: a plum primary of ten shades, and the scripture serif as a variable', () => {
    expect(merged.primaryColor).toBe('reign');
    expect(merged.colors.reign).toHaveLength(10);
    expect(merged.colors.dark).toEqual(night);
    expect(variables['--reign-font-scripture']).toBe(SCRIPTURE_FONT);
    expect(light['--reign-color-page']).toBe(PAPER);
  });

  it('carries white text on filled buttons at AA in both schemes', () => {
    const shade = merged.primaryShade as { light: number; dark: number };
    expect(contrast(merged.white, reign[shade.light] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(merged.white, reign[shade.dark] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps text, dimmed text, links and the primary text at AA on every light surface', () => {
    for (const color of [
      merged.black,
      light['--mantine-color-dimmed'],
      light['--mantine-color-anchor'],
      light['--mantine-color-reign-text'],
      light['--mantine-color-error'],
    ]) {
      for (const surface of lightSurfaces)
        expect(contrast(color as string, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text, dimmed text, links and the primary text at AA on every dark surface', () => {
    for (const color of [
      night[0],
      dark['--mantine-color-dimmed'],
      dark['--mantine-color-anchor'],
      dark['--mantine-color-reign-text'],
      dark['--mantine-color-error'],
    ]) {
      for (const surface of darkSurfaces)
        expect(contrast(color as string, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("names the same colour in the browser's bar, the manifest and the icon", () => {
    const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
    expect(read('../../index.html')).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(read('../../vite.config.ts')).toContain(`theme_color: '${THEME_COLOR}'`);
    expect(read('../../public/favicon.svg')).toContain(`fill="${THEME_COLOR}"`);
  });
});
