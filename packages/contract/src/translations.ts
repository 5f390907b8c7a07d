import * as z from 'zod/mini';
import { TRANSLATION_IDS } from './translation-list';

export {
  DEFAULT_TRANSLATION,
  TRANSLATION_COOKIE,
  TRANSLATION_IDS,
  TRANSLATIONS,
  type TranslationId,
  type TranslationInfo,
  translationInfo,
} from './translation-list';

export const translationId = z.enum(TRANSLATION_IDS, {
  error: `The translation is one of ${TRANSLATION_IDS.join(', ')}.`,
});
