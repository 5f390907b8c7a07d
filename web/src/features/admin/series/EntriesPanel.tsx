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
  const writes = useRowWrites<Entry>({
    noun: 'Entry',
    lists: [adminKeys.seriesEntries(e.seriesTopicId), adminKeys.series],
    name: (row) => `Day ${row.dayNumber}`,
    update: (row, body) => adminApi.updateSeriesEntry(row.seriesTopicId, row.id, body),
    remove: (row) => adminApi.deleteSeriesEntry(row.seriesTopicId, row.id),
    toggleToast: false,
  });
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Badge>Day {e.dayNumber}</Badge>
          <Text fw={600}>{e.title}</Text>
          {e.isActive ? null : <Badge color="gray">Inactive</Badge>}
        </Group>
        <RowActions
          name={`day ${e.dayNumber}`}
          isActive={e.isActive}
          onEdit={onEdit}
          onToggle={() => writes.toggle(e)}
          deleteQuestion="Delete this daily entry?"
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

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{topic.title}</Text>
        {list.length > 0 && list.length < 7 ? (
          <Button leftSection={<IconPlus size={16} />} onClick={addEntry}>
            Add Daily Entry
          </Button>
        ) : null}
      </Group>
      <AdminList
        query={entries}
        noun="entries"
        empty="No daily entries yet."
        emptyAction={{ label: 'Add First Entry', onClick: addEntry }}
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
