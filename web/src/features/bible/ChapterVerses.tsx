import { Box, Text } from '@mantine/core';
import { useEffect } from 'react';
import classes from './ChapterVerses.module.css';
import { useKeepSpokenInView } from './spoken-verse';
import { MarkedText, MarkSigns, type VerseMark } from './study/verse-marks';
import { onVerseTap, VerseNumber } from './verse-number';

export type TextSize = 'sm' | 'md' | 'lg' | 'xl';

/** The font size and line height of each text size. */
export const SIZES: Record<TextSize, { fz: string; lh: number }> = {
  sm: { fz: '0.95rem', lh: 1.65 },
  md: { fz: '1.1rem', lh: 1.75 },
  lg: { fz: '1.3rem', lh: 1.8 },
  xl: { fz: '1.55rem', lh: 1.85 },
};

/**
 * Scrolls the first target verse (`#v16`) to the middle once the chapter is drawn: in the next frame,
 * after the layout's own scroll for a new page (its effect runs after this one when the chapter is
 * drawn in the same commit as the new address).
 */
export function useScrollToVerse(from: number | undefined) {
  useEffect(() => {
    if (from === undefined) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(`v${from}`)?.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [from]);
}

/**
 * A chapter's verses with their numbers; the target verses are highlighted and scrolled to (key it
 * by chapter). A tap on a verse or its number's button selects it (onVerse); the person's
 * highlights, bookmarks and notes (`marks`) are drawn on their verses. The verse being read aloud
 * (`spoken`) is marked (aria-current) and kept in sight.
 */
export function ChapterVerses({
  verses,
  target,
  size,
  label,
  lang,
  onVerse,
  selected,
  marks,
  spoken,
}: {
  verses: readonly string[];
  target: { from: number; to: number } | null;
  size: TextSize;
  label: string;
  lang?: string;
  onVerse?: (n: number) => void;
  selected?: ReadonlySet<number>;
  marks?: ReadonlyMap<number, VerseMark>;
  /** the verse being read aloud */
  spoken?: number | null;
}) {
  useScrollToVerse(target?.from);
  useKeepSpokenInView(spoken);
  const { fz, lh } = SIZES[size];
  return (
    <Box
      component="section"
      aria-label={label}
      lang={lang}
      className={classes.chapter}
      style={{ fontSize: fz, lineHeight: lh }}
    >
      {verses.map((text, i) => {
        const n = i + 1;
        const highlighted = target !== null && n >= target.from && n <= target.to;
        return (
          <Text
            component="p"
            key={n}
            id={`v${n}`}
            inherit
            className={classes.verse}
            data-highlighted={highlighted || undefined}
            data-selected={selected?.has(n) || undefined}
            data-spoken={spoken === n || undefined}
            aria-current={spoken === n ? 'true' : undefined}
            data-tappable={onVerse ? true : undefined}
            onClick={onVerseTap(n, onVerse)}
          >
            {onVerse ? (
              <VerseNumber n={n} selected={selected?.has(n)} />
            ) : (
              <sup className={classes.number}>{n}</sup>
            )}
            <MarkSigns mark={marks?.get(n)} />
            <MarkedText mark={marks?.get(n)}>
              {highlighted ? <mark className={classes.mark}>{text}</mark> : text}
            </MarkedText>
          </Text>
        );
      })}
    </Box>
  );
}
