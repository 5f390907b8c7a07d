import { expect, type Page, test } from '@playwright/test';

/**
 * Words that are English only: none of them is also a Spanish word (so not 'plan', 'no', 'a', 'me',
 * 'son', 'era', 'come', 'fin', 'red', 'pan', 'sin', 'con', ...). A Spanish screen that shows one of
 * them, outside what the person typed and proper names, shows English. Not 'error', 'has', 'can',
 * 'email', 'verse': Spanish words too.
 */
export const ENGLISH_ONLY: readonly string[] = `
  the and your you with today day days save saved priorities priority
  streak reading search settings profile loading back next close share of to is are this that
  results goals tasks week month plans completed prayer verses bible topics dashboard history
  export download image sign account password username continue previous start started read mark
  from for what how when why please try again offline online synced sync yet not none found my our
  their here there upgrade free logout log about data step steps chapter book first last new old
  testament points reflection reflections archive member since every only all done edit delete
  cancel open menu language will cannot have was were be been it its on in at by an or
  entry entries reference references see more show less hide welcome thanks
`
  .trim()
  .split(/\s+/);

const WORDS = new Set<string>(ENGLISH_ONLY);

export interface Exempt {
  /** what the member typed (priorities, actions, search words, their name): shown back as typed */
  typed?: readonly string[];
  /** proper names left in English on purpose (Reign, the translations' names such as KJV or WEB) */
  names?: readonly string[];
}

/** Names every Spanish screen may show: the product's own, the Bible texts' and the books quoted. */
export const PROPER_NAMES = [
  'Reign',
  'REIGN',
  'King James Version',
  'World English Bible',
  'Open English Bible',
  "Nave's Topical Bible",
];

/** The English-only words in `text` once the exempt phrases are taken out, each with a little context. */
export function englishIn(text: string, exempt: Exempt = {}): string[] {
  let rest = text;
  const phrases = [...(exempt.typed ?? []), ...PROPER_NAMES, ...(exempt.names ?? [])]
    .filter((p) => p.trim() !== '')
    .sort((a, b) => b.length - a.length);
  for (const phrase of phrases) rest = rest.split(phrase).join(' ');
  const found: string[] = [];
  for (const line of rest.split('\n')) {
    // words of letters (apostrophes inside: "today's"), taken apart on anything else
    for (const word of line.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []) {
      const bare = word.toLowerCase().replace(/['’]s$/, '');
      if (WORDS.has(bare)) found.push(`${word} — in “${line.trim().slice(0, 120)}”`);
    }
  }
  return found;
}

/**
 * Checks (softly: the walk goes on, and its report lists every screen with English) that the
 * screen (its title and `document.body.innerText`: what shows, without inputs' values) has no English-only word,
 * outside what the member typed, proper names, and what the page marks `lang="en"` (English on
 * purpose and said so, as Nave's topic names: docs/decisions.md). `where` names the screen; the
 * marked English is listed in the test's annotations.
 */
export async function expectNoEnglish(page: Page, where: string, exempt: Exempt = {}) {
  const { text, marked } = await page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: what shows, as the member sees it (not hidden text, nor inputs)
    text: `${document.title}\n${document.body.innerText}`,
    marked: [...document.body.querySelectorAll<HTMLElement>('[lang|="en"]')]
      // biome-ignore lint/performance/useDomNodeTextContent: as it shows in the body's innerText
      .map((el) => el.innerText.trim())
      .filter(Boolean),
  }));
  if (marked.length > 0) {
    const description = [...new Set(marked)].join(' · ').slice(0, 300);
    test.info().annotations.push({ type: `marked English on the ${where}`, description });
  }
  const names = [...(exempt.names ?? []), ...marked];
  expect.soft(englishIn(text, { ...exempt, names }), `English on the Spanish ${where}`).toEqual([]);
}

/** Checks the same (softly) of texts the page drew but does not show as text (a canvas's words). */
export function expectNoEnglishIn(texts: readonly string[], where: string, exempt: Exempt = {}) {
  expect.soft(englishIn(texts.join('\n'), exempt), `English in the Spanish ${where}`).toEqual([]);
}
