import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList, RowActions, useRowWrites } from '../AdminList';
import { adminApi } from '../admin-api';
import { adminKeys } from '../admin-queries';
import { EntryDialog } from './EntryDialog';
import { type Entry, nextFreeDay, type Topic } from './series-types';

function EntryCard({ entry: e, onEdit }: { entry: Entry; onEdit: () => void }) {
  const { t } = useLingui();
  const day = e.dayNumber;
  const dayName = (n: number) => t`Day ${n}`;
  const writes = useRowWrites<Entry>({
    texts: {
      activated: t`Entry activated`,
      deactivated: t`Entry deactivated`,
      deleted: t`Entry deleted`,
      deleteFailed: t`Failed to delete entry`,
    },
    lists: [adminKeys.seriesEntries(e.seriesTopicId), adminKeys.series],
    name: (row) => dayName(row.dayNumber),
    update: (row, body) => adminApi.updateSeriesEntry(row.seriesTopicId, row.id, body),
    remove: (row) => adminApi.deleteSeriesEntry(row.seriesTopicId, row.id),
    toggleToast: false,
  });
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Badge>{dayName(day)}</Badge>
          <Text fw={600}>{e.title}</Text>
          {e.isActive ? null : <Badge color="gray">{t`Inactive`}</Badge>}
        </Group>
        <RowActions
          name={t`day ${day}`}
          isActive={e.isActive}
          onEdit={onEdit}
          onToggle={() => writes.toggle(e)}
          deleteQuestion={t`Delete this daily entry?`}
          onDelete={() => writes.remove(e)}
        />
      </Group>
      <Text size="sm" fw={500} mt="xs">
        {e.verseReference}
      </Text>
      <Text size="sm" fs="italic">
        "{e.verse}"
      </Text>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={4}>
        {e.reflection}
      </Text>
    </Card>
  );
}

/** The daily entries of one series topic (days 1 to 7), with their dialog. */
export function EntriesPanel({ topic }: { topic: Topic }) {
  const entries = useQuery({
    queryKey: adminKeys.seriesEntries(topic.id),
    queryFn: () => adminApi.seriesEntries(topic.id),
    select: (list) => [...list].sort((a, b) => a.dayNumber - b.dayNumber),
  });
  const [dialog, setDialog] = useState<{ entry: Entry | null } | null>(null);
  const list = entries.data ?? [];
  const addEntry = () => setDialog({ entry: null });
  const { t } = useLingui();

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{topic.title}</Text>
        {list.length > 0 && list.length < 7 ? (
          <Button leftSection={<IconPlus size={16} />} onClick={addEntry}>
            {t`Add Daily Entry`}
          </Button>
        ) : null}
      </Group>
      <AdminList
        query={entries}
        noun="entries"
        empty={t`No daily entries yet.`}
        emptyAction={{ label: t`Add First Entry`, onClick: addEntry }}
      >
        {(rows) => rows.map((e) => <EntryCard key={e.id} entry={e} onEdit={() => setDialog({ entry: e })} />)}
      </AdminList>
      <EntryDialog
        opened={dialog !== null}
        topic={topic}
        entry={dialog?.entry ?? null}
        nextDay={nextFreeDay(list)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
