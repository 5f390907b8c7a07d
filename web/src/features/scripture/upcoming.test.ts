import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_KEY } from '../../api';
import { scriptureKey } from '../../data';
import { activateLanguage } from '../../i18n/catalogue';
import { memoryCache } from '../../test/memory-scripture-cache';
import { prefetchUpcoming } from './upcoming';

// The next days' verses kept for offline reading (issue 39): after the person's own today, in the
// language the screens show, stored under that language's key.

afterEach(async () => {
  localStorage.removeItem(TIME_ZONE_KEY);
  await activateLanguage('en');
});

const tomorrow = {
  date: '2030-03-14',
  text: 'Be still',
  verse: 'Be still',
  reference: 'Psalm 46:10',
  reflection: 'Estad quietos, y conoced que yo soy Dios: una reflexión.',
  audioUrl: null,
  source: 'daily',
  reflectionLanguage: 'es',
};

describe('the next days kept on the device', () => {
  it("asks after the chosen zone's today, in Spanish, and keeps them under the Spanish key", async () => {
    localStorage.setItem(TIME_ZONE_KEY, 'Asia/Manila');
    await activateLanguage('es');
    const doFetch = vi.fn(async () => new Response(JSON.stringify([tomorrow]), { status: 200 }));
    const cache = memoryCache();
    expect(await prefetchUpcoming(cache, doFetch)).toBe(1);
    expect(String((doFetch.mock.calls[0] as unknown[] | undefined)?.[0])).toBe(
      '/api/scripture/upcoming?days=7&zone=Asia%2FManila&lang=es',
    );
    expect(cache.rows[scriptureKey('2030-03-14', 'es')]?.reflectionLanguage).toBe('es');
    expect(cache.rows['2030-03-14']).toBeUndefined();
  });
});
