import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { bookFromSlug, bookSlug } from '@reign/bible';
import type { BibleChapterRef } from '@reign/contract/bible';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { isOffline } from '../../data';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { usePageTitle } from '../../ui/use-page-title';
import { BibleNotFound } from './BibleNotFound';
import { ChapterVerses, type TextSize } from './ChapterVerses';
import { ReaderControls } from './ReaderControls';
import { readerPath, versesFromHash } from './reader-paths';
import { useChapter } from './use-chapter';

const NOT_ON_DEVICE =
  "You're offline and this chapter is not on this device yet. Connect to the internet, or keep the whole Bible on this device from your Profile.";

function ChapterLink({ to, direction }: { to: BibleChapterRef | null; direction: 'previous' | 'next' }) {
  if (!to) return <span />;
  const label = `${to.book} ${to.chapter}`;
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
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} chapter: ${label}`}
      {...(direction === 'previous' ? { leftSection: icon } : { rightSection: icon })}
    >
      {label}
    </Button>
  );
}

/** /bible/:book/:chapter? (#16 or #16-18 marks verses): the WEB, public and readable offline. */
function BiblePageContent() {
  const params = useParams();
  const { hash } = useLocation();
  const book = bookFromSlug(params.book ?? '');
  // '/bible/John' opens chapter 1
  const chapterParam = params.chapter ?? '1';
  const chapter = /^\d{1,3}$/.test(chapterParam) ? Number(chapterParam) : null;
  const valid = book !== undefined && chapter !== null && chapter >= 1;
  const query = useChapter(valid ? bookSlug(book.name) : null, valid ? chapter : null);
  const [size, setSize] = useLocalStorage<TextSize>({ key: 'reign-bible-text-size', defaultValue: 'md' });
  const heading = book && chapter ? `${book.name} ${chapter}` : 'Bible';
  const serverNotFound =
    query.error instanceof ApiError && query.error.status === 404 ? query.error.message : null;
  usePageTitle(!valid || serverNotFound !== null ? 'Passage not found' : heading);

  if (!book) return <BibleNotFound message={`No such book: ${params.book ?? ''}`} />;
  if (!valid || serverNotFound !== null) {
    const message = serverNotFound ?? `${book.name} has no chapter ${chapterParam}`;
    return <BibleNotFound message={message} book={book.name} />;
  }

  let body: ReactNode;
  if (query.data) {
    body = (
      <>
        <ChapterVerses
          key={heading}
          verses={query.data.verses}
          target={versesFromHash(hash)}
          size={size}
          label={heading}
        />
        <Group justify="space-between" gap="sm">
          <ChapterLink to={query.data.previous} direction="previous" />
          <ChapterLink to={query.data.next} direction="next" />
        </Group>
        <Text size="xs" c="dimmed">
          World English Bible (public domain)
        </Text>
      </>
    );
  } else if (query.error) {
    body = (
      <LoadError
        title="This chapter could not be opened"
        message={isOffline() ? NOT_ON_DEVICE : errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the chapter">
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
        chapter={chapter}
        chapterCount={query.data?.chapterCount}
        size={size}
        onSize={setSize}
      />
      {body}
    </Stack>
  );
}

/** The reader with the app's query client (its text comes from the server or this device). */
export const BiblePage = withQueryClient(BiblePageContent);
