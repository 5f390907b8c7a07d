import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BOOKS, type BookInfo, localBookName, readerPath } from '@reign/bible';
import { translationInfo } from '@reign/contract/translations';
import {
  IconBookmark,
  IconCalendarCheck,
  IconHighlight,
  IconInfoCircle,
  IconSearch,
  IconTags,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/use-page-title';
import classes from './BookTile.module.css';
import { useLastRead } from './last-read';
import { TranslationChooser } from './TranslationChooser';
import { useBibleTranslation } from './use-translation';

/** Malachi is the 39th book: the Old Testament before it and with it, the New after. */
const OLD_TESTAMENT_BOOKS = 39;

function BookGrid({ title, books, translation }: { title: string; books: BookInfo[]; translation: string }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4 }}
        spacing="xs"
        verticalSpacing="xs"
        component="ul"
        p={0}
        m={0}
      >
        {books.map((book) => (
          <li key={book.name} style={{ listStyle: 'none' }}>
            <Paper
              component={Link}
              to={readerPath(book.name, 1)}
              withBorder
              radius="sm"
              px="sm"
              py={8}
              display="block"
              className={classes.tile}
              style={{ overflowWrap: 'anywhere' }}
            >
              {localBookName(book.name, translation)}
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /bible: the books of both Testaments, 'Continue reading', and the ways into search, topics and the texts. */
export function BibleIndexPage() {
  const { t } = useLingui();
  usePageTitle(t`Bible`);
  const [translation, setTranslation] = useBibleTranslation();
  const [lastRead] = useLastRead();
  const info = translationInfo(translation);
  const name = info.name;
  const lastBook = lastRead ? localBookName(lastRead.book, translation) : null;
  const lastChapter = lastRead?.chapter;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t`Bible`}</Title>
        <Text c="dimmed">
          <Trans>
            Read the {name}, or another public-domain translation. Choose a book to start at its first
            chapter.
          </Trans>
        </Text>
      </Stack>
      {lastRead && (
        <Button
          component={Link}
          to={readerPath(lastRead.book, lastRead.chapter)}
          leftSection={<IconBookmark size={18} aria-hidden="true" />}
          w="fit-content"
          maw="100%"
        >
          {t`Continue reading: ${lastBook} ${lastChapter}`}
        </Button>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          component={Link}
          to="/bible/search"
          variant="light"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          {t`Search the Bible`}
        </Button>
        <Button
          component={Link}
          to="/bible/topics"
          variant="light"
          leftSection={<IconTags size={18} aria-hidden="true" />}
        >
          {t`Bible topics`}
        </Button>
        <Button
          component={Link}
          to="/plans"
          variant="light"
          leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
        >
          {t`Reading plans`}
        </Button>
        <Button
          component={Link}
          to="/study"
          variant="light"
          leftSection={<IconHighlight size={18} aria-hidden="true" />}
        >
          {t`My study`}
        </Button>
        <Button
          component={Link}
          to="/about/texts"
          variant="subtle"
          leftSection={<IconInfoCircle size={18} aria-hidden="true" />}
        >
          {t`About the texts`}
        </Button>
      </Group>
      <TranslationChooser label={t`Translation`} value={translation} onChange={setTranslation} />
      <BookGrid
        title={t`Old Testament`}
        books={BOOKS.slice(0, OLD_TESTAMENT_BOOKS)}
        translation={translation}
      />
      <BookGrid title={t`New Testament`} books={BOOKS.slice(OLD_TESTAMENT_BOOKS)} translation={translation} />
    </Stack>
  );
}
