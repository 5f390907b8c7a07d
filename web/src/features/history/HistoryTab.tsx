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
import { plural } from '@reign/domain';
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

const SORT_OPTIONS = HISTORY_SORTS.map((value) => ({ value, label: HISTORY_SORT_LABELS[value] }));

/**
 * 'Daily Plans History' (spec part 1 'Dashboard', history tab): search over verse, reference and
 * priorities, a month filter of the months present, and sort by newest, oldest or Bible order.
 * The list is paged (20, then 'Show more') and the work is memoised, so years of plans stay quick.
 */
export function HistoryTab() {
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
  const monthOptions = useMemo(
    () => [{ value: '', label: 'All months' }, ...months.map((m) => ({ value: m, label: monthLabel(m) }))],
    [months],
  );

  const clearFilters = () => {
    setSearch('');
    setMonth(null);
    setLimit(HISTORY_PAGE_SIZE);
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Daily Plans History
      </Title>
      {entries && entries.length > 0 ? <PlanCalendar entries={entries} /> : null}
      <Loaded
        data={entries}
        loading={<ListSkeleton label="Loading your daily plans" rows={3} height={140} />}
        empty={
          <EmptyList
            icon={<IconBook size={32} aria-hidden="true" />}
            title="No daily plans yet"
            description="The plans you save each day will appear here."
            py="xl"
          >
            <Button component={Link} to="/">
              Plan Your Day
            </Button>
          </EmptyList>
        }
      >
        {(all) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search" aria-label="Filter daily plans">
              <TextInput
                label="Search"
                placeholder="Verse, reference or priority"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
                rightSection={
                  search ? (
                    <CloseButton aria-label="Clear search" onClick={() => setSearch('')} size="sm" />
                  ) : null
                }
              />
              <NativeSelect
                label="Month"
                data={monthOptions}
                value={month ?? ''}
                onChange={(event) => {
                  setMonth(event.currentTarget.value || null);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
              />
              <NativeSelect
                label="Sort by"
                data={SORT_OPTIONS}
                value={sort}
                onChange={(event) => {
                  setSort(event.currentTarget.value as HistorySort);
                  setLimit(HISTORY_PAGE_SIZE);
                }}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="history-count">
              {results.length === all.length
                ? plural(all.length, 'plan')
                : `${results.length} of ${plural(all.length, 'plan')}`}
            </Text>
            {results.length === 0 ? (
              <EmptyList
                icon={<IconSearch size={32} aria-hidden="true" />}
                title="No plans match"
                description="Try other words or another month."
                py="lg"
              >
                <Button variant="light" onClick={clearFilters}>
                  Clear filters
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
                  Show more ({results.length - visible.length} left)
                </Button>
              </Group>
            )}
          </>
        )}
      </Loaded>
    </Stack>
  );
}
