import { readerPathForReference } from '@reign/bible';
import { VerseQuote } from './VerseQuote';

/**
 * A verse quoted with its reference (a link to the reader) under it; `large` for the day's verse;
 * `translation`: the abbreviation of the verse's translation, small after the reference ('· KJV').
 */
export function ScriptureQuote(props: {
  verse: string;
  reference: string;
  translation?: string | undefined;
  large?: boolean;
}) {
  return <VerseQuote {...props} to={readerPathForReference(props.reference) ?? null} />;
}
