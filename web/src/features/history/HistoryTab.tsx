import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  CloseButton,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBook, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useEntries } from '../../data';
import { EmptyList } from '../../ui/EmptyList';
import { Link } from '../../ui/Link';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Loaded } from '../../ui/Loaded';
import { HistoryEntryCard } from './HistoryEntryCard';
import {
  filterHistory,
  HISTORY_SORT_LABELS,
  HISTORY_SORTS,
  type HistorySort,
  indexEntries,
  monthLabel,
  monthsOf,
} from './history-filter';
import { PlanCalendar } from './PlanCalendar';

/** Entries shown at first and added by each 'Show more'. */
export const HISTORY_PAGE_SIZE = 20;
/** The first visible entries whose completions are shown at once (spec part 1 section 9). */
export const HISTORY_PRELOAD = 5;

/**
 * 'Daily Plans History' (spec part 1 'Dashboard', history tab): search over verse, reference and
 * priorities, a month filter of the months present, and sort by newest, oldest or Bible order.
 * The list is paged (20, then 'Show more') and the work is memoised, so years of plans stay quick.
 */
export function HistoryTab() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const sortOptions = HISTORY_SORTS.map((value) => ({ value, label: i18n._(HISTORY_SORT_LABELS[value]) }));
  const entries = useEntries();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [month, setMonth] = useState<string | null>(null);
  const [sort, setSort] = useState<HistorySort>('newest');
  const [limit, setLimit] = useState(HISTORY_PAGE_SIZE);

  const indexed = useMemo(() => indexEntries(entries ?? []), [entries]);
  const months = useMemo(() => monthsOf(indexed), [indexed]);
  const results = useMemo(
    () => filterHistory(indexed, { search: deferredSearch, month, sort }),
    [indexed, deferredSearch, month, sort],
  );
  const visible = results.slice(0, limit);
  const found = results.length;
  const left = results.length - visible.length;
  const planCount = (plans: number) => t`${plural(plans, { one: '# plan', other: '# plans' })}`;
  const foundOf = (plans: number) => t`${found} of ${plural(plans, { one: '# plan', other: '# plans' })}`;
  const monthOptions = useMemo(
    () => [
      { value: '', label: t`All months` },
      ...months.map((m) => ({ value: m, label: monthLabel(m, locale) })),
    ],
    [months, t, locale],
  );

  const clearFilters = () => {
    setSearch('');
    setMonth(null);
    setLimit(HISTORY_PAGE_SIZE);
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t`Daily Plans History`}
      </Title>
      <PlanCalendar />
      <Loaded
        data={entries}
        loading={<ListSkeleton label={t`Loading your daily plans`} rows={3} height={140} />}
        empty={
          <EmptyList
            icon={<IconBook size={32} aria-hidden="true" />}
            title={t`No daily plans yet`}
            description={t`The plans you save each day will appear here.`}
            py="xl"
          >
            <Button component={Link} to="/">
              {t`Plan Your Day`}
            </Button>
          </EmptyList>
        }
      >
        {(all) => (
          <>
            <SimpleGrid
              cols={{ base: 1, sm: 3 }}
              spacing="sm"
              role="search"
              aria-label={t`Filter daily plans`}
            >
              <TextInput
                label={t`Search`}
                placeholder={t`Verse, reference or priority`}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
                rightSection={
                  search ? (
                    <CloseButton aria-label={t`Clear search`} onClick={() => setSearch('')} size="sm" />
                  ) : null
                }
              />
              <NativeSelect
                label={t`Month`}
                data={monthOptions}
                value={month ?? ''}
                onChange={(event) => {
                  setMonth(event.currentTarget.value || null);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
              />
              <NativeSelect
                label={t`Sort by`}
                data={sortOptions}
                value={sort}
                onChange={(event) => {
                  setSort(event.currentTarget.value as HistorySort);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="history-count">
              {results.length === all.length ? planCount(all.length) : foundOf(all.length)}
            </Text>
            {results.length === 0 ? (
              <EmptyList
                icon={<IconSearch size={32} aria-hidden="true" />}
                title={t`No plans match`}
                description={t`Try other words or another month.`}
                py="lg"
              >
                <Button variant="light" onClick={clearFilters}>
                  {t`Clear filters`}
                </Button>
              </EmptyList>
            ) : (
              <Stack gap="md">
                {visible.map((item, index) => (
                  <HistoryEntryCard
                    key={item.entry.id}
                    entry={item.entry}
                    preload={index < HISTORY_PRELOAD}
                  />
                ))}
              </Stack>
            )}
            {results.length > visible.length && (
              <Group justify="center">
                <Button variant="default" onClick={() => setLimit((l) => l + HISTORY_PAGE_SIZE)}>
                  {t`Show more (${left} left)`}
                </Button>
              </Group>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}
