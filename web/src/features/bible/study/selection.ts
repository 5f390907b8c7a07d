import { passageLabel } from '@reign/bible';
import type { Note } from '@reign/contract/study';

/** The selected verses as a reference: 'John 3:16', 'John 3:16-18', 'John 3:16, 18, 20-21'. */
export function selectionReference(bookName: string, chapter: number, verses: readonly number[]): string {
  const sorted = [...verses].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const from = sorted[i] as number;
    let to = from;
    while (sorted[i + 1] === to + 1) {
      to += 1;
      i += 1;
    }
    runs.push(to > from ? `${from}-${to}` : `${from}`);
    i += 1;
  }
  return `${bookName} ${chapter}:${runs.join(', ')}`;
}

/** The note a selection opens: one that starts at its first verse (the newest), else none. */
export function noteOfSelection(notes: readonly Note[], verses: readonly number[]): Note | null {
  const first = Math.min(...verses);
  return notes.find((n) => n.verseStart === first) ?? null;
}

/** A note's passage as people read it. */
export const notePassage = (n: Note) => passageLabel(n.book, n.chapter, n.verseStart, n.verseEnd);

/** The verses toggled: `n` added, or taken out when it was selected. */
export function toggled(selected: ReadonlySet<number>, n: number): Set<number> {
  const next = new Set(selected);
  if (next.has(n)) next.delete(n);
  else next.add(n);
  return next;
}
