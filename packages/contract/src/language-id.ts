import * as z from 'zod/mini';
import { LANGUAGES } from './language-list';

/** One of the app's languages (language-list.ts), as the routes and the profile check it. */
export const languageId = z.enum(LANGUAGES, { error: 'Choose one of: en, es' });
