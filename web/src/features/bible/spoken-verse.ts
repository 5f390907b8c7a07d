import { useEffect } from 'react';
import { usePlayerStore } from '../audio';

/** The text of a chapter's read-aloud track: its verses, one a line (the track's id comes from it). */
export function chapterTrackText(verses: readonly string[]): string {
  return verses.join('\n');
}

/** The verse (1 for the first) being read aloud from these verses, or null when they are not being read. */
export function useSpokenVerse(verses: readonly string[]): number | null {
  const text = chapterTrackText(verses);
  return usePlayerStore((s) =>
    s.state !== 'idle' && s.spokenPart !== null && s.track?.text === text ? s.spokenPart + 1 : null,
  );
}

/**
 * Keeps the verse being read in sight: scrolled to only when it is out of view ('nearest'), and
 * never focused, so the keyboard stays where the person left it.
 */
export function useKeepSpokenInView(verse: number | null | undefined) {
  useEffect(() => {
    if (verse === null || verse === undefined) return;
    document.getElementById(`v${verse}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [verse]);
}
