import { Text } from '@mantine/core';

/** A text's paragraphs: split on blank lines, trimmed, empty ones left out. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A reflection or a prayer as paragraphs (one per blank-line block), easy to read. */
export function Paragraphs({ text, italic = false }: { text: string; italic?: boolean }) {
  return paragraphs(text).map((p, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
    <Text key={i} fs={italic ? 'italic' : undefined} style={{ lineHeight: 1.7 }}>
      {p}
    </Text>
  ));
}
