import { describe, expect, it } from 'vitest';
import { readerPath, readerPathForReference, versesFromHash } from '../src/reader-paths';

describe('reader paths', () => {
  it('reads a verse or a range from the hash', () => {
    expect(versesFromHash('#16')).toEqual({ from: 16, to: 16 });
    expect(versesFromHash('#16-18')).toEqual({ from: 16, to: 18 });
    expect(versesFromHash('')).toBeNull();
    expect(versesFromHash('#18-16')).toBeNull();
    expect(versesFromHash('#top')).toBeNull();
  });

  it('links a reference to its chapter and verses', () => {
    expect(readerPathForReference('John 3:16')).toBe('/bible/John/3#16');
    expect(readerPathForReference('1 Corinthians 13:4-7')).toBe('/bible/1-Corinthians/13#4-7');
    expect(readerPathForReference('Romans 8:28-30, 32')).toBe('/bible/Romans/8#28-30');
    expect(readerPathForReference('Psalm 23')).toBe('/bible/Psalms/23');
    expect(readerPathForReference('Hezekiah 3:16')).toBeUndefined();
    expect(readerPath('Song of Solomon', 2)).toBe('/bible/Song-of-Solomon/2');
  });
});
