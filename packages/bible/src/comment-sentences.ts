/** A comment's text as sentences, headings left out (see commentParagraphs), each knowing its paragraph. */
export interface Sentence {
  text: string;
  paragraph: number;
  words: number;
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const ENDS_A_SENTENCE = /[.!?]["'\u2019\u201d)]*$/;

/**
 * Henry's sections on a whole psalm or a chapter of laws open with a heading and '--'
 * ("Confidence in God's grace and care.\n\n--\"The Lord is my shepherd.\"..."); an outline line has
 * no full stop. Neither is part of the comment.
 */
function isHeading(paragraph: string, next: string | undefined): boolean {
  if (/-{2}$/.test(paragraph)) return true;
  if (next?.startsWith('--') && wordCount(paragraph) <= 20) return true;
  return !ENDS_A_SENTENCE.test(paragraph) && wordCount(paragraph) <= 12;
}

/**
 * The source's slips around quotation marks mended: two marks together ('"my light, ""my
 * salvation') part, and a closing mark typed after its space ('; "the soul') goes before it.
 */
export function tidyQuotes(paragraph: string): string {
  const text = paragraph.replace(/""/g, '" "');
  let out = '';
  let open = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c !== '"') {
      out += c;
      continue;
    }
    if (open && out.endsWith(' ')) out = `${out.slice(0, -1)}"${text[i + 1] === ' ' ? '' : ' '}`;
    else out += c;
    open = !open;
  }
  return out;
}

/**
 * The paragraphs of a comment without its headings, each on one line, the heading's '--' taken off,
 * and the pointers to the next part ('(Ep 6:19-24)') after a sentence.
 */
export function commentParagraphs(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs
    .filter((p, i) => !isHeading(p, paragraphs[i + 1]))
    .map((p) =>
      tidyQuotes(
        p
          .replace(/^-{2,}\s*/, '')
          .replace(/([.!?]["'\u2019\u201d]?)\s*\([1-3]?\s?[A-Z][a-z]*\.? ?\d+:\d+[-\d:, ]*\)/g, '$1')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    )
    .filter(Boolean);
}

/** Whether a piece of text leaves a quotation open (an odd number of '"', or more '“' than '”'). */
const opensQuote = (text: string) =>
  (text.match(/"/g) ?? []).length % 2 === 1 ||
  (text.match(/\u201c/g) ?? []).length > (text.match(/\u201d/g) ?? []).length;

/** One paragraph's sentences, never cut inside a quotation of several sentences. */
function paragraphSentences(paragraph: string): string[] {
  const pieces = paragraph.split(/(?<=[.!?][)"'\u2019\u201d]*)\s+(?=["'(\u2018\u201c]?[A-Z])/);
  const sentences: string[] = [];
  let open = '';
  for (const piece of pieces) {
    const text = open ? `${open} ${piece}` : piece;
    if (opensQuote(text)) open = text;
    else {
      sentences.push(text);
      open = '';
    }
  }
  if (open) sentences.push(open);
  return sentences.map((s) => s.trim()).filter(Boolean);
}

/** The sentences of a comment, headings left out, each knowing its paragraph (apart by a blank line). */
export function sentencesOf(text: string): Sentence[] {
  return commentParagraphs(text).flatMap((paragraph, index) =>
    paragraphSentences(paragraph).map((s) => ({ text: s, paragraph: index, words: wordCount(s) })),
  );
}

/** A sentence that is only a quotation ('"The Lord is my shepherd."'): the verse, shown above already. */
export const isOnlyQuotation = (text: string) => /^["\u201c][^"\u201c\u201d]*["\u201d]$/.test(text);

/**
 * Sentences joined as the reader sees them: the source's paragraphs kept, and one paragraph of two or
 * more sentences (40 words or more) parted in two where the words are halfway, for a phone screen.
 */
export function joinSentences(sentences: readonly Sentence[]): string {
  const paragraphs: Sentence[][] = [];
  for (const s of sentences) {
    const last = paragraphs.at(-1);
    if (last && last[0]?.paragraph === s.paragraph) last.push(s);
    else paragraphs.push([s]);
  }
  const parted =
    paragraphs.length === 1 &&
    sentences.length >= 2 &&
    wordCount(sentences.map((s) => s.text).join(' ')) >= 40
      ? halves(sentences)
      : paragraphs.map((p) => [...p]);
  return parted.map((p) => p.map((s) => s.text).join(' ')).join('\n\n');
}

function halves(sentences: readonly Sentence[]): Sentence[][] {
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  let seen = 0;
  let cut = 1;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sentences.length; i++) {
    seen += sentences[i - 1]?.words ?? 0;
    const off = Math.abs(seen - total / 2);
    if (off < best) {
      best = off;
      cut = i;
    }
  }
  return [sentences.slice(0, cut), sentences.slice(cut)];
}
