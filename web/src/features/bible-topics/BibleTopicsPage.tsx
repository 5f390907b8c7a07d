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
import { LetterNav } from './LetterNav';
import { TopicList } from './TopicList';
import { NAVES_CREDIT, useTopicLetters, useTopicList } from './topics-api';

/** How long typing rests before the list follows it. */
const SEARCH_DEBOUNCE_MS = 300;

/** What the list shows, as its label. */
function listLabel(q: string, letter: string): string {
  if (q) return `Topics matching "${q}"`;
  return letter ? `Topics under ${letter}` : 'All topics';
}

/** What an empty list says. */
function emptyTitle(q: string, letter: string): string {
  if (q) return `No topic matches "${q}"`;
  return letter ? `No topics under ${letter}` : 'No topics to show';
}

/** /bible/topics (?q= a search, ?letter= a first letter): Nave's topics to browse and search. */
function BibleTopicsPageContent() {
  usePageTitle('Bible topics');
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

  const letters = useTopicLetters();
  const list = useTopicList(q, letter);
  const topics = list.data?.pages.flatMap((p) => p.items);
  const chooseLetter = (chosen: string) => {
    setTyped('');
    setParams(chosen ? { letter: chosen } : {});
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Bible topics</Title>
        <Text c="dimmed">
          Subjects with the verses that speak of them, from {NAVES_CREDIT}. Search for a subject or pick a
          letter.
        </Text>
      </Stack>
      <TextInput
        type="search"
        label="Search topics"
        placeholder="Prayer, courage, mustard…"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={typed}
        maxLength={MAX_TOPIC_SEARCH}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <LetterNav letters={letters.data} selected={letter} onSelect={chooseLetter} />
      {topics ? (
        topics.length === 0 ? (
          <EmptyList
            title={emptyTitle(q, letter)}
            description="Try a shorter or different word, or pick a letter to browse."
            py="lg"
            headingOrder={2}
          >
            <Button variant="default" onClick={() => chooseLetter('')}>
              Show all topics
            </Button>
          </EmptyList>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {listLabel(q, letter)}
            </Text>
            <TopicList
              topics={topics}
              label={listLabel(q, letter)}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onMore={() => void list.fetchNextPage()}
            />
          </Stack>
        )
      ) : list.error ? (
        <LoadError
          title="Could not load the topics"
          message={errorMessage(list.error, 'Check your connection, then try again.')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ListSkeleton label="Loading topics" rows={6} height={56} />
      )}
    </Stack>
  );
}

export const BibleTopicsPage = withQueryClient(BibleTopicsPageContent);
