import type { Language } from '@reign/contract/language-list';
import { activeLanguage } from '../i18n/catalogue';
import { zoneQuery } from './server-clock';

/**
 * The query of GET /api/today-scripture and /api/scripture/upcoming: the person's zone (their
 * today) and the language the screens show (the reflection is written in it); English is left out,
 * so its address stays the one every cache already holds. Not re-exported by api/index.ts: only
 * lazy chunks ask with it, and the first load stays without it.
 */
export function scriptureQuery(language: Language = activeLanguage()): { zone?: string; lang?: Language } {
  return { ...zoneQuery(), ...(language === 'en' ? {} : { lang: language }) };
}
