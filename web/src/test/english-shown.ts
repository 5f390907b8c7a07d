import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

// For the 'no English on a Spanish screen' checks (src/i18n/spanish-screens*.test.tsx): the English
// of every message whose Spanish differs from it (no placeholders: those are checked by
// catalogue-complete), and which of them the document shows.

let english: string[] = [];

/** Reads every area's catalogue (lingui.config.ts); call once in beforeAll. */
export async function loadEnglishMessages(): Promise<void> {
  const config = getConfig({ configPath: join(import.meta.dirname, '../../lingui.config.ts') });
  const found = new Set<string>();
  for (const catalog of await getCatalogs(config)) {
    const spanish = (await catalog.read('es')) ?? {};
    for (const m of Object.values(spanish)) {
      if (m.message && m.translation && m.translation !== m.message && !m.message.includes('{'))
        found.add(m.message);
    }
  }
  english = [...found];
}

/** The English messages the document shows: as a whole text node or attribute value, or the title. */
export function englishShown(): string[] {
  const shown = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (english.includes(text)) shown.add(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim() ?? '';
      if (english.includes(value)) shown.add(`${name}="${value}"`);
    }
  }
  if (english.includes(document.title.replace(/ · Reign$/, ''))) shown.add(`<title>${document.title}`);
  return [...shown];
}
