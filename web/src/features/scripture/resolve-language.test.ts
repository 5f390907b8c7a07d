import { localReference } from '@reign/bible';
import { spanishDailyReflectionFor } from '@reign/bible/daily-reflections-rv1909';
import { spanishDailyTextFor } from '@reign/bible/daily-verses-rv1909';
import type { TodayScripture } from '@reign/contract';
import { DEFAULT_REFLECTION_ES, DEFAULT_VERSE, DEFAULT_VERSE_ES, fallbackReflection } from '@reign/domain';
import { describe, expect, it, vi } from 'vitest';
import { scriptureKey } from '../../data';
import { memoryCache } from '../../test/memory-scripture-cache';
import { resolveTodayScripture } from './resolve';
import { fetchTodayScripture } from './today-request';

// Today's scripture in the screens' language (issue 39): the copies are kept per language and the
// built-in reflection offline is written in it.

const TODAY = '2026-03-14';
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

const answer = (overrides: Partial<TodayScripture> = {}): TodayScripture => ({
  date: TODAY,
  text: 'The Lord is my shepherd; I shall lack nothing.',
  verse: 'The Lord is my shepherd; I shall lack nothing.',
  reference: 'Psalm 23:1',
  reflection: 'An English reflection, long enough to show.',
  audioUrl: null,
  source: 'daily',
  ...overrides,
});

describe("today's scripture in Spanish", () => {
  it("keeps a Spanish answer under its own key and never shows the English copy's reflection for it", async () => {
    const spanish = answer({
      reflection: 'Una reflexión en español, suficientemente larga.',
      reflectionLanguage: 'es',
      localReference: 'Salmos 23:1',
    });
    const cache = memoryCache({ [TODAY]: answer() });
    const day = await resolveTodayScripture({
      date: TODAY,
      language: 'es',
      fetched: Promise.resolve(spanish),
      cache,
    });
    expect(day).toMatchObject({ reflectionLanguage: 'es', localReference: 'Salmos 23:1' });
    expect(cache.rows[scriptureKey(TODAY, 'es')]?.reflection).toBe(spanish.reflection);
    // the English copy is untouched, and offline each language finds its own
    expect(cache.rows[TODAY]?.reflection).toBe('An English reflection, long enough to show.');
    const again = await resolveTodayScripture({ date: TODAY, language: 'es', fetched: offline(), cache });
    expect(again).toMatchObject({ origin: 'cache', reflection: spanish.reflection });
    const english = await resolveTodayScripture({ date: TODAY, language: 'en', fetched: offline(), cache });
    expect(english.reflection).toBe('An English reflection, long enough to show.');
  });

  it('offline with only an English copy: the built-in verse with the Spanish reflection, not the English one', async () => {
    const cache = memoryCache({ [TODAY]: answer() });
    const day = await resolveTodayScripture({ date: TODAY, language: 'es', fetched: offline(), cache });
    expect(day.origin).toBe('daily-list');
    // the verse's own reflection (other passages in the RV1909), not the book's template
    expect(day.reflection).toBe(spanishDailyReflectionFor(day.reference));
    expect(day.reflection).not.toBe(fallbackReflection(day.reference, 'es'));
    expect(day.reflection).toContain(localReference(day.reference, 'rv1909'));
    expect(day.reflection).toMatch(/«[^»]+»/);
    expect(day).toMatchObject({
      reflectionLanguage: 'es',
      localReference: localReference(day.reference, 'rv1909'),
    });
    // the verse in the RV1909 too: a Spanish screen quotes its own Bible offline
    expect(day.translations?.rv1909).toBe(spanishDailyTextFor(TODAY));
    expect(day.translations?.rv1909).toMatch(/\p{L}/u);
  });

  it("gives a Spanish guest offline a reflection on the day's own verse, not one template for every verse", async () => {
    const guest = (date: string) =>
      resolveTodayScripture({ date, language: 'es', fetched: offline(), cache: memoryCache({}) });
    const [nehemiah, other] = await Promise.all([guest('2026-11-27'), guest('2026-03-15')]);
    expect(nehemiah).toMatchObject({
      origin: 'daily-list',
      reference: 'Nehemiah 9:6',
      reflectionLanguage: 'es',
    });
    expect(nehemiah.reflection).not.toMatch(/forma parte de la gran historia/);
    expect(nehemiah.reflection).toMatch(/Nehemías 9:6/);
    expect(nehemiah.reflection).toMatch(/Salmos \d+:\d+: «|Salmos \d+:\d+ \w+: «|«[^»]+Jehová[^»]*»/);
    const paragraphs = (text: string) => new Set(text.split('\n\n'));
    const shared = [...paragraphs(nehemiah.reflection)].filter((p) => paragraphs(other.reflection).has(p));
    expect(other.reference).not.toBe(nehemiah.reference);
    expect(shared).toEqual([]);
  });

  it('with nothing at all: the default verse in the RV1909 with its Spanish reflection', async () => {
    const day = await resolveTodayScripture({
      date: TODAY,
      language: 'es',
      fetched: offline(),
      cache: null,
      loadDailyVerse: () => Promise.reject(new Error('chunk not available')),
    });
    expect(day).toMatchObject({
      origin: 'default',
      reference: DEFAULT_VERSE.reference,
      localReference: 'Jeremías 29:11',
      translations: { rv1909: DEFAULT_VERSE_ES.text },
      reflection: DEFAULT_REFLECTION_ES,
      reflectionLanguage: 'es',
    });
  });

  it('asks the server for the Spanish reflection, and English with the address it always had', async () => {
    const doFetch = vi.fn(async () => new Response(JSON.stringify(answer()), { status: 200 }));
    await fetchTodayScripture(doFetch, 'es');
    await fetchTodayScripture(doFetch, 'en');
    const urls = doFetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toEqual(['/api/today-scripture?lang=es', '/api/today-scripture']);
  });
});
