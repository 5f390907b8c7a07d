/** Quotation marks a verse may come with: straight, curly, angled (Spanish «»). */
const OPENING = `"'“‘«`;
const CLOSING = `"'”’»`;

/**
 * A verse between curly quotation marks, as Reign quotes it (a share, the day's image, the footer),
 * without the marks it already had: a verse typed or pasted as '"For God so loved…"' is quoted once.
 * Only a pair around the whole text goes; quotations inside it stay.
 */
export function quoted(verse: string): string {
  let text = verse.trim();
  while (text.length >= 2 && OPENING.includes(text[0] ?? '') && CLOSING.includes(text.at(-1) ?? '')) {
    const inner = text.slice(1, -1).trim();
    // '"Yes," he said, "go"' is not one quotation: its marks open and close inside
    if (/["“”«»]/.test(inner) && !balancedInside(inner)) break;
    text = inner;
  }
  return `“${text}”`;
}

/** Whether the quotation marks inside a text pair up (so the outer ones are one quotation around it). */
function balancedInside(text: string): boolean {
  const straight = text.match(/"/g)?.length ?? 0;
  const firstCurly = text.match(/[“”«»]/)?.[0];
  return straight % 2 === 0 && (firstCurly === undefined || firstCurly === '“' || firstCurly === '«');
}
