import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { translationInfo } from '@reign/contract/translations';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQueryClient } from '../../../api/with-query-client';
import { useOnline } from '../../../data';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBibleTranslation } from '../use-translation';
import { KeepToSearch } from './KeepToSearch';
import { SearchResults } from './SearchResults';
import { searchOnDevice, useServerSearch } from './search-api';
import { useSearchIndex } from './use-search-index';

export { MAX_RESULTS } from './search-api';

/**
 * /bible/search?q=: the chosen translation searched, the most relevant verses first (packages/bible
 * search.ts: word forms, accents ignored, "quotes" keep a phrase). Kept on this device (the 66 books
 * kept by 'Keep'), it is searched here once indexed, offline too; online, the server answers at once
 * until then, or when it is not kept (and the page offers to keep it for searching offline).
 */
function BibleSearchPageContent() {
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
  const online = useOnline();
  const deferred = useDeferredValue(query);
  // online, the server answers until this device's copy is indexed (or when it has none)
  const onServer = online && state.status !== 'ready';
  const server = useServerSearch(translation, deferred, onServer);
  const local = useMemo(
    () => (state.status === 'ready' ? searchOnDevice(state.bible, deferred) : null),
    [state, deferred],
  );
  const result = onServer ? (server.data ?? null) : local;
  const searchable = state.status === 'ready' || onServer;

  let body: ReactNode;
  if (onServer && server.isError) {
    body = (
      <Text size="sm" role="alert">
        {t`The search did not answer. Check your connection and try again.`}
      </Text>
    );
  } else if (onServer && deferred.trim() && !server.data) {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  } else if (state.status === 'unsupported' && !onServer) {
    body = (
      <Text>{t`This browser cannot keep the Bible on the device, so it cannot search it offline.`}</Text>
    );
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
  } else if (state.status === 'missing' && !onServer) {
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
    body = <SearchResults result={result} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t`Search the Bible`}</Title>
      <search>
        <form onSubmit={(e) => e.preventDefault()}>
          <TextInput
            type="search"
            label={t`Words or a phrase`}
            description={onServer ? t`In the ${name}` : t`In the ${name}, on this device`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              toUrl(e.currentTarget.value);
            }}
            disabled={!searchable && state.status !== 'loading'}
            autoComplete="off"
          />
        </form>
      </search>
      {body}
      {onServer && state.status === 'missing' && <KeepToSearch translation={translation} onKept={reload} />}
    </Stack>
  );
}

export const BibleSearchPage = withQueryClient(BibleSearchPageContent);
