import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { LANGUAGE_NAMES } from '@reign/contract/language-list';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListHeader } from '../../../ui/ListHeader';
import { ActiveBadge, AdminList, RowActions, useRowWrites } from '../AdminList';
import { adminApi } from '../admin-api';
import { adminKeys } from '../admin-queries';
import { EntriesPanel } from './EntriesPanel';
import { readiness, type Topic } from './series-types';
import { TopicDialog } from './TopicDialog';

function TopicCard({
  topic,
  onView,
  onEdit,
  onDeleted,
}: {
  topic: Topic;
  onView: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const writes = useRowWrites<Topic>({
    texts: {
      activated: t`Series activated`,
      deactivated: t`Series deactivated`,
      deleted: t`Series deleted`,
      deleteFailed: t`Failed to delete series`,
    },
    lists: [adminKeys.series],
    name: (row) => row.title,
    update: (row, body) => adminApi.updateSeries(row.id, body),
    remove: (row) => adminApi.deleteSeries(row.id),
  });
  const ready = readiness(topic.readyDays);
  const order = (index: number) => t`Order: ${index}`;
  return (
    <Card withBorder padding="md" component="article" aria-label={topic.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600}>{topic.title}</Text>
        <Group gap={6} wrap="nowrap">
          <Badge color="gray" variant="light" title={t`Language`}>
            {LANGUAGE_NAMES[topic.language]}
          </Badge>
          <Badge color={ready.ready ? 'teal' : 'orange'} variant="light">
            {ready.label}
          </Badge>
          <ActiveBadge active={topic.isActive} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
        {topic.description}
      </Text>
      <Text size="xs" mt="xs">
        {order(topic.orderIndex)}
        {ready.ready ? '' : ` · ${t`Members see this series once days 1 to 7 are all active.`}`}
      </Text>
      <Group mt="md" justify="space-between">
        <Button size="xs" variant="light" onClick={onView}>
          {t`View Entries`}
        </Button>
        <RowActions
          name={topic.title}
          isActive={topic.isActive}
          onEdit={onEdit}
          onToggle={() => writes.toggle(topic)}
          deleteQuestion={t`Delete this series with all its daily entries? This cannot be undone.`}
          onDelete={() => writes.remove(topic, { onSuccess: onDeleted })}
        />
      </Group>
    </Card>
  );
}

/** Series tab ('7-Day Series Management'): topics, and the daily entries of one topic. */
export function SeriesTab() {
  const { t } = useLingui();
  const series = useQuery({ queryKey: adminKeys.series, queryFn: adminApi.series });
  const [inner, setInner] = useState<string | null>('topics');
  const [selected, setSelected] = useState<Topic | null>(null);
  const [topicDialog, setTopicDialog] = useState<{ topic: Topic | null } | null>(null);
  const topics = series.data ?? [];
  const entriesTab = (title: string) => t`${title} - Daily Entries`;

  return (
    <Stack>
      <ListHeader
        title={t`7-Day Series Management`}
        addLabel={t`Create New Series`}
        onAdd={() => setTopicDialog({ topic: null })}
      />
      <Tabs value={inner} onChange={setInner}>
        <Tabs.List>
          <Tabs.Tab value="topics">{t`Series Topics`}</Tabs.Tab>
          {selected ? <Tabs.Tab value="entries">{entriesTab(selected.title)}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="topics" pt="md">
          <AdminList
            query={series}
            noun="series"
            empty={t`No series yet. Click "Create New Series" to add one.`}
          >
            {(rows) => (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {rows.map((topic) => (
                  <TopicCard
                    key={topic.id}
                    topic={topic}
                    onView={() => {
                      setSelected(topic);
                      setInner('entries');
                    }}
                    onEdit={() => setTopicDialog({ topic })}
                    onDeleted={() => {
                      if (selected?.id !== topic.id) return;
                      setSelected(null);
                      setInner('topics');
                    }}
                  />
                ))}
              </SimpleGrid>
            )}
          </AdminList>
        </Tabs.Panel>
        {selected ? (
          <Tabs.Panel value="entries" pt="md">
            <EntriesPanel key={selected.id} topic={selected} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <TopicDialog
        opened={topicDialog !== null}
        topic={topicDialog?.topic ?? null}
        nextOrder={topics.length + 1}
        onClose={() => setTopicDialog(null)}
      />
    </Stack>
  );
}
