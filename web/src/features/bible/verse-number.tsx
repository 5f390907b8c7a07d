import type { MouseEvent } from 'react';
import classes from './ChapterVerses.module.css';

/**
 * A verse's number as a button (reached by Tab, pressed by Enter or Space) that opens Matthew Henry
 * on the verse; a tap anywhere on the verse does the same (onVerseTap), unless text was selected.
 */
export function VerseNumber({ n }: { n: number }) {
  return (
    <sup className={classes.number}>
      <button type="button" className={classes.numberButton} aria-label={`Comment on verse ${n}`}>
        {n}
      </button>
    </sup>
  );
}

/** The click handler of a verse: `open(n)`, except when the person was selecting its text. */
export function onVerseTap(n: number, open: ((n: number) => void) | undefined) {
  if (!open) return undefined;
  return (event: MouseEvent) => {
    const selection = window.getSelection();
    const fromButton = (event.target as Element).closest('button') !== null;
    if (!fromButton && selection && !selection.isCollapsed) return;
    open(n);
  };
}
