import * as z from 'zod/mini';
import { LANGUAGES } from './language-list';

export const languageMessages = { id: `Choose one of: ${LANGUAGES.join(', ')}` } as const;

/** One of the app's languages (language-list.ts), as the routes and the profile check it. */
export const languageId = z.enum(LANGUAGES, { error: languageMessages.id });
