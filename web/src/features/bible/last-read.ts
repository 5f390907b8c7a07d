import { useLocalStorage } from '@mantine/hooks';
import { findBook } from '@reign/bible';
import * as z from 'zod/mini';

/** Where this device remembers the last chapter opened in the reader ('Continue reading' on /bible). */
export const LAST_READ_KEY = 'reign-bible-last-read';

const lastRead = z.object({ book: z.string(), chapter: z.number() });
export type LastRead = z.infer<typeof lastRead>;

/** The last chapter opened here, or null (none yet, or a stored value that is not a chapter). */
export function useLastRead(): [LastRead | null, (next: LastRead) => void] {
  const [stored, setStored] = useLocalStorage<LastRead | null>({
    key: LAST_READ_KEY,
    defaultValue: null,
    deserialize: (raw) => {
      try {
        const parsed = z.safeParse(lastRead, raw === undefined ? null : JSON.parse(raw));
        return parsed.success && findBook(parsed.data.book) ? parsed.data : null;
      } catch {
        return null;
      }
    },
  });
  return [stored, setStored];
}
