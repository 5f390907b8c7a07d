import { useLingui } from '@lingui/react/macro';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { useIsPaidMember } from '../../data';
import { EmptyList } from '../../ui/EmptyList';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { usePageTitle } from '../../ui/use-page-title';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { useAuth } from '../auth';
import { UpgradePrompt } from '../upgrade-prompt';
import { type Actions, ActiveSeriesCard, CompletedSeries, TopicCard } from './SeriesCards';
import { type PendingStart, SwitchSeriesDialog } from './SwitchSeriesDialog';
import { continueSeries, enrollInSeries } from './series-api';
import { seriesKeys, useSeriesData } from './series-queries';
import {
  activeSeries,
  completedSeries,
  dayLabel,
  dayPath,
  opensLabel,
  SERIES_FEATURE,
  SERIES_TEXTS,
  seriesToReplace,
} from './series-rules';

function JoinPrompt() {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h3">
          {t`Join Reign`}
        </Title>
        <Text c="dimmed">{t`Sign in to follow 7-day series: one theme, one scripture and one plan a day.`}</Text>
        <Button component={Link} to="/auth">
          {t`Log In`}
        </Button>
      </Stack>
    </Card>
  );
}

function LoadingCards() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading series`}>
      <Skeleton height={160} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

function PaidSeries() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { data, retry } = useSeriesData(true);
  const enroll = useToastedMutation({
    run: ({ topicId }: { topicId: number; title: string }) => enrollInSeries(topicId),
    invalidates: [seriesKeys.topics, seriesKeys.progress],
    success: ({ title }, progress) => {
      const day = dayLabel(progress.currentDay, i18n);
      const next = opensLabel(progress, i18n) ?? t`${day} is ready for you`;
      return { title: i18n._(SERIES_TEXTS.enrolledTitle), message: `${title}: ${next}.` };
    },
    failureTitle: i18n._(SERIES_TEXTS.enrollFailedTitle),
  });
  const resume = useToastedMutation({
    run: (topicId: number) => continueSeries(topicId),
    failureTitle: i18n._(SERIES_TEXTS.continueFailedTitle),
  });
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingStart | null>(null);
  const startNow = (topicId: number, title: string) =>
    enroll.mutate(
      { topicId, title },
      {
        onSuccess: (progress) => {
          if (!opensLabel(progress, i18n)) navigate(dayPath(topicId, progress.currentDay));
        },
      },
    );

  const actions: Actions = {
    busy: enroll.isPending
      ? (enroll.variables?.topicId ?? null)
      : resume.isPending
        ? (resume.variables ?? null)
        : null,
    // Start Series (and Restart) opens the day to do: Day 1 of a new run; replacing the active
    // series asks first
    start: (topicId, title) => {
      const active = data.status === 'ready' ? seriesToReplace(data.progress, topicId) : undefined;
      if (active) setPending({ topicId, title, active });
      else startNow(topicId, title);
    },
    resume: (topicId) =>
      resume.mutate(topicId, {
        onSuccess: ({ entry }) => {
          if (entry) navigate(dayPath(topicId, entry.dayNumber));
          else void queryClient.invalidateQueries({ queryKey: seriesKeys.progress });
        },
      }),
  };

  if (data.status === 'loading') return <LoadingCards />;
  if (data.status === 'paid-only') return <UpgradePrompt feature={i18n._(SERIES_FEATURE)} />;
  if (data.status === 'error') {
    return <LoadError title={t`Series could not be loaded`} message={data.message} onRetry={retry} />;
  }

  const active = activeSeries(data.progress);
  const completed = completedSeries(data.progress);
  return (
    <Stack gap="xl">
      <SwitchSeriesDialog
        pending={pending}
        onStart={(p) => startNow(p.topicId, p.title)}
        onClose={() => setPending(null)}
      />
      {active && <ActiveSeriesCard progress={active} actions={actions} />}
      {completed.length > 0 && <CompletedSeries list={completed} actions={actions} />}
      <Stack gap="sm" component="section" aria-labelledby="available-series-heading">
        <Title order={2} size="h4" id="available-series-heading">
          {t`Available Series`}
        </Title>
        {data.topics.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} progress={data.progress} actions={actions} />
            ))}
          </SimpleGrid>
        ) : (
          <Card withBorder radius="md" padding="xl">
            <EmptyList
              icon={<IconTimeline size={28} aria-hidden="true" />}
              title={i18n._(SERIES_TEXTS.noSeriesTitle)}
              headingOrder={3}
              description={i18n._(SERIES_TEXTS.noSeries)}
            />
          </Card>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /series (spec part 2 'Series page'): 'Join Reign' with Log In for signed-out visitors, the upgrade prompt for free members, and for paid members
 * the active series, Completed Series and Available Series.
 */
function SeriesPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(t`7-Day Series`);
  const { user, isLoading } = useAuth();
  const isPaid = useIsPaidMember();
  if (isLoading) return <LoadingCards />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t`7-Day Series`}
        </Title>
        <Text c="dimmed">{t`A week on one theme: each day a scripture, a reflection and your REIGN plan.`}</Text>
      </Stack>
      {!user ? <JoinPrompt /> : isPaid ? <PaidSeries /> : <UpgradePrompt feature={i18n._(SERIES_FEATURE)} />}
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const SeriesPage = withQueryClient(SeriesPageContent);
