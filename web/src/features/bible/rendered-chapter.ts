import { bookFromSlug } from '@reign/bible';
import type { BibleChapter } from '@reign/contract/bible';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import { hydratingServerHtml, SERVER_DATA_ID } from '../../ssr/hydration';

// A chapter's page comes from the server with its chapter (issue 53): the server renders it with the
// chapter seeded, and the browser's first render finds the same chapter beside the HTML, so it
// hydrates what it was sent instead of drawing skeletons and asking again.

let seeded: unknown;
let inDocument: unknown;

/** The chapter the server renders its page with (the server, around one render). */
export function seedRenderedChapter(chapter: unknown): void {
  seeded = chapter;
}

/** The chapter beside the server's HTML, read once (nothing when the page was not rendered there). */
function documentChapter(): unknown {
  if (inDocument !== undefined || !hydratingServerHtml) return inDocument;
  try {
    const text = document.getElementById(SERVER_DATA_ID)?.textContent ?? '{}';
    inDocument = (JSON.parse(text) as { chapter?: unknown }).chapter ?? null;
  } catch {
    inDocument = null;
  }
  return inDocument;
}

/** The rendered chapter when it is this one (book, chapter and translation), else undefined. */
export function renderedChapter(
  slug: string | null,
  chapter: number | null,
  translation: TranslationId,
): BibleChapter | undefined {
  const found = (seeded ?? documentChapter()) as BibleChapter | null | undefined;
  if (!found || slug === null || chapter === null) return undefined;
  const same =
    found.chapter === chapter &&
    found.osis === bookFromSlug(slug)?.osis &&
    found.translation === translationInfo(translation).abbreviation;
  return same ? found : undefined;
}
