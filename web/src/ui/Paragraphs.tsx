import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A text's paragraphs: split on blank lines, trimmed, empty ones left out. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Roomy lines in the scripture serif (theme.ts, `--reign-font-scripture`). */
const READING = { lineHeight: 1.7, fontFamily: 'var(--reign-font-scripture)' };

/**
 * A reflection or a prayer as paragraphs (one per blank-line block), easy to read in the scripture
 * serif (theme.ts); `render` shows a
 * paragraph's text (e.g. with its references linked), plain text unless given.
 */
export function Paragraphs({
  text,
  italic = false,
  render = (p) => p,
}: {
  text: string;
  italic?: boolean;
  render?: (paragraph: string) => ReactNode;
}) {
  return paragraphs(text).map((p, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
    <Text key={i} fs={italic ? 'italic' : undefined} style={READING}>
      {render(p)}
    </Text>
  ));
}
