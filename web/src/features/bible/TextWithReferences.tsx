import { Fragment } from 'react';
import { ScriptureLink } from './ScriptureLink';

/** A reference in parentheses, as the built-in steps and prayer quote one: '… (Psalms 55:22)'. */
const QUOTED_REFERENCE = /\(((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d{1,3}:\d{1,3}(?:-\d{1,3})?)\)/g;

/**
 * A text with each reference in parentheses linked to the reader (issue 36: the built-in action
 * steps and prayer quote '“verse” (Book C:V)'); a reference that is not in the Bible stays text.
 */
export function TextWithReferences({ text }: { text: string }) {
  const parts = text.split(QUOTED_REFERENCE);
  // split with one capture group: even indexes are text, odd ones the references
  return parts.map((part, i) =>
    i % 2 === 0 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, never reordered
      <Fragment key={i}>{part}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, never reordered
      <Fragment key={i}>
        (<ScriptureLink reference={part} />)
      </Fragment>
    ),
  );
}
