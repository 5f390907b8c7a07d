import { describe, expect, it } from 'vitest';
import { excerpt } from './search-excerpt';

const shown = (parts: ReturnType<typeof excerpt>) =>
  parts.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('a result in context', () => {
  it('shows a short verse whole with its matches marked', () => {
    const text = 'The kingdom of heaven is like a grain of mustard seed.';
    const at = text.indexOf('mustard seed');
    expect(
      shown(
        excerpt(text, [
          { start: 4, end: 11 },
          { start: at, end: at + 12 },
        ]),
      ),
    ).toBe('The [kingdom] of heaven is like a grain of [mustard seed].');
  });

  it('cuts a long verse at spaces around its first match', () => {
    const text = `${'word '.repeat(40)}mustard seed ${'more '.repeat(40)}`.trim();
    const at = text.indexOf('mustard');
    const parts = excerpt(text, [{ start: at, end: at + 7 }], 20);
    expect(shown(parts)).toMatch(/^…(word )+\[mustard\] seed( more)+…$/);
    expect(shown(parts).length).toBeLessThan(60);
  });
});
