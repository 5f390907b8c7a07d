import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { luminance } from '@mantine/core';
import { HIGHLIGHT_COLOURS } from '@reign/contract/study';
import { describe, expect, it } from 'vitest';
import { COLOUR_SHADES } from './highlight-colours';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// the scripture's text colour in each scheme: Mantine's black, and the night's lightest shade
const TEXT = { light: '#000000', dark: '#d5d2de' };
// dimmed text (a verse's number sits beside, never on, a highlight; checked anyway)
const DIMMED = { light: '#5f5b69', dark: '#a5a1b5' };

describe('highlight colours', () => {
  it('keep the text on them at AA or better in the light and the dark scheme', () => {
    for (const colour of HIGHLIGHT_COLOURS) {
      const [light, dark] = COLOUR_SHADES[colour];
      expect(contrast(TEXT.light, light), `${colour} light`).toBeGreaterThanOrEqual(7);
      expect(contrast(TEXT.dark, dark), `${colour} dark`).toBeGreaterThanOrEqual(7);
      expect(contrast(DIMMED.light, light), `${colour} light, dimmed`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(DIMMED.dark, dark), `${colour} dark, dimmed`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are the shades the stylesheet draws', () => {
    const css = readFileSync(resolve(__dirname, 'marks.module.css'), 'utf8');
    for (const colour of HIGHLIGHT_COLOURS) {
      const [light, dark] = COLOUR_SHADES[colour];
      expect(css).toMatch(new RegExp(`^\\.${colour} \\{\\n  --reign-highlight: ${light};`, 'm'));
      expect(css).toMatch(new RegExp(`dark"\\]\\) \\.${colour} \\{\\n  --reign-highlight: ${dark};`, 'm'));
    }
  });
});
