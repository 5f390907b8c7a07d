import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { HighlightColour } from '@reign/contract/study';
import { IconBookmarkFilled, IconNote } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StudyMarks } from '../../../data/study-queries';
import { HIGHLIGHTED_IN, highlightClass, markClasses } from './highlight-colours';

/** What the reader draws on one verse: its highlight, its bookmark, a note starting at it. */
export interface VerseMark {
  colour?: HighlightColour;
  bookmarked?: boolean;
  noted?: boolean;
}

/** The chapter's marks by verse number (a note is marked at its first verse). */
export function marksByVerse(marks: StudyMarks | undefined): ReadonlyMap<number, VerseMark> {
  const byVerse = new Map<number, VerseMark>();
  if (!marks) return byVerse;
  const at = (n: number) => byVerse.get(n) ?? byVerse.set(n, {}).get(n) ?? {};
  for (const h of marks.highlights) at(h.verse).colour = h.colour;
  for (const b of marks.bookmarks) at(b.verse).bookmarked = true;
  for (const n of marks.notes) at(n.verseStart).noted = true;
  return byVerse;
}

/** The bookmark and note signs beside a verse's number, named for screen readers. */
export function MarkSigns({ mark }: { mark: VerseMark | undefined }) {
  const { t } = useLingui();
  if (!mark?.bookmarked && !mark?.noted) return null;
  return (
    <span className={markClasses.icons}>
      {mark.bookmarked && (
        <>
          <IconBookmarkFilled size="0.8em" aria-hidden="true" />
          <VisuallyHidden>{t`Bookmarked.`}</VisuallyHidden>
        </>
      )}
      {mark.noted && (
        <>
          <IconNote size="0.8em" aria-hidden="true" />
          <VisuallyHidden>{t`Has a note.`}</VisuallyHidden>
        </>
      )}
    </span>
  );
}

/** A verse's text in its highlight's colour (named for screen readers), or as it is. */
export function MarkedText({ mark, children }: { mark: VerseMark | undefined; children: ReactNode }) {
  const { i18n } = useLingui();
  if (!mark?.colour) return <>{children}</>;
  return (
    <span className={highlightClass(mark.colour)} data-colour={mark.colour}>
      <VisuallyHidden>{i18n._(HIGHLIGHTED_IN[mark.colour])}: </VisuallyHidden>
      {children}
    </span>
  );
}
