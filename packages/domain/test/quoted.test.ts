import { describe, expect, it } from 'vitest';
import { quoted } from '../src/quoted';

describe('quoted', () => {
  it('quotes a verse once, whatever marks it was typed with', () => {
    expect(quoted('For God so loved the world')).toBe('“For God so loved the world”');
    expect(quoted('"For God so loved the world"')).toBe('“For God so loved the world”');
    expect(quoted('  “For God so loved the world”  ')).toBe('“For God so loved the world”');
    expect(quoted('«Porque de tal manera amó Dios al mundo»')).toBe(
      '“Porque de tal manera amó Dios al mundo”',
    );
    expect(quoted("'Be still'")).toBe('“Be still”');
  });

  it('keeps quotations inside the verse', () => {
    expect(quoted('Jesus said, “Follow me.”')).toBe('“Jesus said, “Follow me.””');
    expect(quoted('“Yes,” he said, “go”')).toBe('““Yes,” he said, “go””');
    expect(quoted('"He said, "Come" to them"')).toBe('“He said, "Come" to them”');
  });
});
