import { describe, expect, it } from 'vitest';
import { isBibleTextPath } from './bible-cache';

describe('the Bible text the service worker keeps', () => {
  it('keeps books and chapters, never a search or the admin lookup', () => {
    expect(isBibleTextPath('/api/bible/John/3')).toBe(true);
    expect(isBibleTextPath('/api/bible/John')).toBe(true);
    expect(isBibleTextPath('/api/bible/search')).toBe(false);
    expect(isBibleTextPath('/api/bible/lookup')).toBe(false);
  });
});
