import { useLingui } from '@lingui/react/macro';
import { readerPath } from '@reign/bible';
import type { BibleChapter } from '@reign/contract/bible';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
// the button and its press only: the engine stays its own chunk, loaded on first use (player-commands)
import { AudioPlayer, makeTrack, startTrack } from '../audio';
import { chapterTrackText } from './spoken-verse';

const placeOf = (translation: TranslationId, book: string, chapter: number) =>
  `${translation} ${book} ${chapter}`;

/** The chapter the reader shows now, with its Listen button (null when none is shown). */
let shownPlace: string | null = null;
/** The chapter to go on reading aloud once the reader has opened it: the one before was read to its end. */
let goOnAt: string | null = null;
/** The keyboard was on the player when its chapter ended: it goes to the next chapter's player. */
let focusGoesOn = false;

/**
 * Listen in the Bible reader: the chapter read aloud verse by verse in its translation's language,
 * through the app's one player (speed, sleep timer, lock screen), the verse being read marked in the
 * text (spoken-verse.ts). At the chapter's end the reader opens the next chapter and reads on, when
 * the reader still shows the chapter that ended (from another page, or after Stop, nothing moves).
 * The words are the ones on screen, so it works offline as far as the reader does.
 */
export function ChapterListen({
  chapter,
  translation,
  title,
}: {
  chapter: BibleChapter;
  translation: TranslationId;
  /** the chapter as the heading names it ('Juan 3'): the lock screen's title */
  title: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const here = placeOf(translation, chapter.book, chapter.chapter);
  const lang = translationInfo(translation).language;
  const text = chapterTrackText(chapter.verses);
  const { next } = chapter;
  const box = useRef<HTMLDivElement>(null);
  const onEnd = () => {
    if (!next || shownPlace !== here) return;
    goOnAt = placeOf(translation, next.book, next.chapter);
    focusGoesOn = box.current?.contains(document.activeElement) ?? false;
    navigate(readerPath(next.book, next.chapter));
  };

  useEffect(() => {
    shownPlace = here;
    return () => {
      if (shownPlace === here) shownPlace = null;
    };
  }, [here]);

  // opened by the end of the chapter before: read on (after the old track's control let it go)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per chapter shown, as it opens
  useEffect(() => {
    if (goOnAt !== here) return;
    goOnAt = null;
    startTrack(makeTrack(null, text, title, lang, { parts: chapter.verses, onEnd }));
    if (!focusGoesOn) return;
    focusGoesOn = false;
    // once Pause has taken Listen's place; never scrolled to
    const frame = requestAnimationFrame(() =>
      box.current?.querySelector('button')?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [here, text]);

  return (
    <div ref={box}>
      <AudioPlayer
        audioUrl={null}
        text={text}
        parts={chapter.verses}
        title={title}
        lang={lang}
        onEnd={onEnd}
        speechLabel={t`Listen`}
      />
    </div>
  );
}

/** Tests: as after a reload (no chapter waiting to be read on). */
export function forgetChapterListening(): void {
  shownPlace = null;
  goOnAt = null;
  focusGoesOn = false;
}
