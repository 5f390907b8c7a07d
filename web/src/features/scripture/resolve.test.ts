import { readerPathForReference } from '@reign/bible';
import type { TodayScripture } from '@reign/contract';
import { DEFAULT_REFLECTION, DEFAULT_VERSE, fallbackReflection } from '@reign/domain';
import { ReignDb } from '@reign/sync/device/database';
import { describe, expect, it, vi } from 'vitest';
import { scriptureCacheOf } from '../../data';
import { json } from '../../test/fetch-stub';
import { memoryCache } from '../../test/memory-scripture-cache';
import { loadDailyVerse, resolveTodayScripture } from './resolve';
import { fetchTodayScripture } from './today-request';

const TODAY = '2026-03-14';

function serverAnswer(overrides: Partial<TodayScripture> = {}): TodayScripture {
  return {
    date: TODAY,
    text: 'The Lord is my shepherd; I shall lack nothing.',
    verse: 'The Lord is my shepherd; I shall lack nothing.',
    reference: 'Psalm 23:1',
    reflection: '"A shepherd knows each sheep.\\n\\nHe leads them to rest."',
    audioUrl: '/uploads/psalm-23.mp3',
    source: 'scheduled',
    ...overrides,
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const noDailyList = () => Promise.reject(new Error('chunk not available'));

describe("today's scripture: the fallback chain", () => {
  it('server ok: shows its answer, cleans the reflection and stores it for offline use', async () => {
    const cache = memoryCache();
    const day = await resolveTodayScripture({ date: TODAY, fetched: Promise.resolve(serverAnswer()), cache });
    expect(day).toEqual({
      date: TODAY,
      verse: 'The Lord is my shepherd; I shall lack nothing.',
      reference: 'Psalm 23:1',
      reflection: 'A shepherd knows each sheep.\n\nHe leads them to rest.',
      audioUrl: '/uploads/psalm-23.mp3',
      origin: 'server',
    });
    expect(cache.rows[TODAY]?.reflection).toBe('A shepherd knows each sheep.\n\nHe leads them to rest.');
  });

  it('offline with a stored scripture: shows the stored one', async () => {
    const cache = memoryCache({
      [TODAY]: serverAnswer({ reflection: 'Stored reflection, long enough to use.' }),
    });
    const day = await resolveTodayScripture({
      date: TODAY,
      fetched: offline(),
      cache,
      loadDailyVerse: noDailyList,
    });
    expect(day.origin).toBe('cache');
    expect(day.reference).toBe('Psalm 23:1');
    expect(day.reflection).toBe('Stored reflection, long enough to use.');
  });

  it("offline without a stored scripture: the built-in verse of the Central date and its book's reflection", async () => {
    const day = await resolveTodayScripture({ date: '2026-01-01', fetched: offline(), cache: memoryCache() });
    expect(day).toMatchObject({
      origin: 'daily-list',
      reference: 'Psalm 121:8',
      verse: 'Yahweh will keep your going out and your coming in, from this time forward, and forever more.',
      reflection: fallbackReflection('Psalm 121:8'),
      audioUrl: null,
      // linked to the reader offline too
      readerPath: '/bible/Psalms/121#8',
    });
  });

  it('an answer that is not ok counts as a failure, like the network', async () => {
    const fetchMock = vi.fn(async () => json(500, { message: 'Something went wrong' }));
    const fetched = fetchTodayScripture(fetchMock as unknown as typeof fetch);
    await expect(fetched).rejects.toMatchObject({ status: 500, code: 'server_error' });
    const day = await resolveTodayScripture({ date: TODAY, fetched, cache: memoryCache() });
    expect(day.origin).toBe('daily-list');
  });

  it('everything fails: the default verse (Jeremiah 29:11) and the default reflection', async () => {
    const day = await resolveTodayScripture({
      date: TODAY,
      fetched: offline(),
      cache: null,
      loadDailyVerse: noDailyList,
    });
    expect(day).toMatchObject({
      origin: 'default',
      reference: DEFAULT_VERSE.reference,
      verse: DEFAULT_VERSE.text,
      reflection: DEFAULT_REFLECTION,
    });
    // the default verse's reader path is written down in @reign/domain: it is the parser's
    expect(day.readerPath).toBe(readerPathForReference(DEFAULT_VERSE.reference));
  });

  it("a cached answer from an earlier day (the service worker's copy) is not today's verse", async () => {
    const yesterday = serverAnswer({ date: '2026-03-13', reference: 'John 3:16' });
    const day = await resolveTodayScripture({
      date: TODAY,
      fetched: Promise.resolve(yesterday),
      cache: memoryCache(),
      loadDailyVerse: async () => ({ verse: 'Daily text', reference: 'Proverbs 3:5' }),
    });
    expect(day).toMatchObject({ origin: 'daily-list', reference: 'Proverbs 3:5' });
  });

  it('stores in the Dexie table the 1 AM refresh uses, in the same format', async () => {
    const db = new ReignDb('scripture-format-test');
    const cache = scriptureCacheOf(db);
    await resolveTodayScripture({ date: TODAY, fetched: Promise.resolve(serverAnswer()), cache });
    const row = await db.scriptures.get(TODAY);
    expect(row?.data).toMatchObject({ date: TODAY, text: serverAnswer().text, reference: 'Psalm 23:1' });
    // What the refresh stores (the raw answer) reads back too.
    await db.scriptures.put({
      date: '2026-03-15',
      data: serverAnswer({ date: '2026-03-15' }),
      fetchedAt: '',
    });
    expect((await cache.read('2026-03-15'))?.reference).toBe('Psalm 23:1');
    expect(await cache.read('2026-03-16')).toBeNull();
    db.close();
  });

  it('loads the built-in list on demand', async () => {
    expect(await loadDailyVerse('2024-02-29')).toMatchObject({ reference: expect.any(String) });
  });
});
