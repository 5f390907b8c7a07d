import { useLocalStorage } from '@mantine/hooks';
import { TRANSLATIONS, type TranslationId, translationId } from '@reign/contract/translations';
import * as z from 'zod/mini';

/** Where this device remembers the side-by-side view: whether it is on and the second translation. */
export const PARALLEL_KEY = 'reign-bible-parallel';

const parallelChoice = z.object({ on: z.boolean(), with: translationId });
export type ParallelChoice = z.infer<typeof parallelChoice>;

const OFF: ParallelChoice = { on: false, with: 'kjv' };

/** The other column's translation: the one remembered, or the first that is not the main one. */
export function secondTranslation(main: TranslationId, remembered: TranslationId): TranslationId {
  if (remembered !== main) return remembered;
  return TRANSLATIONS.find((t) => t.id !== main)?.id ?? remembered;
}

/** The side-by-side choice on this device (off until turned on; a bad stored value reads as off). */
export function useParallel(): [ParallelChoice, (next: ParallelChoice) => void] {
  const [stored, setStored] = useLocalStorage<ParallelChoice>({
    key: PARALLEL_KEY,
    defaultValue: OFF,
    deserialize: (raw) => {
      try {
        const parsed = z.safeParse(parallelChoice, raw === undefined ? undefined : JSON.parse(raw));
        return parsed.success ? parsed.data : OFF;
      } catch {
        return OFF;
      }
    },
  });
  return [stored, setStored];
}
