import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import classes from './ChapterVerses.module.css';

/**
 * A verse's number as a toggle button (reached by Tab, pressed by Enter or Space) that selects the
 * verse for the study actions (highlight, note, bookmark, share, Matthew Henry); a tap anywhere on
 * the verse does the same (onVerseTap), unless text was selected.
 */
export function VerseNumber({ n, selected = false }: { n: number; selected?: boolean }) {
  const { t } = useLingui();
  return (
    <sup className={classes.number}>
      <button
        type="button"
        className={classes.numberButton}
        aria-label={t`Verse ${n}`}
        aria-pressed={selected}
      >
        {n}
      </button>
    </sup>
  );
}

/** The click handler of a verse: `open(n)` (select it), except when the person was selecting its text. */
export function onVerseTap(n: number, open: ((n: number) => void) | undefined) {
  if (!open) return undefined;
  return (event: MouseEvent) => {
    const selection = window.getSelection();
    const fromButton = (event.target as Element).closest('button') !== null;
    if (!fromButton && selection && !selection.isCollapsed) return;
    open(n);
  };
}
