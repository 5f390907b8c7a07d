/** A sentence of a text: its words exactly as written there, and where it starts and ends. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

/** A piece handed to the voice at once: a sentence, or part of a long one. */
export interface SpeechPiece {
  text: string;
  /** the sentence it belongs to, the one highlighted while it is spoken */
  sentence: string;
  /** the part it belongs to, when the text was given in parts (partPieces) */
  part?: number;
}

/** Longest piece handed to the synthesiser at once; some engines stop long utterances early. */
export const MAX_PIECE = 220;

const CLOSERS = new Set(['"', "'", '”', '’', ')', ']']);

/**
 * Splits `text` into sentences: after '.', '!' or '?' (and any closing quotes or brackets) followed
 * by white space or the end, and at blank lines (a new paragraph). Each is a trimmed slice of the
 * text itself, so it can be found again in the paragraph it came from; '3.5' and 'v.4' do not split.
 */
export function splitSentences(text: string): Sentence[] {
  const found: Sentence[] = [];
  let from = 0;
  const close = (to: number) => {
    const slice = text.slice(from, to);
    const lead = slice.length - slice.trimStart().length;
    const body = slice.trim();
    if (body) found.push({ text: body, start: from + lead, end: from + lead + body.length });
    from = to;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '\n' && /^\n\s*\n/.test(text.slice(i, i + 40))) {
      close(i);
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let j = i + 1;
    while (j < text.length && (text[j] === '.' || text[j] === '!' || text[j] === '?')) j += 1;
    while (j < text.length && CLOSERS.has(text[j] as string)) j += 1;
    if (j === text.length || /\s/.test(text[j] as string)) {
      close(j);
      i = j - 1;
    }
  }
  close(text.length);
  return found;
}

/** The sentences as pieces for the voice: one a sentence, a long one cut between words. */
export function speechPieces(text: string, max: number = MAX_PIECE): SpeechPiece[] {
  const pieces: SpeechPiece[] = [];
  for (const { text: sentence } of splitSentences(text)) {
    const spoken = sentence.replace(/\s+/g, ' ');
    if (spoken.length <= max) {
      pieces.push({ text: spoken, sentence });
      continue;
    }
    let current = '';
    for (const word of spoken.split(' ')) {
      if (current && current.length + 1 + word.length > max) {
        pieces.push({ text: current, sentence });
        current = '';
      }
      current = current ? `${current} ${word}` : word;
    }
    if (current) pieces.push({ text: current, sentence });
  }
  return pieces;
}

/** Parts read one after another (a chapter's verses), each in pieces as above, each piece naming its part. */
export function partPieces(parts: readonly string[], max: number = MAX_PIECE): SpeechPiece[] {
  return parts.flatMap((text, part) => speechPieces(text, max).map((piece) => ({ ...piece, part })));
}
