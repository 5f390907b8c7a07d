import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SeriesProgress, SeriesTopic } from '@reign/contract';
import { formatDayLabel } from '@reign/domain';
import { IconAlertCircle, IconCalendarEvent, IconCircleCheck, IconTimeline } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useIsPaidMember } from '../../data';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { UpgradePrompt } from '../upgrade-prompt';
import { continueSeries, enrollInSeries } from './series-api';
import {
  activeSeries,
  dayLabel,
  dayPath,
  progressPercent,
  SERIES_FEATURE,
  SERIES_LENGTH,
  SERIES_TEXTS,
  topicStatus,
} from './series-rules';
import { useSeriesData } from './use-series-data';

function JoinPrompt() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h3">
          Join Reign
        </Title>
        <Text c="dimmed">Sign in to follow 7-day series: one theme, one scripture and one plan a day.</Text>
        <Button component={Link} to="/auth">
          Log In
        </Button>
      </Stack>
    </Card>
  );
}

function LoadingCards() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading series">
      <Skeleton height={160} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

interface Actions {
  busy: number | null;
  start: (topicId: number, title: string) => void;
  resume: (topicId: number) => void;
}

function ActiveSeriesCard({ progress, actions }: { progress: SeriesProgress; actions: Actions }) {
  const percent = progressPercent(progress);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="active-series-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Your active series
            </Text>
            <Title order={2} size="h3" id="active-series-heading">
              {progress.seriesTopic.title}
            </Title>
          </div>
          <Badge size="lg" variant="light">
            {dayLabel(progress.currentDay)}
          </Badge>
        </Group>
        <Text c="dimmed">{progress.seriesTopic.description}</Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">Progress</Text>
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label={`${progress.seriesTopic.title} progress`} />
        </Stack>
        <Group gap="sm" mt="xs">
          <Button
            onClick={() => actions.resume(progress.seriesTopicId)}
            loading={actions.busy === progress.seriesTopicId}
          >
            Continue Series
          </Button>
          <Button component={Link} to="/" variant="default">
            Go to Today's Reflection
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CompletedSeries({ list, actions }: { list: SeriesProgress[]; actions: Actions }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="completed-series-heading">
      <Title order={2} size="h4" id="completed-series-heading">
        Completed Series
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden="true">
                  <IconCircleCheck size={18} />
                </ThemeIcon>
                <Text fw={600}>{p.seriesTopic.title}</Text>
              </Group>
              {p.completedAt && (
                <Text size="sm" c="dimmed">
                  Completed {formatDayLabel(p.completedAt.slice(0, 10), 'long')}
                </Text>
              )}
              <Button
                variant="light"
                w="fit-content"
                onClick={() => actions.start(p.seriesTopicId, p.seriesTopic.title)}
                loading={actions.busy === p.seriesTopicId}
              >
                Restart Series
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TopicCard({
  topic,
  progress,
  actions,
}: {
  topic: SeriesTopic;
  progress: SeriesProgress[];
  actions: Actions;
}) {
  const status = topicStatus(topic, progress);
  const busy = actions.busy === topic.id;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={topic.title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {topic.title}
          </Title>
          <Badge
            variant="light"
            color="gray"
            leftSection={<IconCalendarEvent size={12} aria-hidden="true" />}
          >
            {SERIES_LENGTH} days
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {topic.description}
        </Text>
        {status === 'new' && (
          <Button onClick={() => actions.start(topic.id, topic.title)} loading={busy} w="fit-content">
            Start Series
          </Button>
        )}
        {status === 'enrolled' && (
          <Button onClick={() => actions.resume(topic.id)} loading={busy} variant="light" w="fit-content">
            Continue
          </Button>
        )}
        {status === 'completed' && (
          <Button
            onClick={() => actions.start(topic.id, topic.title)}
            loading={busy}
            variant="light"
            w="fit-content"
          >
            Restart Series
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function PaidSeries() {
  const navigate = useNavigate();
  const { data, reload, retry } = useSeriesData(true);
  const [busy, setBusy] = useState<number | null>(null);

  const actions: Actions = {
    busy,
    start: (topicId, title) => {
      setBusy(topicId);
      enrollInSeries(topicId)
        .then(
          (progress) => {
            showToast({
              title: SERIES_TEXTS.enrolledTitle,
              message: `${title}: ${dayLabel(progress.currentDay)} is ready for you.`,
              variant: 'success',
            });
            reload();
          },
          (err: unknown) =>
            showToast({
              title: SERIES_TEXTS.enrollFailedTitle,
              message: errorMessage(err, 'Please try again.'),
              variant: 'error',
            }),
        )
        .finally(() => setBusy(null));
    },
    resume: (topicId) => {
      setBusy(topicId);
      continueSeries(topicId).then(
        ({ entry }) => {
          setBusy(null);
          if (entry) navigate(dayPath(topicId, entry.dayNumber));
          else reload();
        },
        (err: unknown) => {
          setBusy(null);
          showToast({
            title: SERIES_TEXTS.continueFailedTitle,
            message: errorMessage(err, 'Please try again.'),
            variant: 'error',
          });
        },
      );
    },
  };

  if (data.status === 'loading') return <LoadingCards />;
  if (data.status === 'paid-only') return <UpgradePrompt feature={SERIES_FEATURE} />;
  if (data.status === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        title="Series could not be loaded"
      >
        <Stack gap="sm">
          <Text size="sm">{data.message}</Text>
          <Button variant="light" color="red" w="fit-content" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const active = activeSeries(data.progress);
  const completed = data.progress.filter((p) => p.isCompleted);
  return (
    <Stack gap="xl">
      {active && <ActiveSeriesCard progress={active} actions={actions} />}
      {completed.length > 0 && <CompletedSeries list={completed} actions={actions} />}
      <Stack gap="sm" component="section" aria-labelledby="available-series-heading">
        <Title order={2} size="h4" id="available-series-heading">
          Available Series
        </Title>
        {data.topics.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} progress={data.progress} actions={actions} />
            ))}
          </SimpleGrid>
        ) : (
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" ta="center" gap="xs">
              <ThemeIcon variant="light" size={48} radius="xl" aria-hidden="true">
                <IconTimeline size={26} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {SERIES_TEXTS.noSeriesTitle}
              </Title>
              <Text c="dimmed">{SERIES_TEXTS.noSeries}</Text>
            </Stack>
          </Card>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /series (spec part 2 'Series page'): 'Join Reign' for signed-out visitors (the route guard
 * normally sends them to /auth first), the upgrade prompt for free members, and for paid members
 * the active series, Completed Series and Available Series.
 */
export function SeriesPage() {
  useDocumentTitle('Reign · 7-Day Series');
  const { user } = useAuth();
  const isPaid = useIsPaidMember();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          7-Day Series
        </Title>
        <Text c="dimmed">A week on one theme: each day a scripture, a reflection and your REIGN plan.</Text>
      </Stack>
      {!user ? <JoinPrompt /> : isPaid ? <PaidSeries /> : <UpgradePrompt feature={SERIES_FEATURE} />}
    </Stack>
  );
}
