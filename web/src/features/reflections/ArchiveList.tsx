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
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReflectionItem } from '@reign/contract';
import { IconAlertCircle, IconBook2, IconCloudOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
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

export const ARCHIVE_FEATURE = 'Reflections Archive';

export interface ArchiveListProps {
  kind: ArchiveKind;
  search: string;
  onSearchChange: (search: string) => void;
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
}

const GRID_COLS = { base: 1, sm: 2, md: 3 } as const;

function CardSkeletons() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-busy="true" aria-label="Loading reflections">
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

function EmptyState({ message }: { message: string }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden="true">
          <IconBook2 size={26} />
        </ThemeIcon>
        <Title order={3} size="h4">
          No reflections found
        </Title>
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Card>
  );
}

/**
 * One tab of the archive: the search, the month navigator, the count, the cards and the open card's
 * modal. The list loads when this mounts (the page mounts only the active tab).
 */
export function ArchiveList({ kind, search, onSearchChange, month, onMonthChange }: ArchiveListProps) {
  const { state, retry } = useArchiveList(kind);
  const [open, setOpen] = useState<ReflectionItem | null>(null);
  const items = state.status === 'ready' ? state.items : null;
  const shown = useMemo(
    () => (items ? filterReflections(items, { search, month }) : []),
    [items, search, month],
  );

  if (state.status === 'paid-only') return <UpgradePrompt feature={ARCHIVE_FEATURE} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search reflections"
          placeholder="Search by verse, reference or reflection..."
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
            {countLabel(shown.length)}
          </Text>
        )}
        {kind === 'scheduled' && (
          <Badge variant="light" color="indigo">
            Scheduled Content
          </Badge>
        )}
      </Group>

      {state.status === 'ready' && state.source === 'cache' && (
        <Alert color="gray" variant="light" icon={<IconCloudOff size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Showing the reflections saved on this device
              {state.fetchedAt ? ` (updated ${shortDate(state.fetchedAt)})` : ''}.
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={retry}>
              Refresh
            </Button>
          </Group>
        </Alert>
      )}

      {state.status === 'loading' && <CardSkeletons />}
      {state.status === 'error' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title="Reflections could not be loaded"
        >
          <Stack gap="sm">
            <Text size="sm">{state.message}</Text>
            <Button onClick={retry} variant="light" color="red" w="fit-content">
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {items &&
        (shown.length ? (
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {shown.map((item) => (
              <ReflectionCard key={`${item.type}-${item.id}`} item={item} onOpen={setOpen} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState message={emptyMessage(kind, search)} />
        ))}

      <ReflectionModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
