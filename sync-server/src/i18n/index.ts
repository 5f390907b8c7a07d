import {
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptHeader,
  languageOfTag,
} from '@reign/contract/language-list';
import type { FastifyRequest } from 'fastify';
import { en, type ServerMessages } from './messages-en';
import { es } from './messages-es';

export type { ServerMessages } from './messages-en';

const CATALOGUES: Record<Language, ServerMessages> = { en, es };

/** The server's words in a language (English for a language it does not have). */
export function serverMessages(language: Language | null | undefined): ServerMessages {
  return CATALOGUES[language ?? 'en'] ?? en;
}

/**
 * The language a request asks for when the account has none chosen: the web app's cookie beside
 * the person's choice, else the browser's Accept-Language, else English (as the first paint).
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> },
): Language {
  return (
    languageOfTag(request.cookies?.[LANGUAGE_COOKIE]) ??
    languageFromAcceptHeader(request.headers['accept-language'])
  );
}
