import { Box } from '@mantine/core';
import { SIZES, type TextSize, useScrollToVerse } from './ChapterVerses';
import base from './ChapterVerses.module.css';
import classes from './ParallelVerses.module.css';
import { useKeepSpokenInView } from './spoken-verse';
import { MarkedText, MarkSigns, type VerseMark } from './study/verse-marks';
import { onVerseTap, VerseNumber } from './verse-number';

/** One column of the side-by-side view: a translation's wording of the chapter. */
export interface ParallelColumn {
  abbreviation: string;
  language: string;
  verses: readonly string[];
}

/**
 * Two translations of a chapter verse by verse, each verse's number shared: two columns on a wide
 * screen; on a phone each verse's two wordings stacked, each labelled by its abbreviation. A verse
 * one translation lacks shows a dash in that column.
 */
export function ParallelVerses({
  columns,
  target,
  size,
  label,
  onVerse,
  selected,
  marks,
  spoken,
}: {
  columns: readonly [ParallelColumn, ParallelColumn];
  target: { from: number; to: number } | null;
  size: TextSize;
  label: string;
  onVerse?: (n: number) => void;
  selected?: ReadonlySet<number>;
  marks?: ReadonlyMap<number, VerseMark>;
  /** the verse being read aloud (from the first column) */
  spoken?: number | null;
}) {
  useScrollToVerse(target?.from);
  useKeepSpokenInView(spoken);
  const { fz, lh } = SIZES[size];
  const count = Math.max(columns[0].verses.length, columns[1].verses.length);
  return (
    <Box
      component="section"
      aria-label={label}
      className={`${base.chapter} ${classes.parallel}`}
      style={{ fontSize: fz, lineHeight: lh }}
    >
      <div className={classes.head} aria-hidden="true">
        <span />
        {columns.map((c) => (
          <span key={c.abbreviation}>{c.abbreviation}</span>
        ))}
      </div>
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const highlighted = target !== null && n >= target.from && n <= target.to;
        return (
          <Box
            key={n}
            id={`v${n}`}
            className={`${base.verse} ${classes.row}`}
            data-highlighted={highlighted || undefined}
            data-selected={selected?.has(n) || undefined}
            data-spoken={spoken === n || undefined}
            aria-current={spoken === n ? 'true' : undefined}
            data-tappable={onVerse ? true : undefined}
            onClick={onVerseTap(n, onVerse)}
          >
            <span className={classes.numberCell}>
              {onVerse ? (
                <VerseNumber n={n} selected={selected?.has(n)} />
              ) : (
                <sup className={base.number}>{n}</sup>
              )}
              <MarkSigns mark={marks?.get(n)} />
            </span>
            {columns.map((c) => {
              const text = c.verses[i] ?? '—';
              return (
                <p key={c.abbreviation} className={classes.cell} lang={c.language}>
                  <span className={classes.label}>{c.abbreviation} </span>
                  <MarkedText mark={marks?.get(n)}>
                    {highlighted ? <mark className={base.mark}>{text}</mark> : text}
                  </MarkedText>
                </p>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
