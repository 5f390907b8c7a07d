import { useLingui } from '@lingui/react/macro';
import { Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { GatheringBody } from '@reign/contract/circle-gatherings';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { withQueryClient } from '../../../api/with-query-client';
import { BackButton } from '../../../ui/BackButton';
import { titled } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/use-page-title';
import { useToastedMutation } from '../../../ui/use-toasted-mutation';
import { CircleNotFound } from '../CircleNotFound';
import { useCircle } from '../circle-queries';
import { GatheringControls } from './GatheringControls';
import { GatheringPassage } from './GatheringPassage';
import { endGathering, showInGathering } from './gathering-api';
import { type StreamState, useGatheringStream } from './use-gathering-stream';

function StreamBadge({ state }: { state: StreamState }) {
  const { t } = useLingui();
  if (state === 'live') return <Badge color="green">{t`Live`}</Badge>;
  return <Badge color="gray">{state === 'retrying' ? t`Reconnecting…` : t`Connecting…`}</Badge>;
}

/**
 * /circles/:id/gathering (issue 52): the circle's meeting. Every member who opens it follows the
 * passage and verse a leader shows, live, from the circle's own server; a leader chooses them here
 * (a tap on a verse points at it) and ends the gathering.
 */
function GatheringPageContent() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const circle = useCircle(id);
  const { gathering, state } = useGatheringStream(id);
  const name = circle.data?.name ?? '';
  usePageTitle(name ? t`Gathering · ${name}` : t`Gathering`);
  const leads = circle.data?.role === 'leader';
  const wasLive = useRef(false);
  if (gathering?.live) wasLive.current = true;
  const show = useToastedMutation({
    run: (to: GatheringBody) => showInGathering(id, to),
    failureTitle: t`Not shown`,
  });
  const end = useToastedMutation({
    run: () => endGathering(id),
    success: (_, answer) => titled(name)(answer),
    failureTitle: t`The gathering goes on`,
  });
  const back = <BackButton to={`/circles/${id}`} label={name || t`Circle`} variant="subtle" />;
  if (state === 'closed') return <CircleNotFound>{back}</CircleNotFound>;
  const live = gathering?.live && gathering.osis && gathering.chapter ? gathering : null;
  const leaderName = live?.leaderName ?? '';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>{back}</div>
        <Group justify="space-between" align="center">
          <Title order={1}>{t`Gathering`}</Title>
          <StreamBadge state={state} />
        </Group>
        {leads && (
          <Paper withBorder p="md" radius="md">
            <GatheringControls
              gathering={gathering}
              show={(to) => show.mutate(to)}
              end={() => end.mutate(undefined)}
              busy={show.isPending}
            />
          </Paper>
        )}
        {!gathering ? (
          <Skeleton
            height={160}
            radius="md"
            role="status"
            aria-busy="true"
            aria-label={t`Joining the gathering`}
          />
        ) : live ? (
          <Stack gap="sm">
            <Text c="dimmed" aria-live="polite">
              {leads ? t`Everyone who joins follows what you show.` : t`Following ${leaderName}`}
            </Text>
            <GatheringPassage
              osis={live.osis ?? ''}
              chapter={live.chapter ?? 1}
              verse={live.verse}
              onPoint={
                leads
                  ? (verse) => show.mutate({ osis: live.osis ?? '', chapter: live.chapter ?? 1, verse })
                  : undefined
              }
            />
          </Stack>
        ) : (
          <Text role="status">
            {wasLive.current
              ? t`The gathering has ended.`
              : leads
                ? t`Choose a passage and start the gathering: everyone who opens this page follows it.`
                : t`There is no gathering now. When a leader starts one, this page follows it.`}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

export const GatheringPage = withQueryClient(GatheringPageContent);
