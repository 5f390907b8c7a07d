import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_TOPIC_SEARCH } from '@reign/contract/topics';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { EmptyList } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { LoadError } from '../../ui/LoadError';
import { usePageTitle } from '../../ui/use-page-title';
import { EverydayTopics } from './EverydayTopics';
import { LetterNav } from './LetterNav';
import { TopicList } from './TopicList';
import { NAVES_CREDIT, topicLanguage, useTopicLetters, useTopicList } from './topics-api';

/** How long typing rests before the list follows it. */
const SEARCH_DEBOUNCE_MS = 300;

/** What the list shows, as its label. */
function listLabel(q: string, letter: string, i18n: I18n): string {
  if (q) return i18n._(msg`Topics matching "${q}"`);
  return letter ? i18n._(msg`Topics under ${letter}`) : i18n._(msg`All topics, A to Z`);
}

/** What an empty list says. */
function emptyTitle(q: string, letter: string, i18n: I18n): string {
  if (q) return i18n._(msg`No topic matches "${q}"`);
  return letter ? i18n._(msg`No topics under ${letter}`) : i18n._(msg`No topics to show`);
}

/**
 * /bible/topics (?q= a search, ?letter= a first letter): Nave's topics to browse and search, in the
 * app's language. Unsearched, it opens on the topics of everyday life, the A–Z index below them.
 */
function BibleTopicsPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Bible topics`);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_TOPIC_SEARCH);
  const letterParam = (params.get('letter') ?? '').toUpperCase();
  const letter = !q && /^[A-Z]$/.test(letterParam) ? letterParam : '';
  const [typed, setTyped] = useState(q);
  const [searched] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  // the URL follows the search once typing rests (replacing, so Back leaves the page)
  useEffect(() => {
    if (searched === q) return;
    setParams(searched ? { q: searched } : {}, { replace: true });
  }, [searched, q, setParams]);

  const credit = i18n._(NAVES_CREDIT);
  const letters = useTopicLetters();
  const lang = topicLanguage(i18n);
  const list = useTopicList(q, letter, lang);
  const opening = !q && !letter;
  const topics = list.data?.pages.flatMap((p) => p.items);
  const chooseLetter = (chosen: string) => {
    setTyped('');
    setParams(chosen ? { letter: chosen } : {});
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t`Bible topics`}</Title>
        <Text c="dimmed">
          <Trans>
            Subjects with the verses that speak of them, from {credit}. Search in your own words, start with
            the topics of everyday life, or pick a letter.
          </Trans>
        </Text>
      </Stack>
      <TextInput
        type="search"
        label={t`Search topics`}
        placeholder={t`Love, worry, prayer…`}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={typed}
        maxLength={MAX_TOPIC_SEARCH}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {opening ? <EverydayTopics lang={lang} /> : null}
      {q ? null : (
        <Title order={2} size="h3">
          {t`All topics, A to Z`}
        </Title>
      )}
      <LetterNav letters={letters.data} selected={letter} onSelect={chooseLetter} />
      {topics ? (
        topics.length === 0 ? (
          <EmptyList
            title={emptyTitle(q, letter, i18n)}
            description={t`Try a shorter or different word, or pick a letter to browse.`}
            py="lg"
            headingOrder={2}
          >
            <Button variant="default" onClick={() => chooseLetter('')}>
              {t`Show all topics`}
            </Button>
          </EmptyList>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {listLabel(q, letter, i18n)}
            </Text>
            <TopicList
              topics={topics}
              label={listLabel(q, letter, i18n)}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
            />
          </Stack>
        )
      ) : list.error ? (
        <LoadError
          title={t`Could not load the topics`}
          message={errorMessage(list.error, t`Check your connection, then try again.`)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ListSkeleton label={t`Loading topics`} rows={6} height={56} />
      )}
    </Stack>
  );
}

export const BibleTopicsPage = withQueryClient(BibleTopicsPageContent);
