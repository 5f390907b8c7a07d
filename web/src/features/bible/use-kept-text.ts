import { useLingui } from '@lingui/react/macro';
import { BOOKS } from '@reign/bible';
import { useCallback, useEffect, useState } from 'react';
import {
  booksOnDevice,
  bytesOnDevice,
  type DownloadProgress,
  forgetBible,
  type KeptText,
  keepBooks,
} from './bible-api';

export const TOTAL_BOOKS = BOOKS.length;

/** What of a text is on this device: how many of its books are kept whole, and the bytes it takes. */
export interface Stored {
  books: number;
  bytes: number;
}

export interface KeptTextState {
  /** whether this browser has the Cache API at all */
  supported: boolean;
  /** null while it is being measured */
  stored: Stored | null;
  complete: boolean;
  /** while keeping: n of 66 books */
  progress: DownloadProgress | null;
  /** why keeping stopped, with what to do */
  error: string | null;
  /** the bytes the last Remove freed (null until one) */
  freed: number | null;
  keep: () => Promise<void>;
  remove: () => Promise<void>;
}

/** Keeping one text (a translation or the commentary) on this device: its state, Keep and Remove. */
export function useKeptText(text: KeptText): KeptTextState {
  const { t } = useLingui();
  const supported = typeof caches !== 'undefined';
  const [stored, setStored] = useState<Stored | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [freed, setFreed] = useState<number | null>(null);

  const measure = useCallback(async () => {
    const books = await booksOnDevice(text);
    setStored({ books, bytes: await bytesOnDevice(text) });
  }, [text]);
  useEffect(() => {
    if (supported) void measure();
  }, [supported, measure]);

  const keep = async () => {
    setError(null);
    setFreed(null);
    try {
      await keepBooks(text, setProgress);
    } catch (err) {
      const reason = (err as Error).message;
      setError(
        t`The download stopped (${reason}). Connect to the internet and try again; the books already kept stay.`,
      );
    } finally {
      setProgress(null);
      await measure();
    }
  };

  const remove = async () => {
    const bytes = stored?.bytes ?? (await bytesOnDevice(text));
    await forgetBible(text);
    setFreed(bytes);
    await measure();
  };

  return { supported, stored, complete: stored?.books === TOTAL_BOOKS, progress, error, freed, keep, remove };
}
