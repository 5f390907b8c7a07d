import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { searchBible } from '@reign/bible';
import { translationInfo } from '@reign/contract/translations';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBibleTranslation } from '../use-translation';
import { KeepToSearch } from './KeepToSearch';
import { SearchResults } from './SearchResults';
import { useSearchIndex } from './use-search-index';

/** The most verses listed; the count says how many match in all. */
export const MAX_RESULTS = 200;

/**
 * /bible/search?q=: the chosen translation searched on this device (the 66 books kept by 'Keep'),
 * so it works offline. Words match word starts in any order; "quotes" keep a phrase (packages/bible
 * search.ts).
 */
export function BibleSearchPage() {
  const { t } = useLingui();
  usePageTitle(t`Search the Bible`);
  const [translation] = useBibleTranslation();
  const { name } = translationInfo(translation);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  // the words this box last put in the URL: another ?q= (Back, a link) replaces what is typed
  const [pushed, setPushed] = useState(query);
  if (pushed !== query) {
    setPushed(query);
    setTyped(query);
  }
  const toUrl = useDebouncedCallback((q: string) => {
    const next = q.trim() ? q : '';
    setPushed(next);
    setParams(next ? { q: next } : {}, { replace: true });
  }, 250);
  const [state, reload] = useSearchIndex(translation);
  const deferred = useDeferredValue(query);
  const result = useMemo(
    () => (state.status === 'ready' ? searchBible(state.bible.index, deferred, MAX_RESULTS) : null),
    [state, deferred],
  );

  let body: ReactNode;
  if (state.status === 'unsupported') {
    body = <Text>{t`This browser cannot keep the Bible on the device, so it cannot search it.`}</Text>;
  } else if (state.status === 'loading') {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" c="dimmed">
          {t`Reading the ${name} on this device…`}
        </Text>
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  } else if (state.status === 'missing') {
    body = <KeepToSearch translation={translation} onKept={reload} />;
  } else if (!deferred.trim() || !result) {
    body = (
      <Text size="sm" c="dimmed">
        {t`Type words to find the verses that have all of them (love finds loved too). Put a phrase in quotes, such as "mustard seed", to find it as written.`}
      </Text>
    );
  } else if (result.total === 0) {
    body = (
      <Text size="sm" aria-live="polite">
        {t`No verse in the ${name} has all of these words. Try fewer words, or check their spelling.`}
      </Text>
    );
  } else {
    body = <SearchResults result={result} bible={state.bible} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t`Search the Bible`}</Title>
      <search>
        <form onSubmit={(e) => e.preventDefault()}>
          <TextInput
            type="search"
            label={t`Words or a phrase`}
            description={t`In the ${name}, on this device`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              toUrl(e.currentTarget.value);
            }}
            disabled={state.status === 'missing' || state.status === 'unsupported'}
            autoComplete="off"
          />
        </form>
      </search>
      {body}
    </Stack>
  );
}
