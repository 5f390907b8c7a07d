import { type Language, languageOfTag } from '@reign/contract/language-list';
import type { TodayScripture } from '@reign/contract/scripture';
import { SERVER_DATA_ID } from '../ssr/hydration';
import { createAppRoutes, preloadPages } from './routes';

/** What the server rendered the page with (web-app-render.ts writes it). */
export interface ServerData {
  /** today's answer */
  todayScripture: TodayScripture | null;
  /** the visitor had no session: the page was rendered signed out */
  signedOut: boolean;
  /** the Bible translation the day's verse was rendered in (absent: the WEB) */
  translation: string | null;
  /** the language of the page's words (absent: English) */
  language: Language;
  /** the time zone the page's day was rendered in (absent: America/Chicago) */
  zone: string | null;
}

/** The data beside the server's HTML (a JSON script element: data, never run). */
export function serverData(): ServerData {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  try {
    const data = text ? (JSON.parse(text) as Partial<ServerData>) : {};
    return {
      todayScripture: data.todayScripture ?? null,
      signedOut: data.signedOut === true,
      translation: typeof data.translation === 'string' ? data.translation : null,
      language: languageOfTag(data.language) ?? 'en',
      zone: typeof data.zone === 'string' ? data.zone : null,
    };
  } catch {
    return { todayScripture: null, signedOut: false, translation: null, language: 'en', zone: null };
  }
}

/**
 * Loads the pages of this address before hydrating: the router's first render is then the page the
 * server rendered, not the page loader.
 */
export function pagesForHydration(): Promise<void> {
  return preloadPages(createAppRoutes(), window.location.pathname);
}
