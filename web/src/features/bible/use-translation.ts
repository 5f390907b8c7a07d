import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_TRANSLATION, type TranslationId, translationId } from '@reign/contract/translations';
import * as z from 'zod/mini';

/** Where this device remembers the chosen translation (a guest's only record of it). */
export const TRANSLATION_KEY = 'reign-bible-translation';

const parse = (value: string | undefined): TranslationId => {
  const parsed = z.safeParse(translationId, value);
  return parsed.success ? parsed.data : DEFAULT_TRANSLATION;
};

/**
 * The translation this person reads (WEB until they choose) and the way to change it. Kept on this
 * device; a member's choice also goes with the profile (see the profile's `bibleTranslation`).
 */
export function useBibleTranslation(): [TranslationId, (next: TranslationId) => void] {
  const [value, setValue] = useLocalStorage<string>({
    key: TRANSLATION_KEY,
    defaultValue: DEFAULT_TRANSLATION,
    serialize: (v) => v,
    deserialize: (v) => v ?? DEFAULT_TRANSLATION,
  });
  return [parse(value), (next) => setValue(next)];
}
