import { Blockquote, Text } from '@mantine/core';
import { ReferenceLink } from './ReferenceLink';

/**
 * A verse quoted with its reference under it, a link to the reader at `to` (plain text without
 * one: not a reference, or an answer stored before the server sent it); `large` for the day's verse;
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
  return (
    <Blockquote
      color="reign"
      p="md"
      cite={
        <>
          <ReferenceLink reference={reference} to={to} prefix="— " />
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
