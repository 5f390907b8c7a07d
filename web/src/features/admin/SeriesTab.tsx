import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type adminSeriesEntry,
  adminSeriesEntryBody,
  type adminSeriesTopic,
  adminSeriesTopicBody,
} from '@reign/contract';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { AudioUploadField } from './AudioUploadField';
import { adminApi } from './admin-api';
import { ConfirmDelete } from './ConfirmButton';
import { useLoader } from './use-loader';

type Topic = z.infer<typeof adminSeriesTopic>;
type Entry = z.infer<typeof adminSeriesEntry>;
type TopicValues = z.input<typeof adminSeriesTopicBody>;
type EntryValues = z.input<typeof adminSeriesEntryBody>;

/** Series tab ('7-Day Series Management'): topics, and the daily entries of one topic. */
export function SeriesTab() {
  const { state, reload } = useLoader(adminApi.series);
  const [inner, setInner] = useState<string | null>('topics');
  const [selected, setSelected] = useState<Topic | null>(null);
  const [topicDialog, setTopicDialog] = useState<{ topic: Topic | null } | null>(null);
  const topics = state.status === 'ready' ? state.data : [];

  const toggle = async (t: Topic) => {
    try {
      await adminApi.updateSeries(t.id, { isActive: !t.isActive });
      showToast({
        title: t.isActive ? 'Series deactivated' : 'Series activated',
        message: t.title,
        variant: 'success',
      });
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to update status',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };
  const remove = async (t: Topic) => {
    try {
      await adminApi.deleteSeries(t.id);
      showToast({ title: 'Series deleted', message: t.title, variant: 'success' });
      if (selected?.id === t.id) {
        setSelected(null);
        setInner('topics');
      }
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to delete series',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>7-Day Series Management</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTopicDialog({ topic: null })}>
          Create New Series
        </Button>
      </Group>
      <Tabs value={inner} onChange={setInner}>
        <Tabs.List>
          <Tabs.Tab value="topics">Series Topics</Tabs.Tab>
          {selected ? <Tabs.Tab value="entries">{selected.title} - Daily Entries</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="topics" pt="md">
          {state.status === 'loading' ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text>Loading series...</Text>
            </Group>
          ) : state.status === 'error' ? (
            <Text c="red" role="alert">
              Failed to load series. Please try again.
            </Text>
          ) : topics.length === 0 ? (
            <Text c="dimmed">No series yet. Click "Create New Series" to add one.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {topics.map((t) => (
                <Card key={t.id} withBorder padding="md">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Text fw={600}>{t.title}</Text>
                    <Badge color={t.isActive ? 'green' : 'gray'}>{t.isActive ? 'Active' : 'Inactive'}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
                    {t.description}
                  </Text>
                  <Text size="xs" mt="xs">
                    Order: {t.orderIndex} · {t.entryCount} of 7 days
                  </Text>
                  <Group mt="md" justify="space-between">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => {
                        setSelected(t);
                        setInner('entries');
                      }}
                    >
                      View Entries
                    </Button>
                    <Group gap={4}>
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${t.title}`}
                          onClick={() => setTopicDialog({ topic: t })}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t.isActive ? 'Deactivate' : 'Activate'}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t.isActive ? 'Deactivate' : 'Activate'} ${t.title}`}
                          onClick={() => void toggle(t)}
                        >
                          {t.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                        </ActionIcon>
                      </Tooltip>
                      <ConfirmDelete
                        label={`Delete ${t.title}`}
                        question="Delete this series with all its daily entries? This cannot be undone."
                        onConfirm={() => void remove(t)}
                      />
                    </Group>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        {selected ? (
          <Tabs.Panel value="entries" pt="md">
            <EntriesPanel key={selected.id} topic={selected} onChanged={reload} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <TopicDialog
        opened={topicDialog !== null}
        topic={topicDialog?.topic ?? null}
        nextOrder={topics.length + 1}
        onClose={() => setTopicDialog(null)}
        onSaved={reload}
      />
    </Stack>
  );
}

function TopicDialog({
  opened,
  topic,
  nextOrder,
  onClose,
  onSaved,
}: {
  opened: boolean;
  topic: Topic | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const values = (): TopicValues =>
    topic
      ? {
          title: topic.title,
          description: topic.description,
          orderIndex: topic.orderIndex,
          isActive: topic.isActive,
          imageUrl: topic.imageUrl,
        }
      : { title: '', description: '', orderIndex: nextOrder, isActive: true };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TopicValues, unknown, z.output<typeof adminSeriesTopicBody>>({
    resolver: zodResolver(adminSeriesTopicBody),
    defaultValues: values(),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (opened) reset(values());
  }, [opened, topic]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (topic) await adminApi.updateSeries(topic.id, body);
      else await adminApi.createSeries(body);
    } catch (err) {
      showToast({
        title: topic ? 'Failed to update series topic' : 'Failed to create series topic',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
      return;
    }
    showToast({
      title: topic ? 'Series updated' : 'Series created',
      message: body.title,
      variant: 'success',
    });
    onSaved();
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={topic ? 'Edit Series' : 'Create New Series'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Title" withAsterisk error={errors.title?.message} {...register('title')} />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <Controller
            control={control}
            name="orderIndex"
            render={({ field }) => (
              <NumberInput
                label="Order index"
                min={0}
                allowDecimal={false}
                value={field.value as number | string | undefined}
                onChange={(v) => field.onChange(v === '' ? undefined : v)}
                error={errors.orderIndex?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {topic ? 'Update Series' : 'Create Series'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EntriesPanel({ topic, onChanged }: { topic: Topic; onChanged: () => void }) {
  const { state, reload } = useLoader(() => adminApi.seriesEntries(topic.id), topic.id);
  const [dialog, setDialog] = useState<{ entry: Entry | null } | null>(null);
  const entries = state.status === 'ready' ? [...state.data].sort((a, b) => a.dayNumber - b.dayNumber) : [];
  const refresh = () => {
    reload();
    onChanged();
  };
  const toggle = async (e: Entry) => {
    try {
      await adminApi.updateSeriesEntry(topic.id, e.id, { isActive: !e.isActive });
      refresh();
    } catch (err) {
      showToast({
        title: 'Failed to update status',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };
  const remove = async (e: Entry) => {
    try {
      await adminApi.deleteSeriesEntry(topic.id, e.id);
      showToast({ title: 'Entry deleted', message: `Day ${e.dayNumber}`, variant: 'success' });
      refresh();
    } catch (err) {
      showToast({
        title: 'Failed to delete entry',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };
  const usedDays = entries.map((e) => e.dayNumber);
  const nextDay = [1, 2, 3, 4, 5, 6, 7].find((d) => !usedDays.includes(d)) ?? 7;

  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{topic.title}</Text>
        {entries.length > 0 && entries.length < 7 ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ entry: null })}>
            Add Daily Entry
          </Button>
        ) : null}
      </Group>
      {state.status === 'loading' ? (
        <Loader size="sm" />
      ) : state.status === 'error' ? (
        <Text c="red" role="alert">
          Failed to load entries. Please try again.
        </Text>
      ) : entries.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center">
            <Text c="dimmed">No daily entries yet.</Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ entry: null })}>
              Add First Entry
            </Button>
          </Stack>
        </Card>
      ) : (
        entries.map((e) => (
          <Card key={e.id} withBorder padding="md">
            <Group justify="space-between" align="flex-start">
              <Group gap="xs">
                <Badge>Day {e.dayNumber}</Badge>
                <Text fw={600}>{e.title}</Text>
                {e.isActive ? null : <Badge color="gray">Inactive</Badge>}
              </Group>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit day ${e.dayNumber}`}
                  onClick={() => setDialog({ entry: e })}
                >
                  <IconEdit size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${e.isActive ? 'Deactivate' : 'Activate'} day ${e.dayNumber}`}
                  onClick={() => void toggle(e)}
                >
                  {e.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                </ActionIcon>
                <ConfirmDelete
                  label={`Delete day ${e.dayNumber}`}
                  question="Delete this daily entry?"
                  onConfirm={() => void remove(e)}
                />
              </Group>
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
        ))
      )}
      <EntryDialog
        opened={dialog !== null}
        topic={topic}
        entry={dialog?.entry ?? null}
        nextDay={nextDay}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
    </Stack>
  );
}

function EntryDialog({
  opened,
  topic,
  entry,
  nextDay,
  onClose,
  onSaved,
}: {
  opened: boolean;
  topic: Topic;
  entry: Entry | null;
  nextDay: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const values = (): EntryValues =>
    entry
      ? {
          dayNumber: entry.dayNumber,
          title: entry.title,
          verse: entry.verse,
          verseReference: entry.verseReference,
          reflection: entry.reflection,
          audioUrl: entry.audioUrl,
          isActive: entry.isActive,
        }
      : {
          dayNumber: nextDay,
          title: '',
          verse: '',
          verseReference: '',
          reflection: '',
          audioUrl: null,
          isActive: true,
        };
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EntryValues, unknown, z.output<typeof adminSeriesEntryBody>>({
    resolver: zodResolver(adminSeriesEntryBody),
    defaultValues: values(),
  });
  const [generating, setGenerating] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (opened) reset(values());
  }, [opened, entry]);

  const generate = async () => {
    const { verse, verseReference, title, dayNumber } = getValues();
    if (!verse?.trim() || !verseReference?.trim() || !title?.trim()) {
      showToast({
        title: 'Missing Information',
        message: 'Please fill in verse, verse reference, and day title before generating reflection.',
        variant: 'error',
      });
      return;
    }
    setGenerating(true);
    try {
      const { reflection } = await adminApi.generateSeriesReflection({
        verse,
        verseReference,
        seriesTitle: topic.title,
        dayTitle: title,
        dayNumber: Number(dayNumber) || undefined,
      });
      setValue('reflection', reflection, { shouldValidate: true });
      showToast({
        title: 'Reflection Generated',
        message: 'Review and edit it before saving.',
        variant: 'success',
      });
    } catch {
      showToast({
        title: 'Generation Failed',
        message: 'Failed to generate reflection. Please try again.',
        variant: 'error',
      });
    } finally {
      setGenerating(false);
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (entry) await adminApi.updateSeriesEntry(topic.id, entry.id, body);
      else await adminApi.createSeriesEntry(topic.id, body);
    } catch (err) {
      showToast({
        title: entry ? 'Failed to update series entry' : 'Failed to create series entry',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
      return;
    }
    showToast({
      title: entry ? 'Entry updated' : 'Entry created',
      message: `Day ${body.dayNumber}: ${body.title}`,
      variant: 'success',
    });
    onSaved();
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={entry ? 'Edit Daily Entry' : 'Add Daily Entry'} size="xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="dayNumber"
            render={({ field }) => (
              <NumberInput
                label="Day"
                withAsterisk
                min={1}
                max={7}
                allowDecimal={false}
                value={field.value as number | string}
                onChange={field.onChange}
                error={errors.dayNumber?.message}
              />
            )}
          />
          <TextInput label="Day title" withAsterisk error={errors.title?.message} {...register('title')} />
          <TextInput
            label="Verse reference"
            withAsterisk
            error={errors.verseReference?.message}
            {...register('verseReference')}
          />
          <Textarea
            label="Verse"
            withAsterisk
            autosize
            minRows={2}
            error={errors.verse?.message}
            {...register('verse')}
          />
          <Textarea
            label="Reflection"
            withAsterisk
            rows={10}
            description="At least 50 characters"
            error={errors.reflection?.message}
            {...register('reflection')}
          />
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              loading={generating}
              onClick={() => void generate()}
            >
              Generate with AI
            </Button>
          </Group>
          <Controller
            control={control}
            name="audioUrl"
            render={({ field }) => <AudioUploadField value={field.value} onChange={field.onChange} />}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {entry ? 'Update Entry' : 'Add Entry'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
