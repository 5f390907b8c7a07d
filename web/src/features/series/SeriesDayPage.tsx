import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CompleteDayBody, SeriesEntry, SeriesProgress } from '@reign/contract';
import { IconArrowLeft, IconBook, IconClock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api';
import { withQueryClient } from '../../api/with-query-client';
import { useIsPaidMember } from '../../data';
import { Link } from '../../ui/Link';
import { LoadError } from '../../ui/LoadError';
import { showToast } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { AudioPlayer, ReadAloudParagraphs } from '../audio';
import { ScriptureQuote } from '../bible';
import { isPaidMembershipError } from '../upgrade';
import { UpgradePrompt } from '../upgrade-prompt';
import { DayPlanForm } from './DayPlanForm';
import { StepSection } from './DayPlanParts';
import { completeSeriesDay } from './series-api';
import { seriesKeys, useSeriesDay } from './series-queries';
import { dayLabel, dayOpensLabel, opensLabel, SERIES_FEATURE, SERIES_LENGTH } from './series-rules';

function parseParam(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

function BackToSeries() {
  const { t } = useLingui();
  return (
    <Anchor component={Link} to="/series" size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {t`Back to Series`}
      </Group>
    </Anchor>
  );
}

/** A day that opens tomorrow (the server refused it with 409): says so, with the way back. */
function NotOpenYet({ day }: { day: number }) {
  const { t, i18n } = useLingui();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClock size={20} aria-hidden="true" />}
      title={dayOpensLabel(day, i18n)}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t`A series opens one day at a time, so each day has room to settle. Come back tomorrow for Day ${day}.`}
        </Text>
        <Button component={Link} to="/series" variant="default" size="sm">
          {t`Back to Series`}
        </Button>
      </Stack>
    </Alert>
  );
}

function DayContent({
  entry,
  progress,
  day,
}: {
  entry: SeriesEntry;
  progress: SeriesProgress | null;
  day: number;
}) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const completedBefore = progress?.completedDays.includes(day) ?? false;
  const seriesTitle = progress?.seriesTopic.title;
  const entryTitle = entry.title;
  const save = useMutation({
    mutationFn: (body: CompleteDayBody) => completeSeriesDay(body),
    meta: { invalidates: [seriesKeys.progress] },
  });

  const complete = async (plan: Omit<CompleteDayBody, 'seriesDailyEntryId'>) => {
    let next: SeriesProgress;
    try {
      next = await save.mutateAsync({ seriesDailyEntryId: entry.id, ...plan });
    } catch (err) {
      showToast({
        title: t`Error saving day`,
        message: isPaidMembershipError(err)
          ? errorMessage(err, t`This feature needs a paid membership.`)
          : errorMessage(err, t`Your plan could not be saved. Please try again.`),
        variant: 'error',
      });
      return;
    }
    if (completedBefore) {
      showToast({
        title: t`Day ${day} Saved`,
        message: t`Your plan for this day was updated.`,
        variant: 'success',
      });
    } else if (next.isCompleted) {
      const length = SERIES_LENGTH;
      const title = next.seriesTopic.title;
      showToast({
        title: t`Series Completed!`,
        message: t`You finished all ${length} days of ${title}.`,
        variant: 'success',
      });
    } else {
      const nextDay = dayLabel(next.currentDay, i18n);
      showToast({
        title: t`Day ${day} Complete`,
        message: `${opensLabel(next, i18n) ?? t`${nextDay} is ready when you are`}.`,
        variant: 'success',
      });
    }
    navigate('/series');
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{dayLabel(day, i18n)}</Badge>
          {seriesTitle && (
            <Text size="sm" c="dimmed">
              {seriesTitle}
            </Text>
          )}
        </Group>
        <Title order={1} size="h2">
          {t`Day ${day}: ${entryTitle}`}
        </Title>
      </Stack>

      <StepSection index={0}>
        <Stack gap="sm" component="section" aria-label={t`Scripture`}>
          <Group gap="xs">
            <IconBook size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
            <Title order={3} size="h5">
              {t`Today's Scripture`}
            </Title>
          </Group>
          <ScriptureQuote verse={entry.verse} reference={entry.verseReference} large />
          <AudioPlayer
            audioUrl={entry.audioUrl}
            title={entry.verseReference}
            text={`${entry.verseReference}. ${entry.verse}\n\n${entry.reflection}`}
          />
        </Stack>
        <Stack gap="sm" component="section" aria-label={t`Reflection`}>
          <Title order={3} size="h5">
            {t`Reflection`}
          </Title>
          <ReadAloudParagraphs text={entry.reflection} />
        </Stack>
      </StepSection>

      <DayPlanForm key={entry.id} day={day} completedBefore={completedBefore} onComplete={complete} />
    </Stack>
  );
}

/**
 * /series/:topicId/day/:day: one series day as a daily plan of its own, the day's verse and
 * reflection (Renew), then the REIGN steps; 'Complete Day N' saves it and returns to /series.
 */
function SeriesDayPageContent() {
  const params = useParams();
  const topicId = parseParam(params.topicId);
  const day = parseParam(params.day, SERIES_LENGTH);
  const isPaid = useIsPaidMember();
  const { data, retry } = useSeriesDay(isPaid ? topicId : null, isPaid ? day : null);
  const { t, i18n } = useLingui();
  const entryTitle = data.status === 'ready' ? data.entry.title : '';
  usePageTitle(data.status === 'ready' ? t`Day ${day}: ${entryTitle}` : t`7-Day Series`);

  const length = SERIES_LENGTH;
  let body: ReactNode;
  if (!isPaid || data.status === 'paid-only') {
    body = <UpgradePrompt feature={i18n._(SERIES_FEATURE)} />;
  } else if (topicId === null || day === null) {
    body = (
      <Alert color="orange" variant="light" title={t`This day does not exist`}>
        {t`Series days run from 1 to ${length}.`}
      </Alert>
    );
  } else if (data.status === 'loading') {
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading the day`}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={140} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  } else if (data.status === 'not-open') {
    body = <NotOpenYet day={day} />;
  } else if (data.status === 'error') {
    body = (
      <LoadError title={t`This day could not be opened`} message={data.message} onRetry={retry}>
        <Button component={Link} to="/series" variant="default">
          {t`Back to Series`}
        </Button>
      </LoadError>
    );
  } else {
    body = <DayContent entry={data.entry} progress={data.progress} day={day} />;
  }

  return (
    <Stack gap="md">
      <BackToSeries />
      {body}
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const SeriesDayPage = withQueryClient(SeriesDayPageContent);
