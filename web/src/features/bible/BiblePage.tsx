import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { bookFromSlug, bookSlug, localBookName, readerPath, versesFromHash } from '@reign/bible';
import type { BibleChapterRef } from '@reign/contract/bible';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { isOffline } from '../../data';
// not through data/index: the first load of `/` shares that chunk
import { useChapterMarks } from '../../data/study-queries';
import { spokenWords } from '../../i18n/shared-words';
import { useHydrated } from '../../ssr/use-hydrated';
import { lazyPart } from '../../ui/LazyPart';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { usePageTitle } from '../../ui/use-page-title';
import { BibleNotFound } from './BibleNotFound';
import { ChapterListen } from './ChapterListen';
import { ChapterText } from './ChapterText';
import type { TextSize } from './ChapterVerses';
import { useLastRead } from './last-read';
import { ReaderControls } from './ReaderControls';
import { toggled } from './study/selection';
import { marksByVerse } from './study/verse-marks';
import { TranslationControls } from './TranslationControls';
import { useChapter } from './use-chapter';
import { secondTranslation, useParallel } from './use-parallel';
import { useBibleTranslation } from './use-translation';

// Henry's drawer: loaded when it is first asked for
const VerseCommentaryDrawer = lazyPart(() => import('./VerseCommentaryDrawer'));
// the study actions (issue 38): loaded when a verse is first selected
const StudyActionBar = lazyPart(() => import('./study/StudyActionBar'));
const NO_VERSES: ReadonlySet<number> = new Set();

const NOT_ON_DEVICE = msg`You're offline and this chapter is not on this device yet. Connect to the internet, or keep the whole Bible on this device from your Profile.`;

function ChapterLink({
  to,
  direction,
  translation,
}: {
  to: BibleChapterRef | null;
  direction: 'previous' | 'next';
  translation: TranslationId;
}) {
  const { t } = useLingui();
  if (!to) return <span />;
  const label = `${localBookName(to.book, translation)} ${to.chapter}`;
  const icon =
    direction === 'previous' ? (
      <IconChevronLeft size={18} aria-hidden="true" />
    ) : (
      <IconChevronRight size={18} aria-hidden="true" />
    );
  return (
    <Button
      component={Link}
      to={readerPath(to.book, to.chapter)}
      variant="default"
      aria-label={direction === 'previous' ? t`Previous chapter: ${label}` : t`Next chapter: ${label}`}
      {...(direction === 'previous' ? { leftSection: icon } : { rightSection: icon })}
    >
      {label}
    </Button>
  );
}

/**
 * The credit under the chapter: each translation shown (one, or two side by side), and that it is
 * public domain. No Intl.ListFormat: its first use is a long task on a phone while the page starts.
 */
const creditFor = ([id, second]: TranslationId[], i18n: I18n) => {
  const name = translationInfo(id ?? 'web').name;
  if (!second) return i18n._(msg`${name} (public domain)`);
  const other = translationInfo(second).name;
  return i18n._(msg`${name} and ${other} (public domain)`);
};

/**
 * /bible/:book/:chapter? (#16 or #16-18 marks verses): the chosen translation (and another beside
 * it), public and readable offline; a verse opens Matthew Henry on it.
 */
