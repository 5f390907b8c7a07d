import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ReflectionItem } from '@reign/contract';
import { IconBook2, IconCloudOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyList } from '../../ui/EmptyList';
import { LoadError } from '../../ui/LoadError';
import { UpgradePrompt } from '../upgrade-prompt';
import {
  type ArchiveKind,
  countLabel,
  emptyMessage,
  filterReflections,
  type MonthKey,
  SKELETON_CARDS,
  shortDate,
} from './archive-filters';
import { MonthNavigator } from './MonthNavigator';
import { ReflectionCard } from './ReflectionCard';
import { ReflectionModal } from './ReflectionModal';
import { useArchiveList } from './use-archive-list';

/** The premium feature's name for the upgrade prompt (shown with i18n._). */
export const ARCHIVE_FEATURE = msg`Reflections Archive`;

export interface ArchiveListProps {
  kind: ArchiveKind;
  search: string;
  onSearchChange: (search: string) => void;
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
}

const GRID_COLS = { base: 1, sm: 2, md: 3 } as const;

/** Cards drawn at first and added by each 'Show more': a search over years stays quick. */
export const ARCHIVE_PAGE_SIZE = 24;

function CardSkeletons() {
  const { t } = useLingui();
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={t`Loading reflections`}
    >
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Card key={i} withBorder radius="md" padding="md" data-testid="reflection-skeleton">
          <Stack gap="xs">
            <Skeleton height={12} width="40%" />
            <Skeleton height={16} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="90%" />
            <Skeleton height={12} width="75%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function NoReflections({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyList
        icon={<IconBook2 size={26} aria-hidden="true" />}
        title={t`No reflections found`}
        headingOrder={3}
        description={message}
      />
    </Card>
  );
}

/**
 * One tab of the archive: the search, the month navigator, the count, the cards and the open card's
 * modal. The list loads when this mounts (the page mounts only the active tab).
 */
export function ArchiveList({ kind, search, onSearchChange, month, onMonthChange }: ArchiveListProps) {
  const { t, i18n } = useLingui();
  const { state, retry } = useArchiveList(kind, i18n.locale);
  const [open, setOpen] = useState<ReflectionItem | null>(null);
  const items = state.status === 'ready' ? state.items : null;
  const shown = useMemo(
    () => (items ? filterReflections(items, { search, month }) : []),
    [items, search, month],
  );
  // a new search or month starts again from the first page
  const [paging, setPaging] = useState({ key: '', limit: ARCHIVE_PAGE_SIZE });
  const pageKey = `${search}|${month ?? ''}`;
  const limit = paging.key === pageKey ? paging.limit : ARCHIVE_PAGE_SIZE;
  const drawn = shown.slice(0, limit);

  if (state.status === 'paid-only') return <UpgradePrompt feature={i18n._(ARCHIVE_FEATURE)} />;
  const updated = state.status === 'ready' && state.fetchedAt ? shortDate(state.fetchedAt, i18n.locale) : '';
  const left = shown.length - drawn.length;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t`Search reflections`}
          placeholder={t`Search by verse, reference or reflection...`}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 360 }}
        />
        <MonthNavigator month={month} onChange={onMonthChange} />
      </Group>

      <Group gap="sm" mih={28}>
        {items && (
          <Text fw={500} role="status" data-testid="archive-count">
            {countLabel(shown.length, i18n)}
          </Text>
        )}
        {kind === 'scheduled' && (
          <Badge variant="light" color="reign">
            {t`Scheduled Content`}
          </Badge>
        )}
      </Group>

      {state.status === 'ready' && state.source === 'cache' && (
        <Alert color="gray" variant="light" icon={<IconCloudOff size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {updated
                ? t`Showing the reflections saved on this device (updated ${updated}).`
                : t`Showing the reflections saved on this device.`}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={retry}>
              {t`Refresh`}
            </Button>
          </Group>
        </Alert>
      )}

      {state.status === 'loading' && <CardSkeletons />}
      {state.status === 'error' && (
        <LoadError title={t`Reflections could not be loaded`} message={state.message} onRetry={retry} />
      )}
      {items &&
        (shown.length ? (
          <Stack gap="md">
            <SimpleGrid cols={GRID_COLS} spacing="md">
              {drawn.map((item) => (
                <ReflectionCard key={`${item.type}-${item.id}`} item={item} onOpen={setOpen} />
              ))}
            </SimpleGrid>
            {drawn.length < shown.length && (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => setPaging({ key: pageKey, limit: limit + ARCHIVE_PAGE_SIZE })}
                >
                  {t`Show more (${left} left)`}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <NoReflections message={emptyMessage(kind, search, i18n)} />
        ))}

      <ReflectionModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
