import { Blockquote } from '@mantine/core';
import { ScriptureLink } from './ScriptureLink';

/** A verse quoted with its reference (a link to the reader) under it; `large` for the day's verse. */
export function ScriptureQuote({
  verse,
  reference,
  large = false,
}: {
  verse: string;
  reference: string;
  large?: boolean;
}) {
  return (
    <Blockquote
      color="indigo"
      p="md"
      cite={<ScriptureLink reference={reference} prefix="— " />}
      styles={large ? { root: { fontSize: 'var(--mantine-font-size-lg)' } } : undefined}
    >
      {verse}
    </Blockquote>
  );
}