function BiblePageContent() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const { hash } = useLocation();
  // the #verses no server sees are marked once the server's chapter is hydrated
  const hydrated = useHydrated();
  const book = bookFromSlug(params.book ?? '');
  // '/bible/John' opens chapter 1
  const chapterParam = params.chapter ?? '1';
  const chapter = /^\d{1,3}$/.test(chapterParam) ? Number(chapterParam) : null;
  const valid = book !== undefined && chapter !== null && chapter >= 1;
  const [translation, setTranslation] = useBibleTranslation();
  const [parallel, setParallel] = useParallel();
  const slug = valid ? bookSlug(book.name) : null;
  const query = useChapter(slug, valid ? chapter : null, translation);
  const secondId = parallel.on ? secondTranslation(translation, parallel.with) : null;
  const secondQuery = useChapter(secondId ? slug : null, valid ? chapter : null, secondId ?? translation);
  const [size, setSize] = useLocalStorage<TextSize>({ key: 'reign-bible-text-size', defaultValue: 'md' });
  const [lastRead, setLastRead] = useLastRead();
  const [comment, setComment] = useState<{ verse: number; opened: boolean } | null>(null);
  const heading =
    book && chapter ? `${query.data?.name ?? localBookName(book.name, translation)} ${chapter}` : t`Bible`;
  // the verses selected for the study actions, in this chapter only
  const place = `${book?.osis ?? ''} ${chapter ?? ''}`;
  const [selection, setSelection] = useState<{ place: string; verses: ReadonlySet<number> }>({
    place,
    verses: NO_VERSES,
  });
  const selected = selection.place === place ? selection.verses : NO_VERSES;
  const chapterMarks = useChapterMarks(book?.osis ?? '', chapter ?? 0);
  const marks = useMemo(() => marksByVerse(chapterMarks), [chapterMarks]);
  const serverNotFound =
    query.error instanceof ApiError && query.error.status === 404 ? spokenWords(query.error) : null;
  usePageTitle(!valid || serverNotFound !== null ? t`Passage not found` : heading);

  // 'Continue reading' on /bible: the chapter last opened here
  const openedBook = query.data?.book;
  const openedChapter = query.data?.chapter;
  useEffect(() => {
    if (openedBook === undefined || openedChapter === undefined) return;
    if (lastRead?.book === openedBook && lastRead.chapter === openedChapter) return;
    setLastRead({ book: openedBook, chapter: openedChapter });
  }, [openedBook, openedChapter, lastRead, setLastRead]);

  if (!book) {
    const bookParam = params.book ?? '';
    return <BibleNotFound message={t`No such book: ${bookParam}`} />;
  }
  if (!valid || serverNotFound !== null) {
    const bookName = book.name;
    const message = serverNotFound ?? t`${bookName} has no chapter ${chapterParam}`;
    return <BibleNotFound message={message} book={book.name} />;
  }

  let body: ReactNode;
  if (query.data) {
    body = (
      <>
        <ChapterText
          key={heading}
          chapter={query.data}
          translation={translation}
          second={secondId ? { id: secondId, query: secondQuery } : null}
          target={hydrated ? versesFromHash(hash) : null}
          size={size}
          label={heading}
          onVerse={(verse) => setSelection({ place, verses: toggled(selected, verse) })}
          selected={selected}
          marks={marks}
        />
        <Group justify="space-between" gap="sm">
          <ChapterLink to={query.data.previous} direction="previous" translation={translation} />
          <ChapterLink to={query.data.next} direction="next" translation={translation} />
        </Group>
        <Text size="xs" c="dimmed">
          {creditFor(secondId && secondQuery.data ? [translation, secondId] : [translation], i18n)}
        </Text>
        {selected.size > 0 && (
          <>
            {/* room below the last verse for the action bar */}
            <Box h={150} aria-hidden="true" />
            <Suspense fallback={null}>
              <StudyActionBar
                book={{ osis: book.osis, name: book.name }}
                chapter={chapter}
                verses={[...selected].sort((a, b) => a - b)}
                marks={chapterMarks}
                texts={query.data.verses}
                translation={translation === 'web' ? undefined : translationInfo(translation).abbreviation}
                onClear={() => setSelection({ place, verses: NO_VERSES })}
                onCommentary={(verse) => setComment({ verse, opened: true })}
              />
            </Suspense>
          </>
        )}
        <MountWhenOpened opened={comment?.opened ?? false}>
          <VerseCommentaryDrawer
            reference={`${book.name} ${chapter}:${comment?.verse ?? 1}`}
            opened={comment?.opened ?? false}
            onClose={() => setComment((c) => c && { ...c, opened: false })}
          />
        </MountWhenOpened>
      </>
    );
  } else if (query.error) {
    body = (
      <LoadError
        title={t`This chapter could not be opened`}
        message={isOffline() ? i18n._(NOT_ON_DEVICE) : errorMessage(query.error, t`Please try again.`)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading the chapter`}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={18} width={i % 2 ? '85%' : '95%'} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{heading}</Title>
      <ReaderControls
        book={book.name}
        translation={translation}
        chapter={chapter}
        chapterCount={query.data?.chapterCount}
        size={size}
        onSize={setSize}
        listen={
          query.data && <ChapterListen chapter={query.data} translation={translation} title={heading} />
        }
      >
        <TranslationControls
          translation={translation}
          onTranslation={setTranslation}
          parallel={parallel}
          onParallel={setParallel}
        />
      </ReaderControls>
      {body}
    </Stack>
  );
}

/** The reader with the app's query client (its text comes from the server or this device). */
export const BiblePage = withQueryClient(BiblePageContent);
