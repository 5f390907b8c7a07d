import { Blockquote, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ReferenceLink } from './ReferenceLink';

/** The reader's path for a reference, worked out after mount with the parser loaded on demand. */
function useLazyReaderPath(reference: string, known: string | null | undefined): string | null | undefined {
  const [found, setFound] = useState<{ reference: string; to: string | undefined } | null>(null);
  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    void import('@reign/bible/reader-paths').then(({ readerPathForReference }) => {
      if (live) setFound({ reference, to: readerPathForReference(reference) });
    });
    return () => {
      live = false;
    };
  }, [reference, known]);
  if (known !== undefined) return known;
  return found?.reference === reference ? found.to : undefined;
}

/**
 * A verse quoted with its reference under it, a link to the reader at `to` (null: not a
 * reference; undefined: not known, worked out after mount); `large` for the day's verse;
 * `translation`: the abbreviation of the verse's translation, small after the reference ('· KJV').
 */
export function VerseQuote({
  verse,
  reference,
  to,
  translation,
  large = false,
}: {
  verse: string;
  reference: string;
  to: string | null | undefined;
  translation?: string | undefined;
  large?: boolean;
}) {
  const path = useLazyReaderPath(reference, to);
  return (
    <Blockquote
      color="reign"
      p="md"
      cite={
        <>
          <ReferenceLink reference={reference} to={path} prefix="— " />
          {translation && (
            <Text span size="xs" fw={600} data-testid="verse-translation">
              {' · '}
              {translation}
            </Text>
          )}
        </>
      }
      styles={large ? { root: { fontSize: 'var(--mantine-font-size-lg)' } } : undefined}
    >
      {verse}
    </Blockquote>
  );
}
