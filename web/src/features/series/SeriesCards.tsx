import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { SeriesProgress, SeriesTopic } from '@reign/contract';
import { IconCalendarEvent, IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import {
  dayLabel,
  longDayLabel,
  opensLabel,
  progressPercent,
  SERIES_LENGTH,
  timesCompletedLabel,
  topicStatus,
} from './series-rules';

export interface Actions {
  busy: number | null;
  start: (topicId: number, title: string) => void;
  resume: (topicId: number) => void;
}

/** 'Day 3 opens tomorrow' where the day's button would be, while the server says it is not open yet. */
function OpensLater({ label }: { label: string }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" mih={36}>
      <IconClock size={18} aria-hidden="true" />
      <Text size="sm" fw={600}>
        {label}
      </Text>
    </Group>
  );
}

/** The series' Continue button, or when its current day opens (a series day opens one per calendar day). */
function ContinueOr({ progress, children }: { progress: SeriesProgress; children: ReactNode }) {
  const { i18n } = useLingui();
  const later = opensLabel(progress, i18n);
  return later ? <OpensLater label={later} /> : children;
}

export function ActiveSeriesCard({ progress, actions }: { progress: SeriesProgress; actions: Actions }) {
  const percent = progressPercent(progress);
  const { t, i18n } = useLingui();
  const title = progress.seriesTopic.title;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="active-series-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t`Your active series`}
            </Text>
            <Title order={2} size="h3" id="active-series-heading">
              {progress.seriesTopic.title}
            </Title>
          </div>
          <Badge size="lg" variant="light">
            {dayLabel(progress.currentDay, i18n)}
          </Badge>
        </Group>
        <Text c="dimmed">{progress.seriesTopic.description}</Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t`Progress`}</Text>
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label={t`${title} progress`} />
        </Stack>
        <Group gap="sm" mt="xs">
          <ContinueOr progress={progress}>
            <Button
              onClick={() => actions.resume(progress.seriesTopicId)}
              loading={actions.busy === progress.seriesTopicId}
            >
              {t`Continue Series`}
            </Button>
          </ContinueOr>
          <Button component={Link} to="/" variant="default">
            {t`Go to Today's Reflection`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CompletedSeries({ list, actions }: { list: SeriesProgress[]; actions: Actions }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="completed-series-heading">
      <Title order={2} size="h4" id="completed-series-heading">
        {t`Completed Series`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {list.map((p) => {
          const last = p.lastCompletedAt ?? p.completedAt;
          const lastDay = last ? longDayLabel(last.slice(0, 10), i18n.locale) : '';
          const currentDay = dayLabel(p.currentDay, i18n);
          return (
            <Card key={p.id} withBorder radius="md" padding="md">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden="true">
                    <IconCircleCheck size={18} />
                  </ThemeIcon>
                  <Text fw={600}>{p.seriesTopic.title}</Text>
                </Group>
                {last && (
                  <Text size="sm" c="dimmed">
                    {t`Last completed ${lastDay}`}
                    {' · '}
                    {timesCompletedLabel(Math.max(p.timesCompleted, 1), i18n)}
                  </Text>
                )}
                {p.isCompleted ? (
                  <Button
                    variant="light"
                    w="fit-content"
                    onClick={() => actions.start(p.seriesTopicId, p.seriesTopic.title)}
                    loading={actions.busy === p.seriesTopicId}
                  >
                    {t`Restart Series`}
                  </Button>
                ) : (
                  <ContinueOr progress={p}>
                    <Button
                      variant="light"
                      w="fit-content"
                      onClick={() => actions.resume(p.seriesTopicId)}
                      loading={actions.busy === p.seriesTopicId}
                    >
                      {t`Continue (${currentDay})`}
                    </Button>
                  </ContinueOr>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function TopicCard({
  topic,
  progress,
  actions,
}: {
  topic: SeriesTopic;
  progress: SeriesProgress[];
  actions: Actions;
}) {
  const status = topicStatus(topic, progress);
  const mine = progress.find((p) => p.seriesTopicId === topic.id);
  const busy = actions.busy === topic.id;
  const { t } = useLingui();
  const length = SERIES_LENGTH;
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
            {t`${plural(length, { one: '# day', other: '# days' })}`}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {topic.description}
        </Text>
        {status === 'new' && (
          <Button onClick={() => actions.start(topic.id, topic.title)} loading={busy} w="fit-content">
            {t`Start Series`}
          </Button>
        )}
        {status === 'enrolled' && mine && (
          <ContinueOr progress={mine}>
            <Button onClick={() => actions.resume(topic.id)} loading={busy} variant="light" w="fit-content">
              {t`Continue`}
            </Button>
          </ContinueOr>
        )}
        {status === 'completed' && (
          <Button
            onClick={() => actions.start(topic.id, topic.title)}
            loading={busy}
            variant="light"
            w="fit-content"
          >
            {t`Restart Series`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
