import { readerPathForReference } from '@reign/bible';
import { VerseQuote } from './VerseQuote';

/**
 * A verse quoted with its reference (a link to the reader) under it; `large` for the day's verse;
 * `translation`: the abbreviation of the verse's translation, small after the reference ('· KJV').
 */
export function ScriptureQuote({
  label,
  ...props
}: {
  verse: string;
  reference: string;
  /** the reference as shown, when not as written ('Salmos 23:1' for 'Psalm 23:1') */
  label?: string | undefined;
  translation?: string | undefined;
  large?: boolean;
}) {
  return (
    <VerseQuote
      {...props}
      reference={label ?? props.reference}
      to={readerPathForReference(props.reference) ?? null}
    />
  );
}
