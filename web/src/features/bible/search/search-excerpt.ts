import type { TextRange } from '@reign/bible/search';

/** A piece of a verse as shown: plain, or what matched (drawn in <mark>). */
export interface ExcerptPart {
  text: string;
  marked: boolean;
  /** where it starts in the verse ('…' parts: 'before', 'after'), unique within one excerpt */
  key: string;
}

/**
 * The verse around its first match, cut at spaces about `radius` characters either side, with '…'
 * where text was left out, split into plain and matched parts. A short verse is shown whole.
 */
export function excerpt(text: string, ranges: readonly TextRange[], radius = 90): ExcerptPart[] {
  const first = ranges[0];
  let from = 0;
  let to = text.length;
  if (first && text.length > radius * 2) {
    from = Math.max(0, first.start - radius);
    to = Math.min(text.length, Math.max(first.end, from + radius * 2));
    if (from > 0) from = text.indexOf(' ', from) + 1 || from;
    if (from > first.start) from = first.start;
    if (to < text.length) {
      const space = text.lastIndexOf(' ', to);
      to = space > first.end ? space : to;
    }
  }
  const parts: ExcerptPart[] = [];
  const push = (start: number, end: number, marked: boolean) => {
    if (end > start) parts.push({ text: text.slice(start, end), marked, key: String(start) });
  };
  let at = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue;
    push(at, Math.max(at, range.start), false);
    push(Math.max(at, range.start), Math.min(to, range.end), true);
    at = Math.min(to, range.end);
  }
  push(at, to, false);
  if (from > 0) parts.unshift({ text: '…', marked: false, key: 'before' });
  if (to < text.length) parts.push({ text: '…', marked: false, key: 'after' });
  return parts;
}
