import { Blockquote, Text } from '@mantine/core';
import { ScriptureLink } from './ScriptureLink';

/**
 * A verse quoted with its reference (a link to the reader) under it; `large` for the day's verse;
 * `translation`: the abbreviation of the verse's translation, small after the reference ('· KJV').
 */
export function ScriptureQuote({
  verse,
  reference,
  translation,
  large = false,
}: {
  verse: string;
  reference: string;
  translation?: string | undefined;
  large?: boolean;
}) {
  return (
    <Blockquote
      color="reign"
      p="md"
      cite={
        <>
          <ScriptureLink reference={reference} prefix="— " />
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
