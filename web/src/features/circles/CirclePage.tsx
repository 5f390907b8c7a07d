import { useLingui } from '@lingui/react/macro';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import type { CircleDetail } from '@reign/contract';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { BackButton } from '../../ui/BackButton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { usePageTitle } from '../../ui/use-page-title';
import { useAuth } from '../auth';
import { CircleExit } from './CircleExit';
import { CircleName } from './CircleName';
import { CircleNotFound } from './CircleNotFound';
import { CirclePrayers } from './CirclePrayers';
import { CircleReading } from './CircleReading';
import { isMissingCircle, useCircle } from './circle-queries';
import { memberCount } from './circle-words';
import { GatheringCard } from './GatheringCard';
import { InviteCard } from './InviteCard';
import { MembersCard } from './MembersCard';
import { seenCircleActivity } from './seen-circle-activity';
import { useCircleWrites } from './use-circle-writes';

function CircleSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading the circle`}>
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/** The circle: its name, its members, a leader's invitations and controls, and the way out. */
function CircleView({ circle }: { circle: CircleDetail }) {
  const { t, i18n } = useLingui();
  const meId = useAuth().user?.id;
  const writes = useCircleWrites(circle);
  const leads = circle.role === 'leader';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <CircleName circle={circle} onRename={writes.rename} />
        <Text c="dimmed">
          {memberCount(circle.memberCount, i18n)} · {leads ? t`You lead this circle` : t`You are a member`}
        </Text>
      </Stack>
      <GatheringCard circleId={circle.id} leads={leads} />
      <CircleReading circleId={circle.id} leads={leads} />
      <CirclePrayers circleId={circle.id} />
      <MembersCard circle={circle} meId={meId} writes={writes} />
      {leads && <InviteCard circleId={circle.id} writes={writes} />}
      <CircleExit circle={circle} meId={meId} leave={writes.leave} destroy={writes.destroy} />
    </Stack>
  );
}

/** /circles/:id (issue 52): members only; anyone else, and an address that names no circle, is told it is not there. */
function CirclePageContent() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const circle = useCircle(id);
  const missing = isMissingCircle(circle.error);
  usePageTitle(missing ? t`Circle not found` : (circle.data?.name ?? t`Circle`));
  // its 'prayed for you' notifications are seen: they close, the app's badge clears
  useEffect(() => {
    void seenCircleActivity();
  }, []);
  const back = <BackButton to="/circles" label={t`All circles`} variant="subtle" />;
  if (missing) {
    return <CircleNotFound>{back}</CircleNotFound>;
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>{back}</div>
        <QueryLoaded
          query={circle}
          loading={<CircleSkeleton />}
          failed={{
            title: t`This circle could not be loaded`,
            message: t`Check your connection and try again.`,
            serverMessage: true,
          }}
        >
          {(data) => <CircleView circle={data} />}
        </QueryLoaded>
        {/* offline the circle is not read, but its requests are on this device */}
        {!circle.data && <CircleReading circleId={id} leads={false} ifPulled />}
        {!circle.data && <CirclePrayers circleId={id} ifPulled />}
      </Stack>
    </Container>
  );
}

export const CirclePage = withQueryClient(CirclePageContent);
